import { YEAR_MAX, YEAR_MIN } from '@plotline/contract/rules';
import type { SeedLot } from '@plotline/contract/warehouse';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { availableLotsQueryOptions } from '../api/list-available-lots.ts';
import { formatGrams } from '../utils/format.ts';

const PAGE_SIZE = 50;
/** Typing pauses this long before the line filter reaches the server. */
const FILTER_DELAY_MS = 300;

type AvailableLotsProps = {
  specId: number;
  /** Lots already in the plan (their button says so). */
  bookedLotIds: ReadonlySet<number>;
  canBook: boolean;
  onBook: (lot: SeedLot) => void;
};

/** Lots with seed left to book, filtered by line and harvest year, a page at a time. */
export function AvailableLots({ specId, bookedLotIds, canBook, onBook }: AvailableLotsProps) {
  const { t, i18n } = useTranslation();
  const [lineText, setLineText] = useState('');
  const [line, setLine] = useState('');
  const [year, setYear] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setLine(lineText);
      setPage(1);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lineText]);
  const lots = useQuery(
    availableLotsQueryOptions(specId, { line, year, page, pageSize: PAGE_SIZE }),
  );
  useErrorToast(lots.error, 'sowingPlan.errors.loadLots');
  const grams = (value: number) => formatGrams(value, i18n.language);

  const columns: TableColumnsType<SeedLot> = [
    { key: 'code', title: t('sowingPlan.lots.code'), dataIndex: 'code' },
    { key: 'line', title: t('sowingPlan.lots.line'), dataIndex: 'line_name' },
    { key: 'year', title: t('sowingPlan.lots.year'), dataIndex: 'year' },
    { key: 'nursery', title: t('sowingPlan.lots.nursery'), dataIndex: 'nursery' },
    {
      key: 'location',
      title: t('sowingPlan.lots.location'),
      render: (_, lot) => `${lot.warehouse_name} / ${lot.location_name}`,
    },
    {
      key: 'available',
      title: t('sowingPlan.lots.availableWeight'),
      align: 'right',
      render: (_, lot) => grams(lot.available_weight),
    },
    {
      key: 'amount',
      title: t('sowingPlan.lots.availableAmount'),
      align: 'right',
      dataIndex: 'available_amount',
    },
    {
      key: 'book',
      title: <span className="pl-visually-hidden">{t('sowingPlan.book.submit')}</span>,
      render: (_, lot) => (
        <Button
          size="small"
          data-testid="book-lot"
          disabled={!canBook || bookedLotIds.has(lot.id)}
          onClick={() => onBook(lot)}
        >
          {bookedLotIds.has(lot.id) ? t('sowingPlan.lots.inPlan') : t('sowingPlan.book.submit')}
        </Button>
      ),
    },
  ];

  return (
    <section className="pl-sowing-section" aria-labelledby="sowing-lots-title">
      <h2 id="sowing-lots-title" className="pl-sowing-title">
        {t('sowingPlan.lots.title')}
      </h2>
      <div className="pl-sowing-filters">
        <Input.Search
          allowClear
          data-testid="lots-line-filter"
          aria-label={t('sowingPlan.lots.lineFilter')}
          placeholder={t('sowingPlan.lots.lineFilter')}
          value={lineText}
          onChange={(event) => setLineText(event.target.value)}
          className="pl-sowing-line-filter"
        />
        <NumberInput
          data-testid="lots-year-filter"
          aria-label={t('sowingPlan.lots.yearFilter')}
          placeholder={t('sowingPlan.lots.yearFilter')}
          min={YEAR_MIN}
          max={YEAR_MAX}
          precision={0}
          className="pl-sowing-year-filter"
          value={year}
          onChange={(value) => {
            setYear(value ?? null);
            setPage(1);
          }}
        />
      </div>
      <Table<SeedLot>
        data-testid="available-lots"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={lots.data?.data ?? []}
        loading={lots.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('sowingPlan.lots.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: lots.data?.meta.total_items ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </section>
  );
}
