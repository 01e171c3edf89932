/** p-values below this are shown as "< 0.001" (R's `format.pval` shows the same bound). */
export const P_VALUE_FLOOR = 0.001;
/** spec §9: numbers carry up to 4 decimals. */
const MAX_DECIMALS = 4;

/**
 * Decimals for a column of values in the feature's unit: about four significant digits of
 * the largest value (52.33, 171.4, 0.4512), between 0 and 4. Two without any value.
 */
export function decimalsFor(values: readonly (number | null)[]): number {
  const largest = Math.max(0, ...values.map((value) => (value === null ? 0 : Math.abs(value))));
  if (largest === 0 || !Number.isFinite(largest)) return 2;
  const digitsBeforePoint = Math.floor(Math.log10(largest)) + 1;
  return Math.min(MAX_DECIMALS, Math.max(0, 4 - digitsBeforePoint));
}

const formats = new Map<string, Intl.NumberFormat>();

/** A cached number format of the interface language. */
function numberFormat(locale: string, decimals: number, isSigned: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${isSigned}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: isSigned ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A value in the interface language's notation (`52,33` in ru, `52.33` in en); `signed`
 * prefixes + to a positive difference. Empty for null.
 */
export function formatValue(
  value: number | null,
  locale: string,
  decimals: number,
  { signed = false }: { signed?: boolean } = {},
): string {
  if (value === null || !Number.isFinite(value)) return '';
  return numberFormat(locale, decimals, signed).format(value);
}

const pValueFormats = new Map<string, Intl.NumberFormat>();

/**
 * A p-value with three significant digits, cut rather than rounded so the shown number agrees
 * with the stars (0.04996 is "0.0499", never "0.0500" next to a *); "< 0,001" below
 * {@link P_VALUE_FLOOR}.
 */
export function formatPValue(value: number | null, locale: string): string {
  if (value === null || !Number.isFinite(value)) return '';
  if (value < P_VALUE_FLOOR) return `< ${numberFormat(locale, 3, false).format(P_VALUE_FLOOR)}`;
  let format = pValueFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumSignificantDigits: 3,
      maximumSignificantDigits: 3,
      roundingMode: 'trunc',
    });
    pValueFormats.set(locale, format);
  }
  return format.format(value);
}
