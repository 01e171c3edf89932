import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#src/lib/api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { windRoseQueryOptions } from '../api/get-wind-rose.ts';
import { isEmptyRose, type RoseSeries } from '../utils/wind-rose-option.ts';
import { GenotypedLineSelect } from './genotyped-line-select.tsx';
import { WindRoseChart } from './wind-rose-chart.tsx';

type WindRosePanelProps = {
  specId: number;
  regionId: number | null;
  featureIds: readonly number[];
  line: { id: number; name: string };
};

const isRefused = (error: unknown) => isApiError(error) && error.status === 400;

/**
 * The wind rose of a chosen variety, with a "compare with" second variety (spec §8: a 400 on a
 * rose — no genotype at a weighted marker — is silently ignored; an empty second answer shows
 * the no-data warning).
 */
export function WindRosePanel({ specId, regionId, featureIds, line }: WindRosePanelProps) {
  const { t } = useTranslation();
  const [second, setSecond] = useState<{ id: number; name: string } | null>(null);
  const first = useQuery(windRoseQueryOptions(specId, line.id, regionId, featureIds));
  const other = useQuery({
    ...windRoseQueryOptions(specId, second?.id ?? 0, regionId, featureIds),
    enabled: second !== null,
  });
  useErrorToast(isRefused(first.error) ? null : first.error, 'genomeSelection.errors.windRose');
  useErrorToast(
    isRefused(other.error) ? null : other.error,
    'genomeSelection.errors.secondVariety',
  );
  const series: RoseSeries[] = [];
  if (first.data) series.push({ name: line.name, rose: first.data });
  if (second && other.data && !isEmptyRose(other.data))
    series.push({ name: second.name, rose: other.data });
  const secondEmpty = second !== null && other.data !== undefined && isEmptyRose(other.data);
  return (
    <Card
      size="small"
      title={
        <h2 className="pl-gsel-card-title">
          {t('genomeSelection.windRose.title', { name: line.name })}
        </h2>
      }
      data-testid="gsel-wind-rose"
    >
      <Flex gap="small" align="center" wrap className="pl-gsel-compare">
        <span>{t('genomeSelection.windRose.compareWith')}</span>
        <GenotypedLineSelect
          specId={specId}
          value={second?.id ?? null}
          onChange={(id, name) => setSecond(id === null ? null : { id, name })}
          ariaLabel={t('genomeSelection.windRose.compareWith')}
          placeholder={t('genomeSelection.windRose.secondVariety')}
          testId="gsel-compare"
        />
      </Flex>
      {secondEmpty && (
        <Alert
          type="warning"
          showIcon
          message={t('genomeSelection.windRose.noDataSecond')}
          data-testid="gsel-no-data-second"
        />
      )}
      {first.isPending ? (
        <Spin className="pl-gsel-spin" />
      ) : series.length > 0 ? (
        <WindRoseChart series={series} />
      ) : (
        <Empty description={t('genomeSelection.windRose.noData')} data-testid="gsel-rose-empty" />
      )}
    </Card>
  );
}
