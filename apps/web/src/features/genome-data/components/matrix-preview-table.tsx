import type {
  MatrixMatch,
  MatrixPreview,
  PreviewSample,
} from '@plotline/contract/genotype-matrices';
import { Alert, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type MatrixPreviewTableProps = { preview: MatrixPreview; match: MatrixMatch };

/**
 * The preview's counts and its samples with what each matched: the crop's line or the
 * season's plot; unmatched names are marked (they are imported too, linked to nothing).
 */
export function MatrixPreviewTable({ preview, match }: MatrixPreviewTableProps) {
  const { t, i18n } = useTranslation();
  const unmatched = preview.unmatched.length;
  const sites = preview.sites_more
    ? t('genomeData.import.sitesMore', { n: preview.sites_counted.toLocaleString(i18n.language) })
    : preview.sites_counted.toLocaleString(i18n.language);
  return (
    <Flex vertical gap="small">
      <Alert
        type={unmatched > 0 ? 'warning' : 'success'}
        showIcon
        data-testid="matrix-preview-counts"
        title={t('genomeData.import.counts', {
          samples: preview.samples.length,
          matched: preview.matched,
          unmatched,
          sites,
          chromosomes: preview.chromosomes.length,
        })}
        description={
          unmatched > 0
            ? t('genomeData.import.unmatchedHint', {
                names: preview.unmatched.slice(0, 10).join(', '),
              })
            : undefined
        }
      />
      <Table<PreviewSample>
        size="small"
        rowKey="idx"
        dataSource={preview.samples}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ y: 280 }}
        rowClassName={(sample) =>
          sample.line_id === null && sample.plot_id === null ? 'pl-genome-unmatched' : ''
        }
        onRow={(sample) =>
          ({
            'data-testid': 'preview-sample',
            'data-matched': String(sample.line_id !== null || sample.plot_id !== null),
          }) as object
        }
        columns={[
          { key: 'idx', title: '#', width: 60, render: (_v, sample) => sample.idx + 1 },
          { key: 'name', title: t('genomeData.import.sample'), dataIndex: 'name' },
          {
            key: 'matched',
            title:
              match === 'plots'
                ? t('genomeData.import.matchedPlot')
                : t('genomeData.import.matchedLine'),
            render: (_v, sample) => {
              const matched = sample.line_name ?? sample.plot_name;
              return matched ? (
                matched
              ) : (
                <Tag color="orange">{t('genomeData.import.notMatched')}</Tag>
              );
            },
          },
        ]}
      />
    </Flex>
  );
}
