/**
 * The order of names on the statistics pages (decision 017): case-insensitive, ё = е, and
 * numbers inside names by value ("д 2" before "д 10") — the natural order people expect,
 * where the original listed "д 10" first.
 */
const COLLATOR = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

const fold = (name: string) => name.replaceAll('ё', 'е').replaceAll('Ё', 'Е');

/** Orders two names naturally; names equal to the collator fall back to code-unit order. */
export function compareNames(a: string, b: string): number {
  return COLLATOR.compare(fold(a), fold(b)) || (a < b ? -1 : a > b ? 1 : 0);
}
