import { DownloadOutlined } from '@ant-design/icons';
import { GENOME_DISTANCE_VIEW_MAX, type StructureResult } from '@plotline/contract/genome-analyses';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { downloadDistances } from '../api/download-analysis-files.ts';
import { distanceViewQueryOptions } from '../api/get-distance-view.ts';
import { DistanceHeatmapChart } from './distance-heatmap-chart.tsx';

type DistancesPanelProps = {
  analysisId: number;
  sampleCount: number;
  distance: StructureResult['distance'];
};

/**
 * The genetic distances: their range, the heat map (up to 500 samples; a larger matrix is only
 * downloaded) and the CSV / XLSX downloads.
 */
export function DistancesPanel({ analysisId, sampleCount, distance }: DistancesPanelProps) {
  const { t, i18n } = useTranslation();
  const hasHeatmap = sampleCount <= GENOME_DISTANCE_VIEW_MAX;
  const view = useQuery({ ...distanceViewQueryOptions(analysisId), enabled: hasHeatmap });
  useErrorToast(view.error, 'genomeAnalysis.errors.distances');
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);
  const format = (value: number | null) =>
    value === null ? '—' : value.toLocaleString(i18n.language, { maximumSignificantDigits: 3 });

  async function handleDownload(kind: 'csv' | 'xlsx') {
    setDownloading(kind);
    try {
      saveFile(await downloadDistances(analysisId, kind), `distances-${analysisId}.${kind}`);
    } catch (error) {
      showActionError(error, 'genomeAnalysis.errors.download');
    } finally {
      setDownloading(null);
    }
  }

  return (
    <div className="pl-ganalysis-distances" data-testid="genome-analysis-distances">
      <Flex
        gap="middle"
        wrap
        align="center"
        justify="space-between"
        className="pl-ganalysis-controls"
      >
        <Typography.Text data-testid="genome-analysis-distance-range">
          {t('genomeAnalysis.distances.range', {
            method: t(`genomeAnalysis.distance.${distance.method}`),
            min: format(distance.min),
            mean: format(distance.mean),
            max: format(distance.max),
          })}
        </Typography.Text>
        <Flex gap="small">
          {(['csv', 'xlsx'] as const).map((kind) => (
            <Button
              key={kind}
              icon={<DownloadOutlined aria-hidden />}
              loading={downloading === kind}
              onClick={() => void handleDownload(kind)}
              data-testid={`genome-analysis-distances-${kind}`}
            >
              {t(`genomeAnalysis.distances.download.${kind}`)}
            </Button>
          ))}
        </Flex>
      </Flex>
      {!hasHeatmap ? (
        <Alert
          type="info"
          showIcon
          title={t('genomeAnalysis.distances.tooLarge', {
            n: sampleCount.toLocaleString(i18n.language),
            max: GENOME_DISTANCE_VIEW_MAX,
          })}
          data-testid="genome-analysis-distances-large"
        />
      ) : view.data ? (
        <DistanceHeatmapChart view={view.data} />
      ) : view.isPending ? (
        <PageSkeleton rows={8} />
      ) : null}
    </div>
  );
}
