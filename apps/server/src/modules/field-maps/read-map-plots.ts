import { COLOR_KEYS } from '@plotline/contract/field-maps-colors';
import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';

/** What a map is coloured by, resolved to what the database stores. */
export type MapSource =
  | { kind: 'quantitative'; featureId: number; name: string }
  | { kind: 'qualitative'; featureId: number; name: string }
  /** A stage: `value` its date, `days` after emergence; `asDays` makes `value` the days. */
  | { kind: 'stage'; name: string; asDays?: boolean }
  | { kind: 'harvest_technology'; name: string }
  /** A soil parameter (decision 044): the plot's own latest value, else the nursery's. */
  | { kind: 'agrochemical'; paramId: number; fieldId: number; name: string };

/** A plot of the map with the value of the source. */
export type MapPlot = {
  plotId: number;
  plotName: string;
  plotLabel: string | null;
  lineName: string;
  /** 1-based place in map order (decision 018). */
  position: number;
  /** Number, text, or date text (YYYY-MM-DD); null when none. */
  value: number | string | null;
  /** Stage only: days from the plot's emergence date to the stage date. */
  days: number | null;
  /** The plot has the stage or technology (a row for it); for features, has a value. */
  present: boolean;
};

/**
 * A phenotype of the crop by name (stored lower-case).
 * @returns undefined when the crop has no such feature
 */
export async function findFeature(db: Db, cropId: number, name: string) {
  const [feature] = await queryRows<{ id: number; name: string; kind: string }>(
    db,
    sql`select id, name, kind from features
      where crop_id = ${cropId} and name = ${name.trim().toLowerCase()}`,
  );
  return feature;
}

/**
 * The source of a feature colouring: the crop's quantitative or qualitative feature.
 * @throws AppError VALIDATION on `feature` when the crop has no feature of that name
 */
export async function getFeatureSource(db: Db, cropId: number, name: string): Promise<MapSource> {
  const feature = await findFeature(db, cropId, name);
  if (!feature) throw fieldError('feature', COLOR_KEYS.unknownFeature, { feature: name });
  const kind = feature.kind === 'quantitative' ? 'quantitative' : 'qualitative';
  return { kind, featureId: feature.id, name: feature.name };
}

/**
 * The source's join and columns. Each join is a LATERAL probe with `limit 1` (one index
 * lookup per plot, on the unique per-plot indexes): the planner cannot flatten it, so the
 * query stays fast right after a bulk import, before statistics are refreshed.
 */
function sourceTerms(source: MapSource): { join: SQL; value: SQL; days: SQL; present: SQL } {
  const none = sql`null::int`;
  switch (source.kind) {
    case 'quantitative':
    case 'qualitative': {
      const join = sql`left join lateral (select r.value_float, r.value_text, r.value_entered
        from plot_results r where r.plot_id = p.id and r.brush_id is null
          and r.feature_id = ${source.featureId} limit 1) r on true`;
      const value =
        source.kind === 'quantitative'
          ? sql`r.value_float`
          : sql`nullif(btrim(coalesce(r.value_text, r.value_entered)), '')`;
      return { join, value, days: none, present: sql`(${value}) is not null` };
    }
    case 'stage': {
      const probe = (alias: string, stage: string) =>
        sql`left join lateral (select st.id, st.date from plot_stages st where st.plot_id = p.id
          and st.brush_id is null and st.stage = ${stage} limit 1) ${sql.raw(alias)} on true`;
      const join = sql`${probe('s', source.name.trim().toLowerCase())} ${probe('e', EMERGENCE_STAGE)}`;
      const days = sql`(s.date - e.date)::int`;
      const value = source.asDays ? sql`(${days})::float8` : sql`s.date::text`;
      return { join, value, days, present: sql`s.id is not null` };
    }
    case 'harvest_technology':
      return {
        join: sql`left join lateral (select h.id, h.date_real from harvest_technologies h
          where h.plot_id = p.id and h.technology = ${source.name.trim()} limit 1) h on true`,
        value: sql`h.date_real::text`,
        days: none,
        present: sql`h.id is not null`,
      };
    case 'agrochemical': {
      // a parameter's values are all of its year, the season's (getSoilMapSource)
      const latest = (where: SQL) => sql`(select v.value from agro_values v
        where v.param_id = ${source.paramId} and ${where} order by v.date desc, v.id desc limit 1)`;
      const join = sql`left join lateral (select coalesce(${latest(sql`v.plot_id = p.id`)},
        ${latest(sql`v.field_id = ${source.fieldId} and v.plot_id is null`)})::float8 as value) a
        on true`;
      return { join, value: sql`a.value`, days: none, present: sql`a.value is not null` };
    }
  }
}

/**
 * Every plot of a field-year in map order (position, then id) with the source's value, in one
 * query. The caller has checked read access to the field-year.
 */
export async function readMapPlots(
  db: Db,
  fieldYearId: number,
  source: MapSource,
): Promise<MapPlot[]> {
  const terms = sourceTerms(source);
  return queryRows<MapPlot>(
    db,
    sql`select p.id as "plotId", p.name as "plotName", p.label as "plotLabel",
        l.name as "lineName", p.position, ${terms.value} as value, ${terms.days} as days,
        ${terms.present} as present
      from plots p join lines l on l.id = p.line_id ${terms.join}
      where p.field_year_id = ${fieldYearId}
      order by p.position, p.id`,
  );
}
