import type { Division, UpdateDivisionBody } from '@plotline/contract/company';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { divisions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { companyScopeOf, inCompany } from '../companies/company-scope.ts';
import { assertCountryExists, assertDivisionNameFree } from './create-division.ts';
import { DIVISION_COLUMNS } from './list-divisions.ts';

/**
 * Renames a division (and sets its country when given). Heads of company rename any division
 * of their company, a head of division only their own, the super admin any.
 * @throws AppError NOT_FOUND another company's or an unknown division; PERMISSION_DENIED a
 *   head of division and another division of the company; VALIDATION as createDivision
 */
export async function updateDivision(
  db: Db,
  user: CurrentUser,
  divisionId: number,
  body: z.output<typeof UpdateDivisionBody>,
): Promise<Division> {
  const division = await getDivisionFor(db, user, divisionId);
  const name = body.company_division_name;
  if (name !== undefined) await assertDivisionNameFree(db, division.companyId, name, division.id);
  if (body.country != null) await assertCountryExists(db, body.country);
  const changes = { name, countryId: body.country };
  const [updated] =
    name === undefined && body.country === undefined
      ? await db.select(DIVISION_COLUMNS).from(divisions).where(eq(divisions.id, division.id))
      : await db
          .update(divisions)
          .set(changes)
          .where(eq(divisions.id, division.id))
          .returning(DIVISION_COLUMNS);
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

/** A division the user may change. @throws AppError NOT_FOUND, PERMISSION_DENIED */
async function getDivisionFor(db: Db, user: CurrentUser, divisionId: number) {
  const [division] = await db
    .select({ id: divisions.id, companyId: divisions.companyId })
    .from(divisions)
    .where(and(eq(divisions.id, divisionId), inCompany(divisions.companyId, companyScopeOf(user))));
  if (!division) throw new AppError('NOT_FOUND');
  if (!user.isSuperAdmin && user.role === 'head_of_division' && user.divisionId !== division.id) {
    throw new AppError('PERMISSION_DENIED');
  }
  return division;
}
