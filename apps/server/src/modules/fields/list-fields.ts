import type { Field, FieldYearsByYear } from '@plotline/contract/fields';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fields, fieldYears } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import {
  fieldsGrantableBy,
  fieldsVisibleTo,
  fieldYearsVisibleTo,
} from '../../platform/auth/policy.ts';
import { englishRegionName } from '../regions/regions.queries.ts';

const byName = sql`replace(lower(${fields.name}), 'ё', 'е')`;

/**
 * The crop's nurseries the user may see, by name, each with its seasons by year; with
 * `grantable`, those whose seasons the user may grant in access groups, with every season.
 */
export async function listFields(
  db: Db,
  user: CurrentUser,
  cropId: number,
  { grantable = false }: { grantable?: boolean } = {},
): Promise<Field[]> {
  const rows = await db
    .select({
      field: fields,
      englishRegion: englishRegionName(fields.region),
      yearId: fieldYears.id,
      year: fieldYears.year,
    })
    .from(fields)
    .leftJoin(
      fieldYears,
      and(
        eq(fieldYears.fieldId, fields.id),
        grantable ? undefined : fieldYearsVisibleTo(user, 'read'),
      ),
    )
    .where(
      and(eq(fields.cropId, cropId), grantable ? fieldsGrantableBy(user) : fieldsVisibleTo(user)),
    )
    .orderBy(byName, fields.id, asc(fieldYears.year));
  const result = new Map<number, Field>();
  for (const { field, englishRegion, yearId, year } of rows) {
    let entry = result.get(field.id);
    if (!entry) {
      entry = {
        field_id: field.id,
        field_name: field.name,
        company_id: field.companyId,
        division: field.divisionId,
        user: field.createdBy,
        region: field.region,
        subregion: field.subregion || null,
        english_name_region: englishRegion,
        type: field.type,
        width: field.width,
        fieldyear_set: [],
      };
      result.set(field.id, entry);
    }
    if (yearId !== null && year !== null) {
      entry.fieldyear_set.push({
        id: yearId,
        year,
        species: field.cropId,
        field_table_info: field.id,
      });
    }
  }
  return [...result.values()];
}

/** `GET field_year/`: the crop's seasons the user may see, keyed by the year, newest first. */
export async function listFieldYears(
  db: Db,
  user: CurrentUser,
  cropId: number,
): Promise<FieldYearsByYear> {
  const rows = await db
    .select({
      year_id: fieldYears.id,
      year: fieldYears.year,
      spec_id: fields.cropId,
      field_id: fields.id,
      field_name: fields.name,
      company_id: fields.companyId,
      division_id: fields.divisionId,
      user_id: fields.createdBy,
      region: fields.region,
    })
    .from(fieldYears)
    .innerJoin(fields, eq(fields.id, fieldYears.fieldId))
    .where(and(eq(fields.cropId, cropId), fieldYearsVisibleTo(user, 'read')))
    .orderBy(sql`${fieldYears.year} desc`, byName, fields.id);
  const byYear: FieldYearsByYear = {};
  for (const { year, ...entry } of rows) {
    const key = String(year);
    byYear[key] ??= [];
    byYear[key].push(entry);
  }
  return byYear;
}
