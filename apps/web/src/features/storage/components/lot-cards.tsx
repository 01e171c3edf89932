import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { type LotRequest, lotsQueryOptions } from '../api/storage-api.ts';
import { useWeightFormat } from '../hooks/use-weight-format.ts';

type LotCardsProps = {
  request: LotRequest;
  revision: number;
  onOpenLot: (lotId: number) => void;
};

/**
 * Phones: the first page of lots as a list of tappable cards (code, line, weight,
 * available), instead of the grid.
 */
export function LotCards({ request, revision, onOpenLot }: LotCardsProps) {
  const { t } = useTranslation();
  const format = useWeightFormat();
  const lots = useQuery(lotsQueryOptions({ ...request, page: 1 }, revision));
  if (lots.isError) {
    return (
      <EmptyState title={t('storage.errors.load')}>
        <Button onClick={() => void lots.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  if (!lots.data) return <Skeleton active />;
  if (lots.data.data.length === 0)
    return <p className="pl-storage-muted">{t('storage.lots.empty')}</p>;
  return (
    <>
      <p className="pl-storage-muted">
        {t('storage.lots.total', { count: lots.data.meta.total_items })}
      </p>
      <ul className="pl-storage-cards" data-testid="lot-cards">
        {lots.data.data.map((lot) => (
          <li key={lot.id}>
            <button
              type="button"
              className="pl-storage-card"
              onClick={() => onOpenLot(lot.id)}
              data-testid="lot-card"
            >
              <span className="pl-storage-card-code">{lot.code}</span>
              <span className="pl-storage-card-line">{lot.line_name}</span>
              <span className="pl-storage-card-figures">
                {t('storage.lots.cardFigures', {
                  weight: format.weight(lot.weight),
                  available: format.weight(lot.available_weight),
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
