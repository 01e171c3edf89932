import type { StructureResult } from '@plotline/contract/genome-analyses';
import { Flex, Form, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSamples, SAMPLE_GROUPINGS, type SampleGrouping } from '../utils/sample-groups.ts';
import { PcaScatterChart } from './pca-scatter-chart.tsx';
import { PcaScreeChart } from './pca-scree-chart.tsx';

/**
 * The principal components: the samples on two chosen components coloured by a grouping of
 * their lines, the share of variance of each component, and the markers the filters kept.
 */
export function PcaPanel({ result }: { result: StructureResult }) {
  const { t, i18n } = useTranslation();
  const [grouping, setGrouping] = useState<SampleGrouping>('none');
  const [axes, setAxes] = useState({ x: 0, y: 1 });
  const groups = useMemo(() => groupSamples(result.samples, grouping), [result.samples, grouping]);
  const share = (value: number) =>
    `${value.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
  const componentOptions = result.pca.variance_explained.map((value, index) => ({
    value: index,
    label: `${t('genomeAnalysis.pca.component', { n: index + 1 })} (${share(value)})`,
  }));
  const { markers } = result;
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <div className="pl-ganalysis-pca" data-testid="genome-analysis-pca">
      <Flex gap="middle" wrap align="end" className="pl-ganalysis-controls">
        <Form.Item label={t('genomeAnalysis.pca.xAxis')} className="pl-ganalysis-control">
          <Select
            value={axes.x}
            onChange={(x) => setAxes((previous) => ({ ...previous, x }))}
            options={componentOptions}
            className="pl-ganalysis-axis"
            data-testid="genome-analysis-pca-x"
          />
        </Form.Item>
        <Form.Item label={t('genomeAnalysis.pca.yAxis')} className="pl-ganalysis-control">
          <Select
            value={axes.y}
            onChange={(y) => setAxes((previous) => ({ ...previous, y }))}
            options={componentOptions}
            className="pl-ganalysis-axis"
            data-testid="genome-analysis-pca-y"
          />
        </Form.Item>
        <Form.Item label={t('genomeAnalysis.pca.colourBy')} className="pl-ganalysis-control">
          <Select
            value={grouping}
            onChange={setGrouping}
            options={SAMPLE_GROUPINGS.map((value) => ({
              value,
              label: t(`genomeAnalysis.pca.grouping.${value}`),
            }))}
            className="pl-ganalysis-grouping"
            data-testid="genome-analysis-grouping"
          />
        </Form.Item>
      </Flex>
      <PcaScatterChart
        result={result}
        groups={groups}
        axes={axes}
        hasLegend={grouping !== 'none'}
      />
      <Typography.Paragraph className="pl-ganalysis-line" data-testid="genome-analysis-markers">
        {t('genomeAnalysis.pca.markersLine', {
          kept: number(markers.kept),
          total: number(markers.total),
          lowMaf: number(markers.low_maf),
          lowCallRate: number(markers.low_call_rate),
        })}
      </Typography.Paragraph>
      <Typography.Title level={3} className="pl-ganalysis-subtitle">
        {t('genomeAnalysis.pca.scree')}
      </Typography.Title>
      <PcaScreeChart varianceExplained={result.pca.variance_explained} />
    </div>
  );
}
