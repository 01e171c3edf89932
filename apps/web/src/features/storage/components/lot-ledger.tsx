import type { LedgerEntry } from '@plotline/contract/warehouse';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';
import { ledgerQueryOptions } from '../api/storage-api.ts';
import { useWeightFormat } from '../hooks/use-weight-format.ts';

const KIND_COLORS: Record<LedgerEntry['kind'], string> = {
  harvest: 'green',
  sowing: 'orange',
  transfer: 'blue',
  correction: 'purple',
  booking: 'gold',
  release: 'cyan',
};

/** A lot's ledger: every change with who, when, why and the running balance. */
export function LotLedger({ lotId, isNarrow }: { lotId: number; isNarrow: boolean }) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const format = useWeightFormat();
  const ledger = useQuery(ledgerQueryOptions(lotId));
  if (ledger.isError) {
    return (
      <EmptyState title={t('storage.errors.ledger')}>
        <Button onClick={() => void ledger.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const columns: TableColumnsType<LedgerEntry> = [
    {
      key: 'when',
      title: t('storage.ledger.when'),
      render: (_, entry) => dates.format(new Date(entry.created_at)),
      width: 130,
    },
    {
      key: 'kind',
      title: t('storage.ledger.kind'),
      render: (_, entry) => (
        <Tag color={KIND_COLORS[entry.kind]}>{t(`storage.ledger.kinds.${entry.kind}`)}</Tag>
      ),
    },
    {
      key: 'change',
      title: t('storage.ledger.change'),
      align: 'right',
      render: (_, entry) => {
        const booked = entry.booked_weight
          ? ` (${t('storage.ledger.booked', { weight: format.change(entry.booked_weight) })})`
          : '';
        return `${format.change(entry.weight)}${booked}`;
      },
    },
    {
      key: 'balance',
      title: t('storage.ledger.balance'),
      align: 'right',
      render: (_, entry) => format.weight(entry.balance),
    },
    {
      key: 'who',
      title: t('storage.ledger.who'),
      render: (_, entry) => entry.created_by ?? '',
    },
    {
      key: 'note',
      title: t('storage.ledger.note'),
      render: (_, entry) =>
        [
          entry.other_lot ? t('storage.ledger.otherLot', { code: entry.other_lot.code }) : '',
          entry.note,
        ]
          .filter(Boolean)
          .join(' · '),
    },
  ];
  if (isNarrow && ledger.data) {
    // phones: one card per entry, the balance in sight without scrolling sideways
    return (
      <ul className="pl-storage-ledger-list" data-testid="lot-ledger">
        {ledger.data.length === 0 && (
          <li className="pl-storage-muted">{t('storage.ledger.empty')}</li>
        )}
        {ledger.data.map((entry) => (
          <li key={entry.id}>
            <span>
              <Tag color={KIND_COLORS[entry.kind]}>{t(`storage.ledger.kinds.${entry.kind}`)}</Tag>
              {dates.format(new Date(entry.created_at))}
            </span>
            <strong>
              {t('storage.ledger.changeToBalance', {
                change: format.change(entry.weight) || '0',
                balance: format.weight(entry.balance),
              })}
            </strong>
            <span className="pl-storage-muted">
              {[entry.created_by, entry.other_lot?.code, entry.note].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<LedgerEntry>
      size="small"
      rowKey="id"
      loading={ledger.isPending}
      dataSource={ledger.data ?? []}
      columns={columns}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('storage.ledger.empty') }}
      data-testid="lot-ledger"
    />
  );
}
