import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { lineSummaryQueryOptions } from '../api/varieties-api.ts';

/** The counts under the table: lines, varieties, breeding lines, with parents, unplanted… */
export function CollectionSummary({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const summary = useQuery(lineSummaryQueryOptions(specId));
  useErrorToast(summary.error, 'varieties.errors.summary');
  const data = summary.data;
  if (!data) return null;
  const items = [
    ['lines', t('varieties.summary.lines'), data.count_of_lines],
    ['sorts', t('varieties.summary.sorts'), data.count_of_sorts],
    ['breeding', t('varieties.summary.breedingLines'), data.count_of_breeding_lines],
    ['parents', t('varieties.summary.withParents'), data.count_with_parents],
    ['no-plots', t('varieties.summary.withoutPlots'), data.count_without_plots],
    [
      'last-year',
      data.last_year === null
        ? t('varieties.summary.inLastYearNone')
        : t('varieties.summary.inLastYear', { year: data.last_year }),
      data.count_in_last_year,
    ],
  ] as const;
  return (
    <dl className="pl-collection-summary" data-testid="collection-summary">
      {items.map(([key, label, count]) => (
        <div key={key} data-testid={`summary-${key}`}>
          <dt>{label}</dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  );
}
