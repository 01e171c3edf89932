import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { compareNames } from './natural-order.ts';
import { readSeasonIndexValues } from './season-index-variables.ts';
import { repetitionOf } from './season-rows.ts';

/** One plot with the variables an analysis asked for. */
export type PlotVariables = {
  plotId: number;
  plotName: string;
  /** The plot name without its repetition suffix (`X/2` → `X`). */
  baseName: string;
  /** The repetition label (`/n` suffix, '1' without one). */
  repetition: string;
  yearId: number;
  lineId: number;
  lineName: string;
  /** Names of the line's mother and father (pedigree), when known. */
  motherName: string | null;
  fatherName: string | null;
  /**
   * Quantitative features, stages (days after sowing) and season indices (`GDD`, `ГТК`, …, the
   * season's value on each of its plots) by the asked name; missing → absent.
   */
  numbers: Map<string, number>;
  /** Qualitative features by the asked name; missing → absent. */
  texts: Map<string, string>;
  /** The plot's harvest technologies. */
  technologies: string[];
};

/** What to read besides the plots themselves. */
export type VariableRequest = {
  /**
   * Quantitative feature names, stage names or season index names (`SEASON_INDEX_VARIABLES`);
   * a feature wins over a stage or an index of the same name.
   */
  numeric?: readonly string[];
  /** Qualitative feature names. */
  factors?: readonly string[];
  technologies?: boolean;
};

/**
 * The plots of the field-years (already checked for reading) with the asked variables, in a
 * handful of set queries reading only the needed columns: plots with lines and parents,
 * numbers, stage days, texts, technologies. Plot-level values only. Plots come in season,
 * then map order.
 */
export async function readPlotVariables(
  db: Db,
  yearIds: readonly number[],
  request: VariableRequest,
): Promise<PlotVariables[]> {
  const years = sql.param([...yearIds]);
  const plotRows = await queryRows<{
    plotId: number;
    plotName: string;
    yearId: number;
    lineId: number;
    lineName: string;
    motherName: string | null;
    fatherName: string | null;
  }>(
    db,
    sql`select p.id as "plotId", p.name as "plotName", p.field_year_id as "yearId",
        l.id as "lineId", l.name as "lineName", m.name as "motherName", fa.name as "fatherName"
      from plots p join field_years y on y.id = p.field_year_id join lines l on l.id = p.line_id
        left join lines m on m.id = l.mother_id left join lines fa on fa.id = l.father_id
      where p.field_year_id = any(${years}::int[])
      order by y.year, y.id, p.position, p.id`,
  );
  const plots = new Map<number, PlotVariables>();
  for (const row of plotRows) {
    plots.set(row.plotId, {
      ...row,
      baseName: row.plotName.replace(/\/\d+$/, ''),
      repetition: repetitionOf(row.plotName),
      numbers: new Map(),
      texts: new Map(),
      technologies: [],
    });
  }

  const numeric = [...new Set(request.numeric ?? [])];
  if (numeric.length > 0) {
    const stages = numeric.map((name) => name.trim().toLowerCase());
    const stageRows = await queryRows<{ plotId: number; stage: string; days: number }>(
      db,
      sql`select s.plot_id as "plotId", s.stage, (s.date - e.date)::float8 as days
        from plot_stages s join plots p on p.id = s.plot_id
          join plot_stages e on e.plot_id = s.plot_id and e.brush_id is null
            and e.stage = ${EMERGENCE_STAGE}
        where p.field_year_id = any(${years}::int[]) and s.brush_id is null
          and s.stage = any(${sql.param(stages)}::text[]) and s.date is not null
          and e.date is not null`,
    );
    for (const row of stageRows) {
      const name = numeric[stages.indexOf(row.stage)];
      if (name !== undefined) plots.get(row.plotId)?.numbers.set(name, row.days);
    }
    const valueRows = await queryRows<{ plotId: number; name: string; value: number }>(
      db,
      sql`select r.plot_id as "plotId", ft.name, r.value_float as value
        from plot_results r join features ft on ft.id = r.feature_id
          join plots p on p.id = r.plot_id
        where p.field_year_id = any(${years}::int[]) and r.brush_id is null
          and ft.kind = 'quantitative' and ft.name = any(${sql.param(numeric)}::text[])
          and r.value_float is not null`,
    );
    for (const row of valueRows) plots.get(row.plotId)?.numbers.set(row.name, row.value);
    // a season index (decision 044) unless some plot has a quantitative feature of its name
    const features = new Set(valueRows.map((row) => row.name));
    const indexNames = numeric.filter((name) => !features.has(name));
    const indices = await readSeasonIndexValues(db, yearIds, indexNames);
    for (const plot of plots.values()) {
      for (const [name, value] of indices.get(plot.yearId) ?? []) plot.numbers.set(name, value);
    }
  }

  const factors = [...new Set(request.factors ?? [])];
  if (factors.length > 0) {
    const textRows = await queryRows<{ plotId: number; name: string; value: string }>(
      db,
      sql`select r.plot_id as "plotId", ft.name, coalesce(r.value_text, r.value_entered) as value
        from plot_results r join features ft on ft.id = r.feature_id
          join plots p on p.id = r.plot_id
        where p.field_year_id = any(${years}::int[]) and r.brush_id is null
          and ft.kind = 'qualitative' and ft.name = any(${sql.param(factors)}::text[])`,
    );
    for (const row of textRows) {
      if (row.value.trim() !== '') plots.get(row.plotId)?.texts.set(row.name, row.value.trim());
    }
  }

  if (request.technologies) {
    const techRows = await queryRows<{ plotId: number; technology: string }>(
      db,
      sql`select h.plot_id as "plotId", h.technology from harvest_technologies h
        join plots p on p.id = h.plot_id where p.field_year_id = any(${years}::int[])
        order by h.technology`,
    );
    for (const row of techRows) plots.get(row.plotId)?.technologies.push(row.technology);
  }
  return [...plots.values()];
}

/** The variables a season offers to the statistics pages. */
export type SeasonVariables = {
  quantitative: string[];
  stages: string[];
  qualitative: string[];
  technologies: string[];
};

/**
 * Names of the quantitative and qualitative features with a plot value, the stages with days
 * after sowing (a date and an emergence date), and the harvest technologies of the field-years,
 * each in natural name order (ё = е, numbers by value).
 */
export async function listSeasonVariables(
  db: Db,
  yearIds: readonly number[],
): Promise<SeasonVariables> {
  const years = sql.param([...yearIds]);
  const rows = await queryRows<{ kind: keyof SeasonVariables; name: string }>(
    db,
    sql`select distinct ft.kind as kind, ft.name from plot_results r
        join features ft on ft.id = r.feature_id join plots p on p.id = r.plot_id
        where p.field_year_id = any(${years}::int[]) and r.brush_id is null
      union
      select distinct 'stages', s.stage from plot_stages s join plots p on p.id = s.plot_id
        join plot_stages e on e.plot_id = s.plot_id and e.brush_id is null
          and e.stage = ${EMERGENCE_STAGE} and e.date is not null
        where p.field_year_id = any(${years}::int[]) and s.brush_id is null
          and s.date is not null and s.stage <> ${EMERGENCE_STAGE}
      union
      select distinct 'technologies', h.technology from harvest_technologies h
        join plots p on p.id = h.plot_id where p.field_year_id = any(${years}::int[])`,
  );
  const result: SeasonVariables = {
    quantitative: [],
    stages: [],
    qualitative: [],
    technologies: [],
  };
  for (const row of rows) result[row.kind].push(row.name);
  for (const list of Object.values(result)) list.sort(compareNames);
  return result;
}
