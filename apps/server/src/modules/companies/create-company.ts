import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { sameLogin } from '../../platform/auth/same-login.ts';

export type NewCompany = {
  name: string;
  head: { username: string; password: string; firstName?: string; lastName?: string };
};

/**
 * Creates a company with its head (role head_of_company) in one transaction.
 * @throws Error when the head's login is taken
 */
export async function createCompany(db: Db, input: NewCompany) {
  const passwordHash = await hashPassword(input.head.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sameLogin(input.head.username));
    if (taken) throw new Error(`login "${input.head.username}" is taken`);
    const [company] = await tx.insert(companies).values({ name: input.name }).returning();
    if (!company) throw new Error('insert returned no company');
    const [head] = await tx
      .insert(users)
      .values({
        username: input.head.username,
        passwordHash,
        firstName: input.head.firstName ?? '',
        lastName: input.head.lastName ?? '',
        companyId: company.id,
        role: 'head_of_company',
      })
      .returning({ id: users.id, username: users.username });
    if (!head) throw new Error('insert returned no user');
    return { company, head };
  });
}
