import type { ImportCounts } from '@plotline/contract/imports';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import type { FieldSelection } from '../hooks/use-field-selection.ts';
import { AddNurseryButton } from './add-nursery-button.tsx';
import { AddYearButton } from './add-year-button.tsx';
import { UploadMenu } from './upload-menu.tsx';

type FieldsEmptyProps = {
  selection: FieldSelection;
  onImported: (counts: ImportCounts) => void;
};

/**
 * Spec §8 "No plots: create a field, year and plots or upload": the crop has no nursery yet,
 * or the nursery has no season.
 */
export function FieldsEmpty({ selection, onImported }: FieldsEmptyProps) {
  const { t } = useTranslation();
  const { specId, field } = selection;
  return (
    <EmptyState
      title={t('fields.empty.title')}
      description={field ? t('fields.empty.noYear') : t('fields.empty.noNursery')}
      testId="fields-empty"
    >
      {field ? (
        <AddYearButton
          specId={specId}
          field={field}
          onAdded={selection.selectYear}
          withText
          testId="empty-add-year"
        />
      ) : (
        <AddNurseryButton
          specId={specId}
          onCreated={selection.selectField}
          withText
          testId="empty-add-nursery"
        />
      )}
      <UploadMenu specId={specId} onImported={onImported} testId="empty-upload-menu" />
    </EmptyState>
  );
}
