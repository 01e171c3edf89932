import type { MatrixMatch, PreviewSample } from '@plotline/contract/genotype-matrices';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { linesVisibleTo } from '../../platform/auth/policy.ts';
import { foldLineName } from '../lines/find-or-create-lines.ts';

/** How a matrix's samples are matched: to the crop's lines, or to the plots of a season. */
export type SampleMatching = { cropId: number; match: MatrixMatch; fieldYearId?: number | null };

/**
 * Matches VCF sample names (decision 046): `lines` — the crop's line of that name that the
 * user sees (trimmed, any case, ё = е, like the lines' unique index); `plots` — the plot of
 * the season with that label, else that name (the first by id when names repeat). A sample
 * matched to nothing is kept, named only.
 */
export async function matchSamples(
  db: Db,
  user: CurrentUser,
  matching: SampleMatching,
  names: readonly string[],
): Promise<PreviewSample[]> {
  const folded = [...new Set(names.map(foldLineName))];
  const none = { line_id: null, line_name: null, plot_id: null, plot_name: null };
  if (matching.match === 'lines') {
    const found = await queryRows<{ id: number; name: string }>(
      db,
      sql`select ${lines.id} as id, ${lines.name} as name from ${lines}
        where ${lines.cropId} = ${matching.cropId} and ${linesVisibleTo(user, 'read')}
          and replace(lower(btrim(${lines.name})), 'ё', 'е') = any(${sql.param(folded)}::text[])`,
    );
    const byName = new Map(found.map((line) => [foldLineName(line.name), line]));
    return names.map((name, idx) => {
      const line = byName.get(foldLineName(name));
      return { idx, name, ...none, ...(line ? { line_id: line.id, line_name: line.name } : {}) };
    });
  }
  const found = await queryRows<{ id: number; name: string; label: string | null }>(
    db,
    sql`select id, name, label from plots where field_year_id = ${matching.fieldYearId ?? 0}
      and (replace(lower(btrim(name)), 'ё', 'е') = any(${sql.param(folded)}::text[])
        or replace(lower(btrim(label)), 'ё', 'е') = any(${sql.param(folded)}::text[]))
      order by id`,
  );
  const byLabel = new Map<string, (typeof found)[number]>();
  const byName = new Map<string, (typeof found)[number]>();
  for (const plot of found) {
    if (plot.label) {
      const key = foldLineName(plot.label);
      if (!byLabel.has(key)) byLabel.set(key, plot);
    }
    const key = foldLineName(plot.name);
    if (!byName.has(key)) byName.set(key, plot);
  }
  return names.map((name, idx) => {
    const key = foldLineName(name);
    const plot = byLabel.get(key) ?? byName.get(key);
    return { idx, name, ...none, ...(plot ? { plot_id: plot.id, plot_name: plot.name } : {}) };
  });
}
