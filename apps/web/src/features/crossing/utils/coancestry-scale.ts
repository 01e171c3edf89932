/**
 * The colour scale of coancestry f (Malécot): bands at the values of common relatives, so a
 * colour reads as a kinship: 0 unrelated (as far as the pedigree knows), 1/16 first cousins,
 * 1/8 half sibs, 1/4 full sibs or parent and offspring (Falconer & Mackay 1996, ch. 5).
 * Colours: ColorBrewer YlOrRd, ordered light to dark and told apart without hue.
 */
export const COANCESTRY_BANDS = [
  { from: 0, to: 0, fill: '#ffffcc', text: '#1f1f1f', key: 'none' },
  { from: 0, to: 1 / 16, fill: '#fed976', text: '#1f1f1f', key: 'distant' },
  { from: 1 / 16, to: 1 / 8, fill: '#fd8d3c', text: '#1f1f1f', key: 'cousins' },
  { from: 1 / 8, to: 1 / 4, fill: '#e31a1c', text: '#ffffff', key: 'halfSibs' },
  { from: 1 / 4, to: 1, fill: '#800026', text: '#ffffff', key: 'fullSibs' },
] as const;

export type CoancestryBand = (typeof COANCESTRY_BANDS)[number];

/** The band of a coefficient: 0 alone; then [from, to), the last band open above. */
export function coancestryBand(value: number): CoancestryBand {
  if (value <= 0) return COANCESTRY_BANDS[0];
  for (const band of COANCESTRY_BANDS.slice(1, -1)) {
    if (value < band.to) return band;
  }
  return COANCESTRY_BANDS[COANCESTRY_BANDS.length - 1] as CoancestryBand;
}
