import type { AgroValue } from '@plotline/contract/meteo';
import { Input, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#src/lib/api-error.ts';
import { describeError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';

type ValueCellProps = {
  stored: AgroValue | undefined;
  /** What the cell is, for screen readers ("Humus, 12 May 2026"). */
  label: string;
  /** Saves the text as typed (empty: the value is deleted); rejects with the API error. */
  onSave: (typed: string) => Promise<void>;
  testId: string;
};

/** The message of a refused value: the server's (translated) words on `value`, else its reason. */
function messageOf(error: unknown): string {
  const onValue = isApiError(error) ? error.fieldErrors?.value?.[0] : undefined;
  return onValue ? translateMessage(onValue) : describeError(error);
}

/**
 * One soil value, edited in place: a click (or Enter) opens the input, Enter or leaving it
 * saves, Escape gives up; a refused value keeps the input open with the server's message.
 * The text goes to the server as typed, not through NumberInput (which drops what is not a
 * number, so `abc` would empty the cell and delete its value): the server reads the decimal
 * comma and names any other text with its translated message (decision 044).
 */
export function ValueCell({ stored, label, onSave, testId }: ValueCellProps) {
  const { t, i18n } = useTranslation();
  // the value as the interface language writes it, without digit grouping (typed back as is)
  const number = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 4,
    useGrouping: false,
  });
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  function open() {
    setDraft(stored === undefined ? '' : number.format(stored.value));
    setError(null);
    setIsEditing(true);
  }

  async function save() {
    if (isSaving) return;
    setIsSaving(true);
    try {
      await onSave(draft);
      setIsEditing(false);
      setError(null);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setIsSaving(false);
    }
  }

  if (!isEditing) {
    const text = stored === undefined ? '' : number.format(stored.value);
    return (
      <button
        type="button"
        className="pl-agro-cell"
        aria-label={t('agrochemistry.table.editCell', { cell: label, value: text || '—' })}
        onClick={open}
        data-testid={testId}
      >
        {text}
      </button>
    );
  }
  return (
    <Tooltip open={error !== null} title={error} color="red" placement="bottom">
      <Input
        autoFocus
        size="small"
        inputMode="decimal"
        className="pl-agro-input"
        aria-label={label}
        aria-invalid={error !== null}
        status={error ? 'error' : undefined}
        disabled={isSaving}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void save()}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsEditing(false);
        }}
        data-testid={`${testId}-input`}
      />
    </Tooltip>
  );
}
