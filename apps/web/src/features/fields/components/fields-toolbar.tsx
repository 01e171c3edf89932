import type { ImportCounts } from '@plotline/contract/imports';
import type { FieldSelection } from '../hooks/use-field-selection.ts';
import { useManagesNursery } from '../hooks/use-manages-nursery.ts';
import { AddNurseryButton } from './add-nursery-button.tsx';
import { AddYearButton } from './add-year-button.tsx';
import { DeleteNurseryButton } from './delete-nursery-button.tsx';
import { DeleteYearButton } from './delete-year-button.tsx';
import { DownloadMenu } from './download-menu.tsx';
import { EditNurseryButton } from './edit-nursery-button.tsx';
import { FieldWidthButton } from './field-width-button.tsx';
import { NurserySelect } from './nursery-select.tsx';
import { UploadMenu } from './upload-menu.tsx';
import { YearSelect } from './year-select.tsx';
import './fields.css';

type FieldsToolbarProps = {
  selection: FieldSelection;
  onImported: (counts: ImportCounts) => void;
};

/**
 * Top of the Fields screen: nursery and year with add/delete, width, uploads and downloads.
 * Renaming, deleting and adding or deleting seasons are offered only to whoever manages the
 * chosen nursery; a grantee of a season sees its width but cannot change it.
 */
export function FieldsToolbar({ selection, onImported }: FieldsToolbarProps) {
  const { specId, field, year } = selection;
  const manages = useManagesNursery(field);
  return (
    <div className="pl-fields-toolbar">
      <div className="pl-toolbar-group">
        <NurserySelect
          fields={selection.fields}
          value={field?.field_id ?? null}
          loading={selection.isLoading}
          onChange={selection.selectField}
        />
        <AddNurseryButton specId={specId} onCreated={selection.selectField} />
        {manages && <EditNurseryButton field={field} />}
        {manages && (
          <DeleteNurseryButton field={field} onDeleted={() => selection.selectField(null)} />
        )}
      </div>
      <div className="pl-toolbar-group">
        <YearSelect
          years={selection.years}
          value={year?.id ?? null}
          disabled={!field}
          onChange={selection.selectYear}
        />
        {manages && <AddYearButton specId={specId} field={field} onAdded={selection.selectYear} />}
        {manages && <DeleteYearButton year={year} onDeleted={() => selection.selectYear(null)} />}
      </div>
      <FieldWidthButton key={field?.field_id} field={field} canChange={manages} />
      <div className="pl-toolbar-group pl-toolbar-end">
        <UploadMenu specId={specId} onImported={onImported} />
        <DownloadMenu
          specId={specId}
          fieldId={field?.field_id ?? null}
          yearId={year?.id ?? null}
          year={year?.year ?? null}
        />
      </div>
    </div>
  );
}
