import type { ColoringData } from '@plotline/contract/plots';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * Names of the harvest technologies, stages and phenotypes a field-year has values for, each
 * sorted: the characteristics a map can be coloured by and the table's columns.
 */
export async function listColoringData(db: Db, fieldYearId: number): Promise<ColoringData> {
  const rows = await queryRows<{ kind: keyof ColoringData; name: string }>(
    db,
    sql`select distinct 'harvest_technology' as kind, h.technology as name
        from harvest_technologies h join plots p on p.id = h.plot_id where p.field_year_id = ${fieldYearId}
      union
      select distinct 'plot_stage', s.stage from plot_stages s join plots p on p.id = s.plot_id
        where p.field_year_id = ${fieldYearId}
      union
      select 'plot_final_results', f.name from features f
        where exists (select 1 from plot_results r join plots p on p.id = r.plot_id
          where r.feature_id = f.id and p.field_year_id = ${fieldYearId})
      order by 1, 2`,
  );
  const data: ColoringData = { harvest_technology: [], plot_stage: [], plot_final_results: [] };
  for (const row of rows) data[row.kind].push(row.name);
  return data;
}
