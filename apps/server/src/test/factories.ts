import type { Role } from '@plotline/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { companies, users } from '../db/schema.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

export const TEST_PASSWORD = 'Secret-pass1';

/** Inserts a user (company-less unless a company is given) with TEST_PASSWORD. */
export async function buildUser(
  db: Db,
  values: { username: string; companyId?: number; role?: Role; isActive?: boolean },
) {
  const [user] = await db
    .insert(users)
    .values({
      username: values.username,
      passwordHash: await hashPassword(TEST_PASSWORD),
      companyId: values.companyId ?? null,
      role: values.role ?? (values.companyId ? 'employee' : null),
      isActive: values.isActive ?? true,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

/** Inserts a company. */
export async function buildCompany(db: Db, name = 'Agro Test') {
  const [company] = await db.insert(companies).values({ name }).returning();
  if (!company) throw new Error('no company');
  return company;
}

/** Logs in through the API and returns the token pair. */
export async function logInAs(app: FastifyInstance, username: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/login/',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ access: string; refresh: string }>();
}

/** Authorization header of a token. */
export function bearer(access: string) {
  return { authorization: `Bearer ${access}` };
}
