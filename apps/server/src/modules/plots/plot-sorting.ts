import { type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../errors.ts';

/** Text columns of the plot table a client may sort or filter by, and their SQL. */
export const TEXT_COLUMNS: Record<string, SQL> = {
  plot_label: sql`p.label`,
  plot_name: sql`p.name`,
  line_name: sql`l.name`,
  parent_name_1: sql`m.name`,
  parent_name_2: sql`f.name`,
  crossbreeding_line_name: sql`c.name`,
  comment: sql`nullif(p.comment, '')`,
  plot_group: sql`p.plot_group`,
};

/** Numeric columns. */
export const NUMBER_COLUMNS: Record<string, SQL> = {
  plot_order_priority: sql`p.position`,
  square: sql`(p.width * p.length)`,
  width: sql`p.width`,
  length: sql`p.length`,
};

/** A sort or filter column: a plain column, a phenotype (`feature:<name>`) or a stage. */
export type ColumnRef =
  | { kind: 'text' | 'number'; sql: SQL }
  | { kind: 'feature'; name: string }
  | { kind: 'stage'; name: string };

/**
 * Reads a column key of the query.
 * @throws AppError VALIDATION naming `param` for an unknown key
 */
export function parseColumn(key: string, param: string): ColumnRef {
  if (key.startsWith('feature:'))
    return { kind: 'feature', name: key.slice(8).trim().toLowerCase() };
  if (key.startsWith('stage:')) return { kind: 'stage', name: key.slice(6).trim().toLowerCase() };
  const text = TEXT_COLUMNS[key];
  if (text) return { kind: 'text', sql: text };
  const number = NUMBER_COLUMNS[key];
  if (number) return { kind: 'number', sql: number };
  throw fieldError(param, 'errors.choice');
}

const folded = (expr: SQL) => sql`replace(lower(${expr}), 'ё', 'е')`;
const NUMERIC_TEXT = `'^-?[0-9]+([.,][0-9]+)?$'`;

/**
 * ORDER BY terms of api-contract §1: nulls last in both directions, numbers before strings,
 * text case-insensitively with ё = е; numeric-looking text (labels "2" < "10") by value.
 */
export function orderTerms(column: ColumnRef, direction: 'asc' | 'desc'): SQL[] {
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const numeric = (expr: SQL) => [sql`(${expr}) is null`, sql`${expr} ${dir}`];
  const textual = (expr: SQL) => {
    const isNumber = sql`(${expr}) ~ ${sql.raw(NUMERIC_TEXT)}`;
    return [
      sql`(${expr}) is null`,
      sql`${isNumber} desc`,
      sql`case when ${isNumber} then replace(${expr}, ',', '.')::numeric end ${dir}`,
      sql`${folded(expr)} ${dir}`,
    ];
  };
  switch (column.kind) {
    case 'number':
      return numeric(column.sql);
    case 'text':
      return textual(column.sql);
    case 'feature':
      return [
        sql`(sr.value_entered) is null`,
        sql`(sr.value_float is null)`,
        sql`sr.value_float ${dir}`,
        sql`${folded(sql`sr.value_text`)} ${dir}`,
      ];
    case 'stage':
      return numeric(sql`ss.date`);
  }
}

/**
 * WHERE terms for `filters` (`{column: [values]}`): a row passes when its value is one of the
 * listed texts; `""` stands for an empty cell.
 * @throws AppError VALIDATION `filters` when the JSON is malformed
 */
export function filterTerms(filters: string | undefined, cropId: number): SQL[] {
  if (!filters) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(filters);
  } catch {
    throw fieldError('filters', 'errors.invalid');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw fieldError('filters', 'errors.invalid');
  }
  const terms: SQL[] = [];
  for (const [key, raw] of Object.entries(parsed)) {
    if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) {
      throw fieldError('filters', 'errors.invalid');
    }
    const values = raw as string[];
    if (values.length === 0) continue;
    terms.push(filterTerm(parseColumn(key, 'filters'), values, cropId));
  }
  return terms;
}

/** The id of a crop's feature by stored name, as a scalar subquery (null when unknown). */
export function featureIdOf(cropId: number, name: string): SQL {
  return sql`(select id from features where crop_id = ${cropId} and name = ${name})`;
}

function filterTerm(column: ColumnRef, values: string[], cropId: number): SQL {
  const list = sql.param(values);
  switch (column.kind) {
    case 'text':
    case 'number':
      return sql`coalesce((${column.sql})::text, '') = any(${list}::text[])`;
    case 'feature':
      return sql`coalesce((select r.value_entered from plot_results r where r.plot_id = p.id
        and r.brush_id is null and r.feature_id = ${featureIdOf(cropId, column.name)}), '')
        = any(${list}::text[])`;
    case 'stage':
      return sql`coalesce((select s.date::text from plot_stages s where s.plot_id = p.id
        and s.brush_id is null and s.stage = ${column.name}), '') = any(${list}::text[])`;
  }
}
