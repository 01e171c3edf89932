import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { SowingPlan } from '@plotline/contract/warehouse';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useRemoveBooking } from '../api/sowing-plans.ts';
import { formatGrams, planTotals } from '../utils/format.ts';

type Item = SowingPlan['items'][number];

type PlanItemsProps = {
  plan: SowingPlan;
  onChange: (item: Item) => void;
};

/** The plan's bookings with their totals; a draft's bookings may be changed or removed. */
export function PlanItems({ plan, onChange }: PlanItemsProps) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveBooking(plan.id);
  const isDraft = plan.status === 'draft';
  const grams = (value: number) => formatGrams(value, i18n.language);
  const totals = planTotals(plan);

  const columns: TableColumnsType<Item> = [
    { key: 'code', title: t('sowingPlan.lots.code'), render: (_, item) => item.lot.code },
    { key: 'line', title: t('sowingPlan.lots.line'), render: (_, item) => item.lot.line_name },
    {
      key: 'location',
      title: t('sowingPlan.lots.location'),
      render: (_, item) => `${item.lot.warehouse_name} / ${item.lot.location_name}`,
    },
    {
      key: 'weight',
      title: t('sowingPlan.items.weight'),
      align: 'right',
      render: (_, item) => grams(item.weight),
    },
    { key: 'amount', title: t('sowingPlan.items.amount'), align: 'right', dataIndex: 'amount' },
    {
      key: 'repetitions',
      title: t('sowingPlan.items.repetitions'),
      align: 'right',
      dataIndex: 'repetitions',
    },
    ...(isDraft
      ? [
          {
            key: 'actions',
            title: <span className="pl-visually-hidden">{t('sowingPlan.items.actions')}</span>,
            render: (_: unknown, item: Item) => (
              <Space size={4}>
                <Button
                  size="small"
                  type="text"
                  data-testid="change-booking"
                  aria-label={t('sowingPlan.items.change', { code: item.lot.code })}
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => onChange(item)}
                />
                <Popconfirm
                  title={t('sowingPlan.items.removeConfirm', { code: item.lot.code })}
                  okText={t('common.yes')}
                  cancelText={t('common.no')}
                  onConfirm={() =>
                    remove.mutate(item.id, {
                      onError: (error) => showActionError(error, 'sowingPlan.errors.remove'),
                    })
                  }
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    data-testid="remove-booking"
                    aria-label={t('sowingPlan.items.remove', { code: item.lot.code })}
                    icon={<DeleteOutlined aria-hidden />}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="pl-sowing-section" aria-labelledby="sowing-items-title">
      <h2 id="sowing-items-title" className="pl-sowing-title">
        {t('sowingPlan.items.title')}
      </h2>
      <Table<Item>
        data-testid="plan-items"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={plan.items}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('sowingPlan.items.empty') }}
        summary={() =>
          plan.items.length === 0 ? null : (
            <Table.Summary.Row data-testid="plan-totals">
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('sowingPlan.items.totals', { count: totals.lots })}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong>{grams(totals.weight)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <strong>{totals.amount}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <strong>{totals.plots}</strong>
              </Table.Summary.Cell>
              {isDraft && <Table.Summary.Cell index={6} />}
            </Table.Summary.Row>
          )
        }
      />
    </section>
  );
}
