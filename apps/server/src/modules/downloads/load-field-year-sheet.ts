import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A plot as the spreadsheets show it. */
export type SheetPlot = {
  id: number;
  /** The plot name without its `/<repetition>` suffix (the upload's `Название делянки`). */
  base: string;
  label: string | null;
  repetition: number;
  comment: string;
  line: string;
  mother: string | null;
  father: string | null;
};

/** A field-year's plots in map order, with one value per phenotype column and stage. */
export type FieldYearSheet = {
  season: { year: number; fieldName: string; region: string };
  plots: SheetPlot[];
  /** One column per feature and unit found, by feature name then unit. */
  phenotypes: { feature: string; unit: string }[];
  /** Stage names, in the order the stages were first reached. */
  stages: string[];
  /** `values[plot index][phenotype index]`: a number (quantitative) or text. */
  values: (number | string | null)[][];
  /** `dates[plot index][stage index]`: YYYY-MM-DD. */
  dates: (string | null)[][];
};

type PlotRow = Omit<SheetPlot, 'base'> & { name: string };
type ValueRow = {
  plot_id: number;
  feature: string;
  unit: string;
  value_float: number | null;
  value_text: string | null;
  value_entered: string;
};

/** The stored name without the `/<repetition>` suffix every plot name carries. */
function baseName(name: string, repetition: number): string {
  const suffix = `/${repetition}`;
  return name.endsWith(suffix) && name.length > suffix.length
    ? name.slice(0, -suffix.length)
    : name;
}

/** Reads everything the nursery spreadsheets of a field-year show, in three queries. */
export async function loadFieldYearSheet(
  db: Db,
  season: { id: number; year: number; fieldName: string; region: string },
): Promise<FieldYearSheet> {
  const plots = await loadPlots(db, season.id);
  const indexOf = new Map(plots.map((plot, index) => [plot.id, index]));
  const values = fillColumns(plots.length, indexOf, await loadValues(db, season.id));
  const dates = fillColumns(plots.length, indexOf, await loadDates(db, season.id));
  return {
    season: { year: season.year, fieldName: season.fieldName, region: season.region },
    plots,
    phenotypes: values.keys.map((key) => {
      const [feature = '', unit = ''] = key.split('\u0000');
      return { feature, unit };
    }),
    stages: dates.keys,
    values: values.cells,
    dates: dates.cells,
  };
}

/** Phenotype values keyed by `<feature>\0<unit>`, by feature name then unit. */
async function loadValues(db: Db, seasonId: number) {
  const rows = await queryRows<ValueRow>(
    db,
    sql`select r.plot_id, ft.name as feature, r.unit, r.value_float, r.value_text, r.value_entered
      from plot_results r join features ft on ft.id = r.feature_id
      join plots p on p.id = r.plot_id
      where p.field_year_id = ${seasonId} and r.brush_id is null
      order by ft.name, r.unit`,
  );
  return rows.map((row) => ({
    plotId: row.plot_id,
    key: `${row.feature}\u0000${row.unit}`,
    value: row.value_float ?? row.value_text ?? row.value_entered,
  }));
}

/** Stage dates keyed by stage, stages in the order they were first reached. */
async function loadDates(db: Db, seasonId: number) {
  const rows = await queryRows<{ plot_id: number; stage: string; date: string }>(
    db,
    sql`select s.plot_id, s.stage, s.date::text as date from plot_stages s
      join plots p on p.id = s.plot_id
      where p.field_year_id = ${seasonId} and s.brush_id is null and s.date is not null
      order by min(s.date) over (partition by s.stage), s.stage`,
  );
  return rows.map((row) => ({ plotId: row.plot_id, key: row.stage, value: row.date }));
}

async function loadPlots(db: Db, seasonId: number): Promise<SheetPlot[]> {
  const rows = await queryRows<PlotRow>(
    db,
    sql`select p.id, p.name, p.label, p.repetition, p.comment, l.name as line,
        m.name as mother, f.name as father
      from plots p join lines l on l.id = p.line_id
      left join lines m on m.id = l.mother_id left join lines f on f.id = l.father_id
      where p.field_year_id = ${seasonId} order by p.position, p.id`,
  );
  return rows.map(({ name, ...plot }) => ({ ...plot, base: baseName(name, plot.repetition) }));
}

/**
 * Spreads values into a plots × columns grid, one column per distinct key in the order met.
 */
function fillColumns<Value>(
  plotCount: number,
  indexOf: Map<number, number>,
  entries: { plotId: number; key: string; value: Value }[],
) {
  const columnOf = new Map<string, number>();
  for (const { key } of entries) if (!columnOf.has(key)) columnOf.set(key, columnOf.size);
  const cells = Array.from({ length: plotCount }, () =>
    new Array<Value | null>(columnOf.size).fill(null),
  );
  for (const { plotId, key, value } of entries) {
    const row = cells[indexOf.get(plotId) ?? -1];
    if (row) row[columnOf.get(key) ?? 0] = value;
  }
  return { keys: [...columnOf.keys()], cells };
}
