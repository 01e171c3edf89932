import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRanking } from '../hooks/use-ranking.ts';
import { RankedLinesTable } from './ranked-lines-table.tsx';
import { RegionSelect } from './region-select.tsx';
import { type TargetAllele, TargetAllelesEditor } from './target-alleles-editor.tsx';
import { TraitSelect } from './trait-select.tsx';
import { WindRosePanel } from './wind-rose-panel.tsx';
import './genome-selection.css';

/**
 * /genome/variety-selection: the breeder names the alleles wanted marker by marker, optionally
 * a region and traits → the varieties ranked by how many they carry, with their predicted
 * traits → a variety's wind rose, compared with a second one.
 */
export function VarietySelectionPage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const [targets, setTargets] = useState<TargetAllele[]>([]);
  const [regionId, setRegionId] = useState<number | null>(null);
  const [featureIds, setFeatureIds] = useState<number[]>([]);
  const [line, setLine] = useState<{ id: number; name: string } | null>(null);
  const ranking = useRanking();
  const labels = new Map(targets.map((target) => [target.mutationId, target]));

  function handleRank() {
    setLine(null);
    ranking.mutate({
      spec_id: specId,
      region_id: regionId,
      targets: targets.map((target) => ({ mutation_id: target.mutationId, allele: target.allele })),
      feature_ids: featureIds.length > 0 ? featureIds : undefined,
    });
  }

  return (
    <div className="pl-gsel-page" data-testid="genome-variety-selection">
      <Card
        size="small"
        title={<h2 className="pl-gsel-card-title">{t('genomeSelection.varietyPage.title')}</h2>}
      >
        <TargetAllelesEditor specId={specId} targets={targets} onChange={setTargets} />
        <Flex gap="middle" wrap align="center" className="pl-gsel-compare">
          <RegionSelect
            specId={specId}
            value={regionId}
            onChange={(next) => {
              setRegionId(next);
              setFeatureIds([]);
            }}
          />
          <TraitSelect
            specId={specId}
            regionId={regionId}
            value={featureIds}
            onChange={setFeatureIds}
            testId="gsel-traits"
          />
          <Button
            type="primary"
            onClick={handleRank}
            disabled={targets.length === 0}
            loading={ranking.isPending}
            data-testid="gsel-rank"
          >
            {t('genomeSelection.varietyPage.rank')}
          </Button>
        </Flex>
      </Card>
      {ranking.data && (
        <Card
          size="small"
          title={<h2 className="pl-gsel-card-title">{t('genomeSelection.ranking.title')}</h2>}
        >
          <RankedLinesTable
            ranking={ranking.data}
            targets={labels}
            selectedLineId={line?.id ?? null}
            onSelect={setLine}
          />
        </Card>
      )}
      {line && (
        <WindRosePanel
          key={`${line.id}-${regionId}`}
          specId={specId}
          regionId={regionId}
          featureIds={featureIds}
          line={line}
        />
      )}
    </div>
  );
}
