import type { PrimerRow } from '@plotline/contract/create-line';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { primersQueryOptions } from '../api/download-primers.ts';
import { pairLabel } from '../utils/line-changes.ts';

/** Bases of each flank shown next to the variant (the whole flank is in the tooltip). */
const FLANK_SHOWN = 15;

/** A planned line's markers to check in the lab: primers, flanks and the target pair. */
export function PrimersTable({ specId, lineId }: { specId: number; lineId: number }) {
  const { t } = useTranslation();
  const primers = useQuery(primersQueryOptions(specId, lineId));
  useErrorToast(primers.error, 'createLine.errors.primers');
  const sequence = (text: string) => <code className="pl-cline-seq">{text || '—'}</code>;
  const columns: TableColumnsType<PrimerRow> = [
    { title: t('createLine.table.marker'), dataIndex: 'name', key: 'name' },
    { title: t('createLine.table.position'), key: 'pos', render: (_, r) => `${r.chr}:${r.pos}` },
    {
      title: t('createLine.table.target'),
      key: 'target',
      render: (_, r) => pairLabel(r.first_allele, r.second_allele),
    },
    {
      title: t('createLine.primers.forward'),
      key: 'f',
      render: (_, r) => sequence(r.forward_primer),
    },
    {
      title: t('createLine.primers.reverse'),
      key: 'r',
      render: (_, r) => sequence(r.reverse_primer),
    },
    {
      title: t('createLine.primers.flanks'),
      key: 'flanks',
      render: (_, r) => {
        const pair = pairLabel(r.first_allele, r.second_allele);
        return (
          <code className="pl-cline-seq" title={`${r.flank_left}[${pair}]${r.flank_right}`}>
            {`…${r.flank_left.slice(-FLANK_SHOWN)}[${pair}]${r.flank_right.slice(0, FLANK_SHOWN)}…`}
          </code>
        );
      },
    },
  ];
  return (
    <Table<PrimerRow>
      size="small"
      rowKey="mutation_id"
      loading={primers.isPending}
      dataSource={primers.data ?? []}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="create-line-primers"
    />
  );
}
