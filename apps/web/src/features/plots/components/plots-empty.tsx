import type { Field, FieldYearRef } from '@plotline/contract/fields';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { AddPlotButton } from './add-plot-button.tsx';

type PlotsEmptyProps = {
  specId: number;
  field: Field;
  year: FieldYearRef;
  onYearsChanged: () => void;
  /** More ways to fill the season (uploads). */
  children?: ReactNode;
};

/** Spec §8 "No plots": create plots or upload them. */
export function PlotsEmpty({ specId, field, year, onYearsChanged, children }: PlotsEmptyProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('plots.empty.title')}
      description={t('plots.empty.text')}
      testId="plots-empty"
    >
      <AddPlotButton
        specId={specId}
        field={field}
        year={year}
        onYearsChanged={onYearsChanged}
        testId="empty-add-plot"
      />
      {children}
    </EmptyState>
  );
}
