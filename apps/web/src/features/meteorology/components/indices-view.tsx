import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { indicesQueryOptions } from '../api/list-indices.ts';
import { IndicesFormulas } from './indices-formulas.tsx';
import { IndicesTable } from './indices-table.tsx';
import { YearInput } from './year-input.tsx';

type IndicesViewProps = { specId: number; year: number; onYearChange: (year: number) => void };

/** The agro-climatic indices of the crop's nursery seasons of a year, with their formulas. */
export function IndicesView({ specId, year, onYearChange }: IndicesViewProps) {
  const { t } = useTranslation();
  const indices = useQuery(indicesQueryOptions(specId, year));
  useErrorToast(indices.error, 'meteorology.errors.load');
  return (
    <section className="pl-meteo-indices" aria-label={t('meteorology.tabs.indices')}>
      <Flex gap="middle" align="center">
        <YearInput value={year} onChange={onYearChange} testId="indices-year" isLabelled />
      </Flex>
      <IndicesFormulas />
      <IndicesTable rows={indices.data ?? []} isLoading={indices.isPending} />
    </section>
  );
}
