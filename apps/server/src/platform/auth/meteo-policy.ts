import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { meteoSectors } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from './authenticate.ts';
import { fieldsVisibleTo, grantedToUser, isHead } from './policy.ts';

/**
 * Access to weather sectors (issue 16, decision 044 "Access"). A sector is its tenant's, and
 * reached through the nurseries it serves:
 * - `read` (its parameters, values, events): a member of the tenant who sees one of its
 *   nurseries (any season), or any member while it serves none; the super admin;
 * - `write` dated values and events: whoever may write a season of a linked nursery in the
 *   year of the date (its owners; view-and-edit grantees of that season, decision 026) —
 *   `assertSectorWritable` checks the years; a sector serving no nursery is written by who
 *   manages it (so it can be set up);
 * - `manage` (rename, link or unlink nurseries, add or delete parameters, delete it): heads, a
 *   company-less owner, the super admin, and its creator while they own every nursery it serves.
 * Another tenant's sector, or one out of sight, is 404; in sight but not in `mode`, 403.
 */
export type SectorAccessMode = 'read' | 'write' | 'manage';

/** A sector as the policy hands it over: only `getSectorFor` makes one (access checked). */
export type SectorInReach = {
  id: number;
  name: string;
  year: number;
  companyId: number | null;
  ownerUserId: number | null;
  createdBy: number | null;
  canManage: boolean;
};

/** `meteo_sector_fields` of the sector row in scope joined with its nurseries, where `where`. */
const linkedFieldWhere = (where: SQL) =>
  sql`exists (select 1 from meteo_sector_fields sf join fields on fields.id = sf.field_id
    where sf.sector_id = ${meteoSectors.id} and ${where})`;
const servesNoField = sql`not exists (select 1 from meteo_sector_fields sf
  where sf.sector_id = ${meteoSectors.id})`;

/** Sectors of the user's tenant (the super admin: every one), as SQL over `meteo_sectors`. */
export function sectorsOfTenant(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  return user.companyId !== null
    ? eq(meteoSectors.companyId, user.companyId)
    : eq(meteoSectors.ownerUserId, user.id);
}

/** Sectors the user reads, as SQL over `meteo_sectors` (see `SectorAccessMode`). */
export function sectorsVisibleTo(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  return sql`(${sectorsOfTenant(user)} and (${servesNoField}
    or ${linkedFieldWhere(fieldsVisibleTo(user, 'read'))}))`;
}

/**
 * SQL true over `meteo_sectors` when the user manages the sector (given they read it): heads,
 * a company-less owner, the super admin; its creator while they own every nursery it serves.
 */
export function sectorsManagedBy(user: CurrentUser): SQL {
  if (user.isSuperAdmin || user.companyId === null || isHead(user)) return sql`true`;
  return sql`(${meteoSectors.createdBy} = ${user.id}
    and not ${linkedFieldWhere(sql`not (${fieldsVisibleTo(user, 'manage')})`)})`;
}

/**
 * SQL true over `meteo_sectors` when the user may write the sector's values of `year` (an SQL
 * int): a linked nursery they own, or a view-and-edit grant on its season of that year; a
 * sector serving no nursery, when they manage it.
 */
function sectorWritableIn(user: CurrentUser, year: SQL): SQL {
  const season = sql`exists (select 1 from field_years gy where gy.field_id = fields.id
    and gy.year = ${year} and ${grantedToUser(user, sql`gy.id`, 'write')})`;
  return sql`(${linkedFieldWhere(sql`(${fieldsVisibleTo(user, 'manage')} or ${season})`)}
    or (${servesNoField} and ${sectorsManagedBy(user)}))`;
}

/** SQL true when the user may write values of the sector in some season (any year). */
function sectorWritableSomewhere(user: CurrentUser): SQL {
  const season = sql`exists (select 1 from field_years gy where gy.field_id = fields.id
    and ${grantedToUser(user, sql`gy.id`, 'write')})`;
  return sql`(${linkedFieldWhere(sql`(${fieldsVisibleTo(user, 'manage')} or ${season})`)}
    or (${servesNoField} and ${sectorsManagedBy(user)}))`;
}

/**
 * The sector `sectorId` in `mode` (`write`: the user writes it in some year; the years of the
 * dates are checked by `assertSectorWritable`).
 * @throws AppError NOT_FOUND unknown, another tenant's or out of sight; PERMISSION_DENIED in
 *   sight but not in `mode`
 */
export async function getSectorFor(
  db: Db,
  user: CurrentUser,
  sectorId: number,
  mode: SectorAccessMode,
): Promise<SectorInReach> {
  const [row] = await db
    .select({
      id: meteoSectors.id,
      name: meteoSectors.name,
      year: meteoSectors.year,
      companyId: meteoSectors.companyId,
      ownerUserId: meteoSectors.ownerUserId,
      createdBy: meteoSectors.createdBy,
      canManage: sql<boolean>`${sectorsManagedBy(user)}`,
      writes: sql<boolean>`${mode === 'write' ? sectorWritableSomewhere(user) : sql`false`}`,
    })
    .from(meteoSectors)
    .where(sql`${meteoSectors.id} = ${sectorId} and ${sectorsVisibleTo(user)}`);
  if (!row) throw new AppError('NOT_FOUND');
  const { writes, ...sector } = row;
  if (mode === 'manage' && !sector.canManage) throw new AppError('PERMISSION_DENIED');
  if (mode === 'write' && !writes) throw new AppError('PERMISSION_DENIED');
  return sector;
}

/**
 * Refuses writing values or events of `sector` dated in any of `years` the user may not
 * write (decision 044: every date's year is checked; one refused refuses all).
 * @throws AppError PERMISSION_DENIED some year refused
 */
export async function assertSectorWritable(
  db: Db,
  user: CurrentUser,
  sector: SectorInReach,
  years: readonly number[],
): Promise<void> {
  const unique = [...new Set(years)];
  if (unique.length === 0) return;
  const [refused] = await queryRows<{ year: number }>(
    db,
    sql`select y.year from unnest(${sql.param(unique)}::int[]) as y(year)
      join meteo_sectors on meteo_sectors.id = ${sector.id}
      where not ${sectorWritableIn(user, sql`y.year`)} limit 1`,
  );
  if (refused) throw new AppError('PERMISSION_DENIED');
}
