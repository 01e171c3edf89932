import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A vegetation stage of a season over its plots: the median, earliest and latest date. */
export type SeasonStage = { name: string; date: string; first: string; last: string };

/**
 * The dated stages of seasons' plots (plot stages, not plant rows'), one query: per season and
 * stage name its median date (the lower one of an even count: `percentile_disc`, a date some
 * plot reached it), earliest and latest; each season's stages by median date, then name.
 */
export async function readSeasonStages(
  db: Db,
  yearIds: readonly number[],
): Promise<Map<number, SeasonStage[]>> {
  const byYear = new Map<number, SeasonStage[]>();
  if (yearIds.length === 0) return byYear;
  const rows = await queryRows<SeasonStage & { year_id: number }>(
    db,
    sql`select p.field_year_id as year_id, st.stage as name,
        (percentile_disc(0.5) within group (order by st.date))::text as date,
        min(st.date)::text as first, max(st.date)::text as last
      from plots p join plot_stages st on st.plot_id = p.id
      where p.field_year_id = any(${sql.param([...yearIds])}::int[])
        and st.brush_id is null and st.date is not null
      group by p.field_year_id, st.stage
      order by p.field_year_id, 3, st.stage`,
  );
  for (const { year_id, ...stage } of rows) {
    const stages = byYear.get(year_id);
    if (stages) stages.push(stage);
    else byYear.set(year_id, [stage]);
  }
  return byYear;
}
