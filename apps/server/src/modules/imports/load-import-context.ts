import { and, eq, sql } from 'drizzle-orm';
import { anyText } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { features, fields } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldsVisibleTo } from '../../platform/auth/policy.ts';
import type { FeatureKind } from '../phenotypes/save-results.ts';
import { fieldKeyOf, foldName } from './nursery-keys.ts';
import type { NurserySheet } from './read-nursery-sheet.ts';

/** What the database already holds that the checks of an upload compare against. */
export type ImportContext = {
  /** Kinds of the crop's existing features named in the file. */
  featureKinds: Map<string, FeatureKind>;
  /** Labels in use in the file's seasons: field-year key → label → plot name. */
  labelHolders: Map<string, Map<string, string>>;
  /** Nurseries of the file that exist in the crop but that the user may not change. */
  hiddenFields: Set<string>;
};

const folded = (column: unknown) => sql`replace(lower(btrim(${column})), 'ё', 'е')`;

/** Reads, before any write, what the checks of `sheet` need from the crop. */
export async function loadImportContext(
  db: Db,
  user: CurrentUser,
  cropId: number,
  sheet: NurserySheet,
): Promise<ImportContext> {
  const names = [...new Set(sheet.layout.phenotypes.map((column) => column.feature))];
  const kinds =
    names.length === 0
      ? []
      : await db
          .select({ name: features.name, kind: features.kind })
          .from(features)
          .where(and(eq(features.cropId, cropId), anyText(features.name, names)));
  const { visible, hiddenFields } = await findFileFields(db, user, cropId, sheet);
  return {
    featureKinds: new Map(kinds.map((row) => [row.name, row.kind])),
    labelHolders: await findLabelHolders(db, visible, sheet),
    hiddenFields,
  };
}

/** The file's nurseries that exist: reachable ones by id, and the keys of the others. */
async function findFileFields(db: Db, user: CurrentUser, cropId: number, sheet: NurserySheet) {
  const keys = new Map(sheet.rows.map((row) => [fieldKeyOf(row), row]));
  const rows = await db
    .select({
      id: fields.id,
      name: fields.name,
      region: fields.region,
      visible: sql<boolean>`${fieldsVisibleTo(user, 'manage')}`,
    })
    .from(fields)
    .where(
      and(
        eq(fields.cropId, cropId),
        sql`(${folded(fields.name)}, ${folded(fields.region)}) in (select * from unnest(
          ${sql.param([...keys.values()].map((row) => foldName(row.field)))}::text[],
          ${sql.param([...keys.values()].map((row) => foldName(row.region)))}::text[]))`,
      ),
    );
  const visible = new Map<number, string>();
  const hiddenFields = new Set<string>();
  for (const row of rows) {
    const key = fieldKeyOf({ field: row.name, region: row.region });
    if (row.visible) visible.set(row.id, key);
    else hiddenFields.add(key);
  }
  return { visible, hiddenFields };
}

/** Labels of the plots in the file's seasons of existing nurseries. */
async function findLabelHolders(db: Db, visible: Map<number, string>, sheet: NurserySheet) {
  const holders = new Map<string, Map<string, string>>();
  if (visible.size === 0 || sheet.layout.columns.label === undefined) return holders;
  const years = [...new Set(sheet.rows.map((row) => row.year))];
  const rows = await queryRows<{ field_id: number; year: number; name: string; label: string }>(
    db,
    sql`select fy.field_id, fy.year, p.name, p.label from plots p
      join field_years fy on fy.id = p.field_year_id
      where fy.field_id = any(${sql.param([...visible.keys()])}::int[])
        and fy.year = any(${sql.param(years)}::int[]) and p.label is not null`,
  );
  for (const row of rows) {
    const key = `${visible.get(row.field_id)}\u0000${row.year}`;
    const labels = holders.get(key) ?? new Map<string, string>();
    labels.set(row.label, row.name);
    holders.set(key, labels);
  }
  return holders;
}
