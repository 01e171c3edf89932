import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QcView } from '../utils/qc-report-view.ts';

/** FastQC's basic statistics measures, named in the interface language (others as FastQC names them). */
const MEASURE_KEYS: Record<string, string> = {
  Filename: 'filename',
  'File type': 'fileType',
  Encoding: 'encoding',
  'Total Sequences': 'totalSequences',
  'Sequences flagged as poor quality': 'poorQuality',
  'Sequence length': 'sequenceLength',
  '%GC': 'gc',
};

/** FastQC's "Basic Statistics": measure and value. */
export function QcBasicTable({ rows }: { rows: QcView['basic'] }) {
  const { t } = useTranslation();
  const measureOf = (name: string) => {
    const key = MEASURE_KEYS[name];
    return key ? t(`genomeFiles.qc.measures.${key}` as 'genomeFiles.qc.measures.gc') : name;
  };
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(row) => row[0]}
      dataSource={rows}
      columns={[
        {
          title: t('genomeFiles.qc.measure'),
          dataIndex: 0,
          key: 'measure',
          render: (name: string) => measureOf(name),
        },
        { title: t('genomeFiles.qc.value'), dataIndex: 1, key: 'value' },
      ]}
      data-testid="qc-basic"
    />
  );
}

/** FastQC's "Overrepresented sequences": sequence, count, share and possible source. */
export function QcOverrepresentedTable({ rows }: { rows: QcView['overrepresented'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p>{t('genomeFiles.qc.noOverrepresented')}</p>;
  return (
    <Table
      size="small"
      rowKey="sequence"
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      dataSource={rows}
      scroll={{ x: true }}
      columns={[
        {
          title: t('genomeFiles.qc.sequence'),
          dataIndex: 'sequence',
          render: (text: string) => <code className="pl-qc-sequence">{text}</code>,
        },
        { title: t('genomeFiles.qc.count'), dataIndex: 'count', align: 'right' },
        {
          title: t('genomeFiles.qc.percentage'),
          dataIndex: 'percentage',
          align: 'right',
          render: (value: number) => value.toFixed(2),
        },
        { title: t('genomeFiles.qc.source'), dataIndex: 'source' },
      ]}
    />
  );
}
