import type { FastifyInstance } from 'fastify';
import { bearer, buildCompany, buildDivision, buildUser, logInAs } from './factories.ts';
import { getTestDatabase } from './test-app.ts';

/** The actors of the role table (decision 014). */
export const ACTORS = ['root', 'boss', 'chief', 'worker', 'solo'] as const;
export type Actor = (typeof ACTORS)[number] | 'geneticist' | 'rival';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A company «Агро» with divisions «Селекция» (head of division `chief`, employee `worker`)
 * and «Генетика» (employee `geneticist`), its head `boss`; a second company «Rival» (head
 * `rival`, division «Rival lab»); the super admin `root` and the company-less `solo`.
 * `call(actor, …)` signs the actor in once and calls `/api/v1/<url>` as them; `signIn(actor)`
 * gives their bearer header.
 */
export async function setUpCompany(app: FastifyInstance) {
  const { db } = await getTestDatabase();
  const company = await buildCompany(db, 'Агро');
  const selection = await buildDivision(db, company.id, 'Селекция');
  const genetics = await buildDivision(db, company.id, 'Генетика');
  const rivalCompany = await buildCompany(db, 'Rival');
  const rivalDivision = await buildDivision(db, rivalCompany.id, 'Rival lab');
  const member = (role: 'head_of_company' | 'head_of_division' | 'employee', divisionId?: number) =>
    ({ companyId: company.id, role, divisionId }) as const;
  const users = {
    root: await buildUser(db, { username: 'root', isSuperAdmin: true }),
    boss: await buildUser(db, { username: 'boss', ...member('head_of_company') }),
    chief: await buildUser(db, { username: 'chief', ...member('head_of_division', selection.id) }),
    worker: await buildUser(db, { username: 'worker', ...member('employee', selection.id) }),
    geneticist: await buildUser(db, { username: 'geneticist', ...member('employee', genetics.id) }),
    rival: await buildUser(db, {
      username: 'rival',
      companyId: rivalCompany.id,
      role: 'head_of_company',
    }),
    solo: await buildUser(db, { username: 'solo' }),
  };
  const headers = new Map<Actor, Record<string, string>>();
  const signIn = async (actor: Actor) => {
    const known = headers.get(actor);
    if (known) return known;
    const signed = bearer((await logInAs(app, actor)).access);
    headers.set(actor, signed);
    return signed;
  };
  const call = async (
    actor: Actor,
    method: Method,
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(await signIn(actor)), ...extra },
      payload,
    });
  return { db, company, selection, genetics, rivalCompany, rivalDivision, users, call, signIn };
}

export type CompanyFixture = Awaited<ReturnType<typeof setUpCompany>>;
