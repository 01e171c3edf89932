import { and, eq, type SQL, sql } from 'drizzle-orm';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { crops, fields, fieldYears, jobs, lines, plots } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from './authenticate.ts';

/**
 * The owner of rows a user creates and the scope of rows they see: their company's, or their
 * own when they belong to no company (api-contract §3). Every tenant-scoped query uses this.
 */
export type TenantOwner =
  | { companyId: number; ownerUserId: null }
  | { companyId: null; ownerUserId: number };

/**
 * What a caller does with what they reach (decision 026): `read` it; `write` the contents of a
 * season (plots, values, stages, photos, its map: a view-and-edit grant is enough); `manage`
 * the nursery as a whole (rename it, delete it, add or delete a season, import into it: only
 * who owns the nursery, never a grant on its contents).
 */
export type AccessMode = 'read' | 'write' | 'manage';
/** The modes of a whole nursery: it is read, or managed; its contents are written by season. */
export type FieldAccessMode = Exclude<AccessMode, 'write'>;

/** The tenant a user works in. */
export function tenantOf(user: CurrentUser): TenantOwner {
  return user.companyId !== null
    ? { companyId: user.companyId, ownerUserId: null }
    : { companyId: null, ownerUserId: user.id };
}

/** True for the roles that see and manage everything of their scope (company or division). */
export function isHead(user: CurrentUser): boolean {
  return user.role === 'head_of_company' || user.role === 'head_of_division';
}

/**
 * Whole nurseries (every season) the user reaches, reading or writing alike (api-contract §3):
 * the super admin every one; a head of company the company's; a head of division the
 * division's and their own; an employee their own; a company-less user their own.
 */
export function fieldsOwnedBy(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  if (user.companyId === null) return eq(fields.ownerUserId, user.id);
  const inCompany = eq(fields.companyId, user.companyId);
  if (user.role === 'head_of_company') return inCompany;
  if (user.role === 'head_of_division' && user.divisionId !== null) {
    return sql`(${inCompany} and (${fields.divisionId} = ${user.divisionId} or ${fields.createdBy} = ${user.id}))`;
  }
  return sql`(${inCompany} and ${fields.createdBy} = ${user.id})`;
}

/**
 * Nurseries whose seasons a manager may put into access groups (api-contract §3): the super
 * admin any; a head of company the company's; a head of division the division's, their own
 * and those of the company's head. Nobody else grants anything.
 */
export function fieldsGrantableBy(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  if (user.companyId === null) return sql`false`;
  const inCompany = eq(fields.companyId, user.companyId);
  if (user.role === 'head_of_company') return inCompany;
  if (user.role === 'head_of_division' && user.divisionId !== null) {
    return sql`(${inCompany} and (${fields.divisionId} = ${user.divisionId}
      or ${fields.createdBy} = ${user.id}
      or exists (select 1 from users o where o.id = ${fields.createdBy} and o.role = 'head_of_company')))`;
  }
  return sql`false`;
}

/**
 * SQL true when an access group of the user grants the season `fieldYearId` (a column or
 * value): any grant for reading, a view-and-edit grant for writing.
 */
export function grantedToUser(
  user: CurrentUser,
  fieldYearId: SQL | number,
  mode: Exclude<AccessMode, 'manage'>,
) {
  const level = mode === 'read' ? sql`(g.read or g.write)` : sql`g.write`;
  return sql`exists (select 1 from field_year_permissions fp
    join user_groups g on g.id = fp.group_id
    join user_group_members gm on gm.group_id = g.id
    where fp.field_year_id = ${fieldYearId} and gm.user_id = ${user.id} and ${level})`;
}

/**
 * Nurseries the user may list (`read`: owned ones, and those with a season an access group
 * grants) or manage as a whole (`manage`: rename, delete, add seasons, import into: owned only).
 */
export function fieldsVisibleTo(user: CurrentUser, mode: FieldAccessMode = 'read'): SQL {
  const owned = fieldsOwnedBy(user);
  if (mode === 'manage' || user.isSuperAdmin) return owned;
  return sql`(${owned} or exists (select 1 from field_years gy
    where gy.field_id = ${fields.id} and ${grantedToUser(user, sql`gy.id`, 'read')}))`;
}

/**
 * Seasons (rows of field_years joined with fields) the user reaches in `mode`: owned ones in
 * every mode, granted ones to read or write their contents, never to manage them.
 */
export function fieldYearsVisibleTo(user: CurrentUser, mode: AccessMode): SQL {
  const owned = fieldsOwnedBy(user);
  if (user.isSuperAdmin || mode === 'manage') return owned;
  return sql`(${owned} or ${grantedToUser(user, sql`${fieldYears.id}`, mode)})`;
}

/**
 * Jobs the user may read and cancel: only those they started (decision 009, 032); anyone
 * else, the super admin included, is answered 404.
 */
export function jobsOf(user: CurrentUser): SQL {
  return eq(jobs.createdBy, user.id);
}

/** Crops of the user's tenant (the super admin: every crop). */
export function cropsVisibleTo(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  const tenant = tenantOf(user);
  return tenant.companyId !== null
    ? eq(crops.companyId, tenant.companyId)
    : eq(crops.ownerUserId, tenant.ownerUserId);
}

/**
 * A crop of the user's tenant.
 * @throws AppError NOT_FOUND when it does not exist or belongs to another tenant
 */
export async function getCropFor(db: Db, user: CurrentUser, cropId: number) {
  const [crop] = await db
    .select({ id: crops.id, companyId: crops.companyId, ownerUserId: crops.ownerUserId })
    .from(crops)
    .where(and(eq(crops.id, cropId), cropsVisibleTo(user)));
  if (!crop) throw new AppError('NOT_FOUND');
  return crop;
}

/** 404 when the user cannot even read it, 403 when they may read but not write. */
function refuse(readable: boolean): never {
  throw new AppError(readable ? 'PERMISSION_DENIED' : 'NOT_FOUND');
}

/**
 * A nursery the user reaches in `mode` (`manage` = as a whole: rename, delete, add seasons).
 * @throws AppError NOT_FOUND out of sight; PERMISSION_DENIED visible but not manageable
 */
export async function getFieldFor(
  db: Db,
  user: CurrentUser,
  fieldId: number,
  mode: FieldAccessMode,
) {
  const [field] = await db
    .select({
      id: fields.id,
      cropId: fields.cropId,
      name: fields.name,
      region: fields.region,
      width: fields.width,
      readable: sql<boolean>`${fieldsVisibleTo(user, 'read')}`,
      allowed: sql<boolean>`${fieldsVisibleTo(user, mode)}`,
    })
    .from(fields)
    .where(eq(fields.id, fieldId));
  if (!field?.readable || !field.allowed) refuse(Boolean(field?.readable));
  const { readable: _r, allowed: _a, ...rest } = field;
  return rest;
}

/**
 * A season the user reaches in `mode`, with its nursery and crop: `write` its contents,
 * `manage` the season itself (delete it).
 * @throws AppError NOT_FOUND out of sight; PERMISSION_DENIED visible but not in `mode`
 */
export async function getFieldYearFor(db: Db, user: CurrentUser, yearId: number, mode: AccessMode) {
  const [fieldYear] = await db
    .select({
      id: fieldYears.id,
      year: fieldYears.year,
      fieldId: fields.id,
      fieldName: fields.name,
      region: fields.region,
      width: fields.width,
      cropId: fields.cropId,
      readable: sql<boolean>`${fieldYearsVisibleTo(user, 'read')}`,
      allowed: sql<boolean>`${fieldYearsVisibleTo(user, mode)}`,
    })
    .from(fieldYears)
    .innerJoin(fields, eq(fields.id, fieldYears.fieldId))
    .where(eq(fieldYears.id, yearId));
  if (!fieldYear?.readable || !fieldYear.allowed) refuse(Boolean(fieldYear?.readable));
  const { readable: _r, allowed: _a, ...rest } = fieldYear;
  return rest;
}

/**
 * Plots the user reaches in `mode`, all of them or none.
 * @throws AppError NOT_FOUND any id unknown or out of sight; PERMISSION_DENIED all visible but
 *   some not reachable in `mode`
 */
export async function getPlotsFor(
  db: Db,
  user: CurrentUser,
  plotIds: readonly number[],
  mode: AccessMode,
) {
  const unique = [...new Set(plotIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: plots.id,
      name: plots.name,
      fieldYearId: plots.fieldYearId,
      lineId: plots.lineId,
      fieldId: fields.id,
      cropId: fields.cropId,
      year: fieldYears.year,
      allowed: sql<boolean>`${fieldYearsVisibleTo(user, mode)}`,
    })
    .from(plots)
    .innerJoin(fieldYears, eq(fieldYears.id, plots.fieldYearId))
    .innerJoin(fields, eq(fields.id, fieldYears.fieldId))
    .where(and(anyInt(plots.id, unique), fieldYearsVisibleTo(user, 'read')));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  if (rows.some((row) => !row.allowed)) refuse(true);
  return rows.map(({ allowed: _a, ...row }) => row);
}

/** One plot the user reaches in `mode`. @throws AppError NOT_FOUND, PERMISSION_DENIED */
export async function getPlotFor(db: Db, user: CurrentUser, plotId: number, mode: AccessMode) {
  const [plot] = await getPlotsFor(db, user, [plotId], mode);
  if (!plot) throw new AppError('NOT_FOUND');
  return plot;
}

/**
 * A nursery the user may add plots to in `year`: managing it (the season is created when
 * missing), or through a view-and-edit grant on that existing season.
 * @throws AppError NOT_FOUND out of sight; PERMISSION_DENIED visible but not writable
 */
export async function getFieldForSeasonWrite(
  db: Db,
  user: CurrentUser,
  fieldId: number,
  year: number,
) {
  const field = await getFieldFor(db, user, fieldId, 'read');
  const [season] = await db
    .select({
      wholeField: sql<boolean>`${fieldsVisibleTo(user, 'manage')}`,
      granted: sql<boolean>`${fieldYearsVisibleTo(user, 'write')}`,
    })
    .from(fields)
    .leftJoin(fieldYears, and(eq(fieldYears.fieldId, fields.id), eq(fieldYears.year, year)))
    .where(eq(fields.id, field.id));
  if (!season?.wholeField && !season?.granted) refuse(true);
  return field;
}

/**
 * Lines the user owns: the super admin every one; a company-less user those of their own crops;
 * a head of company the company's; a head of division their division's and their own; an
 * employee their own.
 */
export function linesOwnedBy(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  const cropOf = (owner: SQL) =>
    sql`exists (select 1 from crops lc where lc.id = ${lines.cropId} and ${owner})`;
  if (user.companyId === null) return cropOf(sql`lc.owner_user_id = ${user.id}`);
  const inCompany = cropOf(sql`lc.company_id = ${user.companyId}`);
  if (user.role === 'head_of_company') return inCompany;
  if (user.role === 'head_of_division' && user.divisionId !== null) {
    return sql`(${inCompany} and (${lines.divisionId} = ${user.divisionId} or ${lines.createdBy} = ${user.id}))`;
  }
  return sql`(${inCompany} and ${lines.createdBy} = ${user.id})`;
}

/**
 * Lines the user reaches in `mode` (decision 026): owned ones, and those growing in a season
 * the user reaches in `mode`. A line is the crop's, shared by its nurseries; seeing the crop
 * is not enough.
 */
export function linesVisibleTo(user: CurrentUser, mode: Exclude<AccessMode, 'manage'>): SQL {
  const owned = linesOwnedBy(user);
  if (user.isSuperAdmin) return owned;
  return sql`(${owned} or exists (select 1 from plots lp
    join field_years on field_years.id = lp.field_year_id
    join fields on fields.id = field_years.field_id
    where lp.line_id = ${lines.id} and ${fieldYearsVisibleTo(user, mode)}))`;
}

/**
 * A line the user reaches in `mode`: its photos, variety flag and parents.
 * @throws AppError NOT_FOUND out of sight; PERMISSION_DENIED visible but not writable
 */
export async function getLineFor(
  db: Db,
  user: CurrentUser,
  lineId: number,
  mode: Exclude<AccessMode, 'manage'>,
) {
  const [line] = await db
    .select({
      id: lines.id,
      cropId: lines.cropId,
      name: lines.name,
      readable: sql<boolean>`${linesVisibleTo(user, 'read')}`,
      allowed: sql<boolean>`${linesVisibleTo(user, mode)}`,
    })
    .from(lines)
    .where(eq(lines.id, lineId));
  if (!line?.readable || !line.allowed) refuse(Boolean(line?.readable));
  const { readable: _r, allowed: _a, ...rest } = line;
  return rest;
}
