import type { Division } from '@plotline/contract/company';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { divisions } from '../../db/schema.ts';
import { inCompany } from '../companies/company-scope.ts';

/** Columns of the API's Division. */
export const DIVISION_COLUMNS = {
  id: divisions.id,
  company_division_name: divisions.name,
  country: divisions.countryId,
};

/**
 * The folded division name (trimmed, lower-case, ё = е): the key of the unique index
 * `divisions_company_name_key` and of the list order.
 */
export const FOLDED_DIVISION_NAME = sql`replace(lower(btrim(${divisions.name})), 'ё', 'е')`;

/**
 * Divisions of a company (every company's when `companyId` is null), by name
 * case-insensitively with ё = е (api-contract §1).
 */
export function listDivisions(db: Db, companyId: number | null): Promise<Division[]> {
  return db
    .select(DIVISION_COLUMNS)
    .from(divisions)
    .where(inCompany(divisions.companyId, companyId))
    .orderBy(FOLDED_DIVISION_NAME, divisions.id);
}
