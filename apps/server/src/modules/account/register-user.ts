import type { RegistrationBody, User } from '@plotline/contract/auth';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { countries, users } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { sameLogin } from '../../platform/auth/same-login.ts';
import { presentUser } from './present-user.ts';

type Registration = z.output<typeof RegistrationBody>;

/**
 * Creates a company-less user (api-contract §2).
 * @throws AppError VALIDATION `username` when the login is taken (case-insensitively),
 *   `countries` when an id names no country
 */
export async function registerUser(db: Db, body: Registration): Promise<User> {
  const [taken] = await db.select({ id: users.id }).from(users).where(sameLogin(body.username));
  if (taken) throw fieldError('username', 'validation.userExists');
  const countryIds = await assertCountriesExist(db, body.countries);
  const [row] = await db
    .insert(users)
    .values({
      username: body.username,
      passwordHash: await hashPassword(body.password1),
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      patronymic: body.patronymic,
      contactTelephone: body.contact_telephone,
      countries: countryIds,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return presentUser(row);
}

/**
 * The distinct country ids of a `countries` field, all of them known.
 * @throws AppError VALIDATION `countries` errors.choice when an id names no country
 */
export async function assertCountriesExist(db: Db, ids: readonly number[]): Promise<number[]> {
  const countryIds = [...new Set(ids)];
  if (countryIds.length === 0) return countryIds;
  const found = await db
    .select({ id: countries.id })
    .from(countries)
    .where(sql`${countries.id} = any(${sql.param(countryIds)}::int[])`);
  if (found.length !== countryIds.length) throw fieldError('countries', 'errors.choice');
  return countryIds;
}
