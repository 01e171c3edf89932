import type { Language } from '@plotline/contract/rules';

/**
 * An ISO day (`YYYY-MM-DD`) in the interface language's numeric format (ru `12.05.2026`,
 * en `5/12/2026`); read as a calendar day, so no time zone moves it.
 */
export function formatDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** A month's name with its year in the interface language (`май 2026 г.`, `May 2026`). */
export function formatMonth(year: number, month: number, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A number with at most `decimals` decimals in the interface language (`1,5` in ru). */
export function formatNumber(value: number | null, language: Language, decimals = 1): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals }).format(value);
}

/**
 * A stored value as the grid's cell shows it for editing: all its decimals (≤ 4), the
 * language's decimal sign, no digit grouping (so the text reads back as the same number).
 */
export function formatCellNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 4, useGrouping: false }).format(
    value,
  );
}

/** The date pickers' format per interface language (as {@link formatDay} shows days). */
export const DATE_INPUT_FORMAT: Record<Language, string> = {
  ru: 'DD.MM.YYYY',
  en: 'MM/DD/YYYY',
  it: 'DD/MM/YYYY',
  es: 'DD/MM/YYYY',
};
