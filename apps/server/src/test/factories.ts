import type { Role } from '@plotline/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { companies, divisions, users } from '../db/schema.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

export const TEST_PASSWORD = 'Secret-pass1';

// argon2 is slow on purpose: every test user shares one hash of TEST_PASSWORD.
let testPasswordHash: Promise<string> | undefined;
function hashTestPassword(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

/** Inserts a user (company-less unless a company is given) with TEST_PASSWORD. */
export async function buildUser(
  db: Db,
  values: {
    username: string;
    companyId?: number;
    role?: Role;
    isActive?: boolean;
    divisionId?: number;
    isSuperAdmin?: boolean;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      username: values.username,
      passwordHash: await hashTestPassword(),
      companyId: values.companyId ?? null,
      role: values.role ?? (values.companyId ? 'employee' : null),
      isActive: values.isActive ?? true,
      divisionId: values.divisionId ?? null,
      isSuperAdmin: values.isSuperAdmin ?? false,
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

/** Inserts a division of a company. */
export async function buildDivision(db: Db, companyId: number, name = 'Селекция') {
  const [division] = await db.insert(divisions).values({ companyId, name }).returning();
  if (!division) throw new Error('no division');
  return division;
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
