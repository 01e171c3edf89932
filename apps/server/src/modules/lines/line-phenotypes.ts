import type { LinePhenotypes } from '@plotline/contract/lines';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldYearsVisibleTo } from '../../platform/auth/policy.ts';
import { PLOT_NUMBER, PLOT_TEXT, PLOT_UNIT } from '../line-pivot/plot-value.ts';
import type { Tx } from './find-or-create-lines.ts';

type Row = {
  field_id: number;
  field_name: string;
  region: string;
  year_id: number;
  year: number;
  plot_id: number;
  plot_name: string;
  plot_label: string | null;
  feature: string | null;
  quantitative: boolean | null;
  unit: string | null;
  num: number | null;
  txt: string | null;
};

/**
 * Every plot of a line in the seasons the user reads, with its values (one per feature, the
 * pivot's plot value), by year, then nursery name, then the plots' map order.
 */
export async function linePhenotypes(
  tx: Tx,
  user: CurrentUser,
  lineId: number,
): Promise<LinePhenotypes> {
  const rows = await queryRows<Row>(
    tx,
    sql`
    select fields.id as field_id, fields.name as field_name, fields.region,
      field_years.id as year_id, field_years.year, p.id as plot_id, p.name as plot_name,
      p.label as plot_label, ft.name as feature, ft.kind = 'quantitative' as quantitative,
      v.unit, v.num, v.txt
    from plots p
    join field_years on field_years.id = p.field_year_id
    join fields on fields.id = field_years.field_id
    left join lateral (
      select r.feature_id, ${PLOT_NUMBER} as num, ${PLOT_TEXT} as txt, ${PLOT_UNIT} as unit
      from plot_results r where r.plot_id = p.id group by r.feature_id
    ) v on true
    left join features ft on ft.id = v.feature_id
    where p.line_id = ${lineId} and ${fieldYearsVisibleTo(user, 'read')}
    order by field_years.year, fields.name, fields.id, p.position, p.id, ft.name`,
  );
  const features = new Map<string, { name: string; unit: string; quantitative: boolean }>();
  const seasons = new Map<number, LinePhenotypes['seasons'][number]>();
  const plots = new Map<number, LinePhenotypes['seasons'][number]['plots'][number]>();
  for (const row of rows) {
    let season = seasons.get(row.year_id);
    if (!season) {
      season = {
        field_id: row.field_id,
        field_name: row.field_name,
        region: row.region,
        year_id: row.year_id,
        year: row.year,
        plots: [],
      };
      seasons.set(row.year_id, season);
    }
    let plot = plots.get(row.plot_id);
    if (!plot) {
      plot = {
        plot_id: row.plot_id,
        plot_name: row.plot_name,
        plot_label: row.plot_label,
        values: {},
      };
      plots.set(row.plot_id, plot);
      season.plots.push(plot);
    }
    if (row.feature === null) continue;
    const quantitative = row.quantitative === true;
    const value = quantitative ? (row.num ?? row.txt) : (row.txt ?? row.num);
    if (value === null) continue;
    plot.values[row.feature] = value;
    if (!features.has(row.feature)) {
      features.set(row.feature, { name: row.feature, unit: row.unit ?? '', quantitative });
    }
  }
  return {
    line_id: lineId,
    features: [...features.values()].sort((a, b) => a.name.localeCompare(b.name)),
    seasons: [...seasons.values()],
  };
}
