import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { agroParams } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from './authenticate.ts';
import { type AccessMode, fieldsVisibleTo, fieldYearsVisibleTo, isHead } from './policy.ts';

/**
 * Access to agrochemistry (issue 16, decision 044).
 * - A soil parameter is its tenant's (company, or a company-less user): every member reads the
 *   year's list and creates parameters (a new one is harmless and every agronomist needs
 *   them); renaming and deleting is managing: heads of the company or of a division, a
 *   company-less owner, the super admin, and the parameter's creator while no value uses it.
 * - A soil value follows its nursery's season of the date's year: read with the season, written
 *   by whoever writes the season's contents (owners, view-and-edit grants; decision 026).
 * Anything of another tenant is 404.
 */
export type AgroParamAccessMode = 'read' | 'manage';

/** True when the user manages every soil parameter of their tenant. */
export function canManageAgroParams(user: CurrentUser): boolean {
  return user.isSuperAdmin || user.companyId === null || isHead(user);
}

/** Soil parameters of the user's tenant (the super admin: every one), as SQL over agro_params. */
export function agroParamsVisibleTo(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  return user.companyId !== null
    ? eq(agroParams.companyId, user.companyId)
    : eq(agroParams.ownerUserId, user.id);
}

/** SQL true for a soil parameter (a row of agro_params) the user may rename or delete. */
export function agroParamManageableBy(user: CurrentUser): SQL {
  if (canManageAgroParams(user)) return sql`true`;
  return sql`(${agroParams.createdBy} = ${user.id}
    and not exists (select 1 from agro_values av where av.param_id = ${agroParams.id}))`;
}

/**
 * A soil parameter the user reaches in `mode`.
 * @throws AppError NOT_FOUND unknown or another tenant's; PERMISSION_DENIED `manage` refused
 */
export async function getAgroParamFor(
  db: Db,
  user: CurrentUser,
  paramId: number,
  mode: AgroParamAccessMode,
) {
  const [param] = await db
    .select({
      id: agroParams.id,
      year: agroParams.year,
      name: agroParams.name,
      companyId: agroParams.companyId,
      ownerUserId: agroParams.ownerUserId,
      manageable: sql<boolean>`${agroParamManageableBy(user)}`,
    })
    .from(agroParams)
    .where(and(eq(agroParams.id, paramId), agroParamsVisibleTo(user)));
  if (!param) throw new AppError('NOT_FOUND');
  if (mode === 'manage' && !param.manageable) throw new AppError('PERMISSION_DENIED');
  const { manageable: _m, ...rest } = param;
  return rest;
}

/** A nursery's season of one year, reached by the policy, with the nursery's tenant. */
export type AgroSeason = {
  fieldId: number;
  year: number;
  /** null: the nursery has no season of that year. */
  fieldYearId: number | null;
  companyId: number | null;
  ownerUserId: number | null;
  /** The caller manages the nursery as a whole (decision 026). */
  managesField: boolean;
};

type SeasonRow = AgroSeason & {
  found: boolean;
  fieldReadable: boolean;
  readable: boolean;
  allowed: boolean;
};

/**
 * The seasons of (nursery, year) pairs the user reaches in `mode`, in one query, all or none:
 * `read` the season's soil values, `write` them (decision 044). A pair whose nursery has no
 * season of that year comes back with `fieldYearId: null` for the caller to answer (400, or
 * managing the nursery for a value whose season was deleted).
 * @throws AppError NOT_FOUND a nursery unknown or out of sight, or an existing season out of
 *   sight; PERMISSION_DENIED an existing season seen but not reachable in `mode`
 */
export async function getAgroSeasonsFor(
  db: Db,
  user: CurrentUser,
  pairs: readonly { fieldId: number; year: number }[],
  mode: Exclude<AccessMode, 'manage'>,
): Promise<AgroSeason[]> {
  if (pairs.length === 0) return [];
  const rows = await queryRows<SeasonRow>(
    db,
    sql`select k.field_id as "fieldId", k.year, field_years.id as "fieldYearId",
        fields.company_id as "companyId", fields.owner_user_id as "ownerUserId",
        fields.id is not null as found,
        coalesce(fields.id is not null and ${fieldsVisibleTo(user, 'read')}, false) as "fieldReadable",
        coalesce(fields.id is not null and ${fieldsVisibleTo(user, 'manage')}, false) as "managesField",
        coalesce(field_years.id is not null and ${fieldYearsVisibleTo(user, 'read')}, false) as readable,
        coalesce(field_years.id is not null and ${fieldYearsVisibleTo(user, mode)}, false) as allowed
      from unnest(${sql.param(pairs.map((p) => p.fieldId))}::int[],
        ${sql.param(pairs.map((p) => p.year))}::int[]) with ordinality as k(field_id, year, n)
      left join fields on fields.id = k.field_id
      left join field_years on field_years.field_id = fields.id and field_years.year = k.year
      order by k.n`,
  );
  const existing = rows.filter((row) => row.fieldYearId !== null);
  if (rows.some((row) => !row.found || !row.fieldReadable) || existing.some((r) => !r.readable)) {
    throw new AppError('NOT_FOUND');
  }
  if (existing.some((row) => !row.allowed)) throw new AppError('PERMISSION_DENIED');
  return rows.map(
    ({ found: _f, fieldReadable: _r, readable: _s, allowed: _a, ...season }) => season,
  );
}

/**
 * A soil value the user reaches in `mode`: through its nursery's season of the date's year; a
 * value whose season was deleted since is written by who manages the nursery.
 * @throws AppError NOT_FOUND unknown or out of sight; PERMISSION_DENIED seen, not in `mode`
 */
export async function getAgroValueFor(
  db: Db,
  user: CurrentUser,
  valueId: number,
  mode: Exclude<AccessMode, 'manage'>,
) {
  const [value] = await queryRows<{ id: number; fieldId: number; date: string }>(
    db,
    sql`select id, field_id as "fieldId", date::text as date from agro_values where id = ${valueId}`,
  );
  if (!value) throw new AppError('NOT_FOUND');
  const year = Number(value.date.slice(0, 4));
  const [season] = await getAgroSeasonsFor(db, user, [{ fieldId: value.fieldId, year }], mode);
  if (season?.fieldYearId === null && !season.managesField) {
    throw new AppError(mode === 'read' ? 'NOT_FOUND' : 'PERMISSION_DENIED');
  }
  return value;
}
