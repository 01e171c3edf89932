import type { GwasResult } from '@plotline/contract/genome-analyses';

/** A tested marker as the table and the CSV show it. */
export type MarkerRow = {
  index: number;
  name: string;
  chr: string;
  pos: number;
  beta: number | null;
  se: number | null;
  p: number;
  q: number | null;
};

/** The tested markers (p not null) in the matrix's order. */
export function listTestedMarkers(markers: GwasResult['markers']): MarkerRow[] {
  const rows: MarkerRow[] = [];
  for (let index = 0; index < markers.p.length; index += 1) {
    const p = markers.p[index];
    if (p === null || p === undefined) continue;
    rows.push({
      index,
      name: markers.name[index] ?? '',
      chr: markers.chr[index] ?? '',
      pos: markers.pos[index] ?? 0,
      beta: markers.beta[index] ?? null,
      se: markers.se[index] ?? null,
      p,
      q: markers.q[index] ?? null,
    });
  }
  return rows;
}

/** The `count` tested markers with the smallest p, smallest first (ties in matrix order). */
export function listTopMarkers(markers: GwasResult['markers'], count: number): MarkerRow[] {
  return listTestedMarkers(markers)
    .sort((a, b) => a.p - b.p || a.index - b.index)
    .slice(0, count);
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Every tested marker as CSV (comma separated, dot decimals, full precision): marker, chr,
 * pos, beta, se, p, q — for R, plink tools or a spreadsheet.
 */
export function toMarkersCsv(rows: readonly MarkerRow[]): string {
  const lines = ['marker,chr,pos,beta,se,p,q'];
  for (const row of rows) {
    lines.push([row.name, row.chr, row.pos, row.beta, row.se, row.p, row.q].map(cell).join(','));
  }
  return `${lines.join('\n')}\n`;
}
