/** How the graph and its exports draw mothers' and fathers' links (one source for both). */
export const EDGE_STYLE = {
  mother: { stroke: '#c41d7f', dash: '' },
  father: { stroke: '#1668dc', dash: '6 4' },
} as const;

export const NODE_COLOURS = {
  fill: '#ffffff',
  border: '#bfbfbf',
  focusFill: '#e6f4ff',
  focusBorder: '#1677ff',
  text: '#1f1f1f',
  muted: '#595959',
  varietyFill: '#fff7e6',
  varietyText: '#ad4e00',
} as const;

/** F or a coefficient as breeders read it: three decimals. */
export function formatCoefficient(value: number, language: string): string {
  return value.toLocaleString(language, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}
