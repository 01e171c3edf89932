import type { User } from '@plotline/contract/auth';
import type { CreateEmployeeBody } from '@plotline/contract/company';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { divisions, users } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { rankOf, roleRank } from '../../platform/auth/management-guard.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { sameLogin } from '../../platform/auth/same-login.ts';
import { presentUser } from '../account/present-user.ts';
import { assertCountriesExist } from '../account/register-user.ts';

type NewEmployee = z.output<typeof CreateEmployeeBody>;

/**
 * Adds an employee to the company of the chosen division (spec §3 employee, §6): the
 * creator's rank must be higher than the new role's (decision 014); a head of division adds
 * people to their own division only. The login is unique case-insensitively (and by the
 * index `users_username_lower_key` under races).
 * @throws AppError VALIDATION `role` account.roleTooHigh, `division` errors.doesNotExist
 *   (unknown or another company's), `username` validation.userExists, `countries` errors.choice;
 *   PERMISSION_DENIED a head of division naming another division
 */
export async function createEmployee(
  db: Db,
  creator: CurrentUser,
  body: NewEmployee,
): Promise<User> {
  if (roleRank(body.role) >= rankOf(creator)) throw fieldError('role', 'account.roleTooHigh');
  const division = await findDivisionOf(db, creator, body.division);
  if (!creator.isSuperAdmin && creator.role === 'head_of_division') {
    if (creator.divisionId !== division.id) throw new AppError('PERMISSION_DENIED');
  }
  const [taken] = await db.select({ id: users.id }).from(users).where(sameLogin(body.username));
  if (taken) throw fieldError('username', 'validation.userExists');
  const countryIds = await assertCountriesExist(db, body.countries);
  const [row] = await db
    .insert(users)
    .values({
      username: body.username,
      passwordHash: await hashPassword(body.password),
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      patronymic: body.patronymic,
      contactTelephone: body.contact_telephone,
      companyId: division.companyId,
      divisionId: division.id,
      role: body.role,
      countries: countryIds,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return presentUser(row);
}

/**
 * The division named in the body, when the creator reaches it (the super admin: any).
 * @throws AppError VALIDATION `division` errors.doesNotExist
 */
async function findDivisionOf(db: Db, creator: CurrentUser, divisionId: number) {
  const [division] = await db
    .select({ id: divisions.id, companyId: divisions.companyId })
    .from(divisions)
    .where(eq(divisions.id, divisionId));
  if (!division || (!creator.isSuperAdmin && division.companyId !== creator.companyId)) {
    throw fieldError('division', 'errors.doesNotExist', { pk: divisionId });
  }
  return division;
}
