import { GENOTYPE_TARGETS_MAX } from '@plotline/contract/marker-weights';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { weightsQueryOptions } from '../api/get-weights.ts';
import { weightedFeaturesQueryOptions } from '../api/list-weighted-features.ts';
import { useRanking } from '../hooks/use-ranking.ts';
import { favourableAllele } from '../utils/favourable-allele.ts';
import { RankedLinesTable, type TargetLabel } from './ranked-lines-table.tsx';
import { RegionSelect } from './region-select.tsx';
import { WeightsTable } from './weights-table.tsx';
import { WindRosePanel } from './wind-rose-panel.tsx';
import './genome-selection.css';

/**
 * /genome: selection for a region. The region's traits with weights → a trait's weighted
 * markers with the favourable allele of each → the varieties ranked by how many favourable
 * alleles they carry, with their predicted traits → a variety's wind rose.
 */
export function RegionSelectionPage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const [regionId, setRegionId] = useState<number | null>(null);
  const [chosenFeature, setChosenFeature] = useState<number | null>(null);
  const [line, setLine] = useState<{ id: number; name: string } | null>(null);
  const features = useQuery(weightedFeaturesQueryOptions(specId, regionId));
  useErrorToast(features.error, 'genomeSelection.errors.weights');
  const featureId =
    features.data?.find((feature) => feature.feature_id === chosenFeature)?.feature_id ??
    features.data?.[0]?.feature_id ??
    null;
  const weights = useQuery({
    ...weightsQueryOptions(specId, featureId ?? 0, regionId),
    enabled: featureId !== null,
  });
  useErrorToast(weights.error, 'genomeSelection.errors.weights');
  const ranking = useRanking();
  const targets = (weights.data ?? [])
    .map((row) => ({ row, allele: favourableAllele(row) }))
    .filter(({ row }) => row.ref !== '' && row.alt !== '')
    .slice(0, GENOTYPE_TARGETS_MAX);
  const labels = new Map<number, TargetLabel>(
    targets.map(({ row, allele }) => [row.mutation_id, { name: row.name, allele }]),
  );

  function handleRegionChange(next: number | null) {
    setRegionId(next);
    setLine(null);
    ranking.reset();
  }

  function handleRank() {
    setLine(null);
    ranking.mutate({
      spec_id: specId,
      region_id: regionId,
      targets: targets.map(({ row, allele }) => ({ mutation_id: row.mutation_id, allele })),
      sort_feature_id: featureId ?? undefined,
    });
  }

  const noWeights = features.isSuccess && features.data.length === 0;
  return (
    <div className="pl-gsel-page" data-testid="genome-region-selection">
      <Card
        size="small"
        title={<h2 className="pl-gsel-card-title">{t('genomeSelection.regionPage.title')}</h2>}
      >
        <Flex gap="middle" wrap align="center">
          <RegionSelect specId={specId} value={regionId} onChange={handleRegionChange} />
          <Select<number>
            value={featureId ?? undefined}
            onChange={setChosenFeature}
            loading={features.isPending}
            placeholder={t('genomeSelection.trait')}
            aria-label={t('genomeSelection.trait')}
            options={(features.data ?? []).map((feature) => ({
              value: feature.feature_id,
              label: `${feature.unit ? `${feature.name}, ${feature.unit}` : feature.name} (${t('genomeSelection.markersCount', { n: feature.markers })})`,
            }))}
            className="pl-gsel-select pl-gsel-select-wide"
            data-testid="gsel-trait"
          />
          <Button
            type="primary"
            onClick={handleRank}
            disabled={targets.length === 0}
            loading={ranking.isPending}
            data-testid="gsel-rank"
          >
            {t('genomeSelection.regionPage.rank')}
          </Button>
        </Flex>
        {noWeights && (
          <Alert
            type="info"
            showIcon
            className="pl-gsel-alert"
            message={t('genomeSelection.noWeightsInRegion')}
            data-testid="gsel-no-weights"
          />
        )}
      </Card>
      {featureId !== null && (
        <Card
          size="small"
          title={<h2 className="pl-gsel-card-title">{t('genomeSelection.weights.title')}</h2>}
        >
          <WeightsTable
            specId={specId}
            regionId={regionId}
            weights={weights.data ?? []}
            isLoading={weights.isPending}
          />
        </Card>
      )}
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
          key={line.id}
          specId={specId}
          regionId={regionId}
          featureIds={[]}
          line={line}
        />
      )}
    </div>
  );
}
