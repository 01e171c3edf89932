import type { AgroPlotCard } from '@plotline/contract/meteo';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * The soil of a plot's season (`get_agrochemical_data_for_plot_card/`, decision 044): per soil
 * parameter of the nursery's tenant and the season's year, the plot's own latest value of that
 * year, else the nursery's latest (a nursery-level value stands for all its plots). Parameters
 * with neither are left out; name order. The caller has checked read access to the plot.
 */
export async function readAgroPlotCard(
  db: Db,
  plot: { id: number; fieldId: number; year: number },
): Promise<AgroPlotCard> {
  const from = `${plot.year}-01-01`;
  const to = `${plot.year}-12-31`;
  const latest = (where: SQL, source: 'plot' | 'field', rank: number) =>
    sql`(select v.value::float8 as value, v.date::text as date, ${source}::text as source,
        ${rank}::int as rank
      from agro_values v where v.param_id = a.id and ${where}
        and v.date between ${from}::date and ${to}::date
      order by v.date desc, v.id desc limit 1)`;
  return queryRows(
    db,
    sql`select a.id as param, a.name, a.unit, a.kind, c.value, c.date, c.source
      from fields f
      join agro_params a on a.year = ${plot.year}
        and (a.company_id = f.company_id or a.owner_user_id = f.owner_user_id)
      join lateral (
        select * from (${latest(sql`v.plot_id = ${plot.id}`, 'plot', 0)}
          union all
          ${latest(sql`v.field_id = ${plot.fieldId} and v.plot_id is null`, 'field', 1)}) c
        order by c.rank limit 1) c on true
      where f.id = ${plot.fieldId}
      order by lower(a.name), a.id`,
  );
}
