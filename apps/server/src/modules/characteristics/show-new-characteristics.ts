import { sql } from 'drizzle-orm';
import type { Tx } from '../lines/find-or-create-lines.ts';

/**
 * Makes characteristics an upload brought show in the plot table without a trip to the
 * settings popup (decision 030). A configuration the popup saved (`kind:name` entries) is
 * followed exactly by the table, so `feature:<name>` / `stage:<name>` entries for names it
 * does not mention yet are appended to it; an entry `feature:<name>;<unit>` mentions `<name>`.
 * Seasons without a saved configuration, or with the server's default of bare names, show
 * every characteristic already and are left alone. One statement for every season.
 * @param keys `feature:<name>` / `stage:<name>`, names as stored
 */
export async function showNewCharacteristics(
  tx: Tx,
  fieldYearIds: readonly number[],
  keys: readonly string[],
): Promise<void> {
  if (fieldYearIds.length === 0 || keys.length === 0) return;
  await tx.execute(sql`
    update characteristics_orders o set configuration = o.configuration || coalesce((
      select jsonb_agg(t.k order by t.n) from unnest(${sql.param([...keys])}::text[])
        with ordinality as t(k, n)
      where not exists (
        select 1 from jsonb_array_elements_text(o.configuration) e(v)
        where split_part(e.v, ';', 1) = t.k)), '[]'::jsonb)
    where o.field_year_id = any(${sql.param([...fieldYearIds])}::int[])
      and exists (select 1 from jsonb_array_elements_text(o.configuration) e(v)
        where e.v ~ '^(feature|stage|harvest|genotype):')`);
}
