/** The unit words of the interface language (`storage.units.*`). */
export type WeightUnits = { g: string; kg: string };

/**
 * A weight in grams for people: up to 3 decimals under 10 g, 1 under 1 kg, none up to
 * 10 kg; from 10 kg on in kilograms with 2 decimals; grouped in the interface language.
 */
export function formatWeight(
  grams: number | null | undefined,
  language: string,
  units: WeightUnits,
): string {
  if (grams === null || grams === undefined || !Number.isFinite(grams)) return '';
  const size = Math.abs(grams);
  if (size >= 10_000) {
    const kg = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(grams / 1000);
    return `${kg} ${units.kg}`;
  }
  const digits = size < 10 ? 3 : size < 1000 ? 1 : 0;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(grams)} ${units.g}`;
}

/** A signed change in grams (`+12.5 g`, `−3 g`); no change is an empty string. */
export function formatWeightChange(grams: number, language: string, units: WeightUnits): string {
  if (grams === 0) return '';
  const text = formatWeight(Math.abs(grams), language, units);
  return grams > 0 ? `+${text}` : `−${text}`;
}
