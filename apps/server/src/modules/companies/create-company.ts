import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { sameLogin } from '../../platform/auth/same-login.ts';

export type NewCompany = {
  name: string;
  head: {
    username: string;
    password: string;
    firstName?: string;
    lastName?: string;
    email?: string;
    /** Country ids of the head (their regions are offered in forms); none by default. */
    countries?: number[];
  };
};

/**
 * Creates a company with its head (role head_of_company) in one transaction. Used by
 * `POST users/companies/`, the CLI and the demo seed; the password is not checked here (the
 * route's schema applies the registration rules).
 * @throws AppError VALIDATION `head` validation.userExists when the head's login is taken
 *   (case-insensitively)
 */
export async function createCompany(db: Db, input: NewCompany) {
  const passwordHash = await hashPassword(input.head.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sameLogin(input.head.username));
    if (taken) throw fieldError('head', 'validation.userExists');
    const [company] = await tx.insert(companies).values({ name: input.name }).returning();
    if (!company) throw new Error('insert returned no company');
    const [head] = await tx
      .insert(users)
      .values({
        username: input.head.username,
        passwordHash,
        firstName: input.head.firstName ?? '',
        lastName: input.head.lastName ?? '',
        email: input.head.email ?? '',
        countries: input.head.countries ?? [],
        companyId: company.id,
        role: 'head_of_company',
      })
      .returning();
    if (!head) throw new Error('insert returned no user');
    return { company, head };
  });
}
