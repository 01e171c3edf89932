import type { PredictedLine } from '@plotline/contract/genome-prediction';
import { Progress, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { reliabilityLevel } from '../utils/prediction-rows.ts';

const COLOURS = { low: '#faad14', medium: '#1677ff', high: '#52c41a' } as const;

/**
 * The per-line predictions, best first, every column sortable: the line (tagged "no
 * phenotype"), its observed mean, the predicted value with its 95 % interval and the
 * reliability as a bar.
 */
export function PredictionLinesTable({ lines }: { lines: PredictedLine[] }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) =>
    value.toLocaleString(i18n.language, { maximumSignificantDigits: 4 });
  return (
    <Table<PredictedLine>
      size="small"
      rowKey="line_id"
      dataSource={lines}
      pagination={{ pageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
      scroll={{ x: 720 }}
      data-testid="prediction-lines"
      onRow={(line) =>
        ({ 'data-testid': 'prediction-line', 'data-line': line.line_name }) as object
      }
      columns={[
        {
          key: 'line',
          title: t('prediction.table.line'),
          sorter: (a, b) =>
            a.line_name.localeCompare(b.line_name, i18n.language, { numeric: true }),
          render: (_v, line) => (
            <>
              {line.line_name}{' '}
              {!line.has_phenotype && (
                <Tag color="orange" data-testid="prediction-no-phenotype">
                  {t('prediction.table.noPhenotype')}
                </Tag>
              )}
            </>
          ),
        },
        {
          key: 'observed',
          title: t('prediction.table.observed'),
          align: 'right',
          sorter: (a, b) =>
            (a.observed ?? Number.NEGATIVE_INFINITY) - (b.observed ?? Number.NEGATIVE_INFINITY),
          render: (_v, line) =>
            line.observed === null ? '—' : `${number(line.observed)} (n = ${line.n_plots})`,
        },
        {
          key: 'predicted',
          title: t('prediction.table.predicted'),
          align: 'right',
          defaultSortOrder: 'descend',
          sorter: (a, b) => a.gebv - b.gebv,
          render: (_v, line) => <strong>{number(line.gebv)}</strong>,
        },
        {
          key: 'interval',
          title: t('prediction.table.interval'),
          align: 'right',
          sorter: (a, b) => a.upper - a.lower - (b.upper - b.lower),
          render: (_v, line) => `${number(line.lower)} … ${number(line.upper)}`,
        },
        {
          key: 'reliability',
          title: t('prediction.table.reliability'),
          width: 180,
          sorter: (a, b) => a.reliability - b.reliability,
          render: (_v, line) => (
            <Progress
              percent={Math.round(line.reliability * 100)}
              size="small"
              strokeColor={COLOURS[reliabilityLevel(line.reliability)]}
              format={() => number(line.reliability)}
              aria-label={t('prediction.table.reliability')}
              data-testid="prediction-reliability"
            />
          ),
        },
      ]}
    />
  );
}
