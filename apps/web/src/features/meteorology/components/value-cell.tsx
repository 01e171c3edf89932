import type { MeteoValue } from '@plotline/contract/meteo';
import { Input } from 'antd';
import { type ClipboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { formatCellNumber } from '../utils/format-day.ts';
import { type CellChange, decideCellChange } from '../utils/month-grid.ts';

type ValueCellProps = {
  value: MeteoValue | undefined;
  /** For the screen reader: the parameter and the day. */
  label: string;
  /** Writes the change; answers the server's message when it refused the value. */
  onCommit: (change: CellChange) => Promise<string | undefined>;
  /** A pasted column of several lines (from a spreadsheet); one line is typed in as usual. */
  onPasteColumn: (text: string) => void;
};

/**
 * A day's value of one parameter, edited in place: the text typed is sent as typed when the
 * cell loses focus or Enter is pressed (the server reads a decimal comma and explains an
 * invalid number in the user's language: that message stays at the cell until it is fixed);
 * Escape restores the stored value.
 */
export function ValueCell({ value, label, onCommit, onPasteColumn }: ValueCellProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const stored = value === undefined ? '' : formatCellNumber(value.value, language);
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setText(stored);
    setError(undefined);
  }, [stored]);

  async function commit() {
    if (text === stored && !error) return;
    const change = decideCellChange(value, text);
    if (change.action === 'none') {
      setText(stored);
      setError(undefined);
      return;
    }
    setSaving(true);
    const message = await onCommit(change);
    setSaving(false);
    setError(message);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted.replace(/[\r\n]+$/, '').includes('\n')) return;
    event.preventDefault();
    onPasteColumn(pasted);
  }

  return (
    <div className="pl-meteo-cell">
      <Input
        size="small"
        value={text}
        disabled={saving}
        status={error ? 'error' : undefined}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        title={error}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void commit()}
        onPaste={handlePaste}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') {
            setText(stored);
            setError(undefined);
          }
        }}
        data-testid="meteo-cell"
      />
      {error && (
        <div className="pl-meteo-cell-error" role="alert" data-testid="meteo-cell-error">
          {error}
        </div>
      )}
      {saving && <span className="pl-visually-hidden">{t('common.loading')}</span>}
    </div>
  );
}
