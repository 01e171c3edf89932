import type { CreateDivisionBody, Division } from '@plotline/contract/company';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, countries, divisions } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { DIVISION_COLUMNS, FOLDED_DIVISION_NAME } from './list-divisions.ts';

/**
 * Adds a division to a company. The name is unique in the company after trimming, in any
 * case and with ё = е: checked here for the exact message, and by the unique index
 * `divisions_company_name_key` for concurrent requests (errors.ts maps it the same way).
 * @throws AppError VALIDATION `company_division_name` validation.divisionNameExists,
 *   `country` / `company` errors.doesNotExist
 */
export async function createDivision(
  db: Db,
  companyId: number,
  body: Pick<z.output<typeof CreateDivisionBody>, 'company_division_name' | 'country'>,
): Promise<Division> {
  await assertCompanyExists(db, companyId);
  await assertDivisionNameFree(db, companyId, body.company_division_name);
  if (body.country !== null) await assertCountryExists(db, body.country);
  const [division] = await db
    .insert(divisions)
    .values({ companyId, name: body.company_division_name, countryId: body.country })
    .returning(DIVISION_COLUMNS);
  if (!division) throw new Error('insert returned no row');
  return division;
}

/**
 * Refuses a name another division of the company already has (folded as the index folds).
 * @throws AppError VALIDATION `company_division_name` validation.divisionNameExists
 */
export async function assertDivisionNameFree(
  db: Db,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  const [taken] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(
      and(
        eq(divisions.companyId, companyId),
        sql`${FOLDED_DIVISION_NAME} = replace(lower(btrim(${name})), 'ё', 'е')`,
        exceptId === undefined ? undefined : ne(divisions.id, exceptId),
      ),
    );
  if (taken) throw fieldError('company_division_name', 'validation.divisionNameExists');
}

/** @throws AppError VALIDATION `country` errors.doesNotExist when no country has the id */
export async function assertCountryExists(db: Db, countryId: number): Promise<void> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw fieldError('country', 'errors.doesNotExist', { pk: countryId });
}

/** @throws AppError VALIDATION `company` errors.doesNotExist when no company has the id */
async function assertCompanyExists(db: Db, companyId: number): Promise<void> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw fieldError('company', 'errors.doesNotExist', { pk: companyId });
}
