import { GENOTYPE_TARGETS_MAX } from '@plotline/contract/marker-weights';
import type { Marker } from '@plotline/contract/markers';
import { Button, Flex, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkerSelect } from './marker-select.tsx';

/** A wanted allele at a marker, with what the tags show. */
export type TargetAllele = { mutationId: number; name: string; allele: string };

type TargetAllelesEditorProps = {
  specId: number;
  targets: readonly TargetAllele[];
  onChange: (targets: TargetAllele[]) => void;
};

/**
 * The target alleles of a variety selection, marker by marker: a catalogue marker, then its
 * REF or ALT allele; each marker once (adding it again replaces its allele).
 */
export function TargetAllelesEditor({ specId, targets, onChange }: TargetAllelesEditorProps) {
  const { t } = useTranslation();
  const [marker, setMarker] = useState<Marker | null>(null);
  const [allele, setAllele] = useState<string | null>(null);

  function handleAdd() {
    if (!marker || !allele) return;
    const others = targets.filter((target) => target.mutationId !== marker.id);
    onChange([...others, { mutationId: marker.id, name: marker.mut_name, allele }]);
  }

  return (
    <>
      <Flex gap="small" wrap align="center" className="pl-gsel-target">
        <MarkerSelect
          specId={specId}
          onChange={(next) => {
            setMarker(next);
            setAllele(next?.alt_allele ?? null);
          }}
        />
        {marker && (
          <Segmented<string>
            value={allele ?? marker.alt_allele}
            onChange={setAllele}
            options={[
              { value: marker.ref_allele, label: `REF ${marker.ref_allele}` },
              { value: marker.alt_allele, label: `ALT ${marker.alt_allele}` },
            ]}
            aria-label={t('genomeSelection.varietyPage.allele')}
            data-testid="gsel-allele"
          />
        )}
        <Button
          onClick={handleAdd}
          disabled={!marker || !allele || targets.length >= GENOTYPE_TARGETS_MAX}
          data-testid="gsel-add-target"
        >
          {t('genomeSelection.varietyPage.add')}
        </Button>
      </Flex>
      <Flex gap={4} wrap data-testid="gsel-targets">
        {targets.length === 0 && <span>{t('genomeSelection.varietyPage.noTargets')}</span>}
        {targets.map((target) => (
          <Tag
            key={target.mutationId}
            closable
            color="geekblue"
            onClose={() =>
              onChange(targets.filter((other) => other.mutationId !== target.mutationId))
            }
          >
            {target.name}: {target.allele}
          </Tag>
        ))}
      </Flex>
    </>
  );
}
