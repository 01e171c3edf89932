import { DeleteOutlined } from '@ant-design/icons';
import type { Warehouse } from '@plotline/contract/warehouse';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Popconfirm, Skeleton, Tabs, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { deleteLot, lotQueryOptions } from '../api/storage-api.ts';
import { useWeightFormat } from '../hooks/use-weight-format.ts';
import { showStorageError } from '../utils/show-storage-error.ts';
import { LedgerEntryForm } from './ledger-entry-form.tsx';
import { LotDetailsForm } from './lot-details-form.tsx';
import { LotLedger } from './lot-ledger.tsx';

type LotDrawerProps = {
  lotId: number | null;
  warehouses: readonly Warehouse[];
  /** Narrow screens: the drawer takes the whole width. */
  isNarrow: boolean;
  onClose: () => void;
  /** Something of the lot changed: the page reloads its lots and totals. */
  onChanged: () => void;
};

/** A lot's panel: its quantities, details, ledger, a correction, a transfer; delete when empty. */
export function LotDrawer({ lotId, warehouses, isNarrow, onClose, onChanged }: LotDrawerProps) {
  const { t } = useTranslation();
  const format = useWeightFormat();
  const lot = useQuery({ ...lotQueryOptions(lotId ?? 0), enabled: lotId !== null });
  useErrorToast(lot.error, 'storage.errors.lot');
  const data = lotId === null ? undefined : lot.data;
  const isEmpty = data ? data.weight === 0 && data.amount === 0 && data.booked_weight === 0 : false;

  async function handleDelete() {
    if (!data) return;
    try {
      await deleteLot(data.id);
      onChanged();
      onClose();
    } catch (error) {
      showStorageError(error, 'storage.errors.delete');
    }
  }

  return (
    <Drawer
      open={lotId !== null}
      onClose={onClose}
      size={isNarrow ? '100%' : 720}
      title={data ? t('storage.lot.title', { code: data.code, line: data.line_name }) : ''}
      closable={{ 'aria-label': t('common.close') }}
      destroyOnHidden
      extra={
        data && (
          <Tooltip title={isEmpty ? undefined : t('storage.lot.deleteNotEmpty')}>
            <Popconfirm
              title={t('storage.lot.deleteConfirm', { code: data.code })}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => void handleDelete()}
              disabled={!isEmpty}
            >
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={!isEmpty}
                data-testid="delete-lot"
              >
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Tooltip>
        )
      }
      rootClassName="pl-storage-drawer"
      data-testid="lot-drawer"
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            column={isNarrow ? 2 : 3}
            layout="vertical"
            colon={false}
            className="pl-storage-lot-figures"
            items={[
              {
                key: 'weight',
                label: t('storage.columns.weight'),
                children: <span data-testid="lot-weight">{format.weight(data.weight)}</span>,
              },
              {
                key: 'booked',
                label: t('storage.columns.booked_weight'),
                children: format.weight(data.booked_weight),
              },
              {
                key: 'available',
                label: t('storage.columns.available_weight'),
                children: (
                  <span data-testid="lot-available">{format.weight(data.available_weight)}</span>
                ),
              },
              { key: 'amount', label: t('storage.columns.amount'), children: data.amount },
              {
                key: 'place',
                label: t('storage.columns.location_name'),
                children: `${data.warehouse_name} / ${data.location_name}`,
              },
              {
                key: 'plot',
                label: t('storage.columns.plot_name'),
                children:
                  [data.nursery, data.year, data.plot_name].filter(Boolean).join(' · ') || '—',
              },
            ]}
          />
          <Tabs
            defaultActiveKey="ledger"
            items={[
              {
                key: 'ledger',
                label: t('storage.lot.ledger'),
                children: <LotLedger lotId={data.id} isNarrow={isNarrow} />,
              },
              {
                key: 'details',
                label: t('storage.lot.details'),
                children: (
                  <LotDetailsForm
                    key={`${data.id}:${data.location}`}
                    lot={data}
                    warehouses={warehouses}
                    onSaved={onChanged}
                  />
                ),
              },
              {
                key: 'correction',
                label: <span data-testid="tab-correction">{t('storage.lot.correction')}</span>,
                children: (
                  <LedgerEntryForm
                    kind="correction"
                    lot={data}
                    warehouses={warehouses}
                    onDone={onChanged}
                  />
                ),
              },
              {
                key: 'transfer',
                label: <span data-testid="tab-transfer">{t('storage.lot.transfer')}</span>,
                children: (
                  <LedgerEntryForm
                    kind="transfer"
                    lot={data}
                    warehouses={warehouses}
                    onDone={onChanged}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
