import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, type CompanyFixture, setUpCompany } from '../../test/company-fixture.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let fx: CompanyFixture;

const DENIED = { detail: 'You do not have permission to perform this action.' };

const newEmployee = (division: number, username: string) => ({
  username,
  password: 'Strong-pass1',
  first_name: 'Иван',
  last_name: 'Иванов',
  email: `${username}@example.org`,
  division,
  role: 'employee',
  countries: [1],
});

type Request = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/** Every management route with a valid request, and the status each actor gets. */
const ROUTES: Record<string, [(fx: CompanyFixture, actor: Actor) => Request, number[]]> = {
  'GET users/divisions/': [() => ({ method: 'GET', url: 'users/divisions/' }), [200, 200, 200]],
  'POST users/divisions/': [
    (f) => ({
      method: 'POST',
      url: 'users/divisions/',
      payload: { company_division_name: 'Новый отдел', company: f.company.id },
    }),
    [201, 201, 403],
  ],
  'PATCH users/divisions/<own>/': [
    (f) => ({
      method: 'PATCH',
      url: `users/divisions/${f.selection.id}/`,
      payload: { company_division_name: 'Селекция пшеницы' },
    }),
    [200, 200, 200],
  ],
  'PATCH users/divisions/<other>/': [
    (f) => ({
      method: 'PATCH',
      url: `users/divisions/${f.genetics.id}/`,
      payload: { company_division_name: 'Геномика' },
    }),
    [200, 200, 403],
  ],
  'POST users/employees/': [
    (f, actor) => ({
      method: 'POST',
      url: 'users/employees/',
      payload: newEmployee(f.selection.id, `new.${actor}`),
    }),
    [201, 201, 201],
  ],
  'DELETE users/employees/<id>/': [
    (f) => ({ method: 'DELETE', url: `users/employees/${f.users.worker.id}/` }),
    [204, 204, 204],
  ],
  'GET users/users_by_company_id/': [
    () => ({ method: 'GET', url: 'users/users_by_company_id/' }),
    [200, 200, 200],
  ],
  'GET users/companies/': [() => ({ method: 'GET', url: 'users/companies/' }), [200, 200, 200]],
  'POST users/companies/': [
    () => ({
      method: 'POST',
      url: 'users/companies/',
      payload: {
        company_name: 'Новая компания',
        head: { username: 'new.head', password: 'Strong-pass1', first_name: 'А', last_name: 'Б' },
      },
    }),
    [201, 403, 403],
  ],
};

/** [route, actor, status]: root/boss/chief as in ROUTES; employees and company-less 403. */
const TABLE = Object.entries(ROUTES).flatMap(([name, [, [root, boss, chief]]]) =>
  (
    [
      ['root', root],
      ['boss', boss],
      ['chief', chief],
      ['worker', 403],
      ['solo', 403],
    ] as const
  ).map(([actor, status]) => [name, actor, status] as const),
);

describe('the management guard', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  it.each(TABLE)('%s as %s → %i', async (name, actor, status) => {
    const [build] = ROUTES[name] ?? [];
    if (!build) throw new Error(name);
    const { method, url, payload } = build(fx, actor);
    const response = await fx.call(actor, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) expect(response.json()).toEqual(DENIED);
  });

  it('opens the company structure to every member, not to company-less users', async () => {
    for (const actor of ['boss', 'chief', 'worker'] as const) {
      expect((await fx.call(actor, 'GET', 'users/company_structure/')).statusCode).toBe(200);
    }
    const root = await fx.call(
      'root',
      'GET',
      `users/company_structure/?company_id=${fx.company.id}`,
    );
    expect(root.statusCode).toBe(200);
    const solo = await fx.call('solo', 'GET', 'users/company_structure/?is_active=maybe');
    expect(solo.statusCode).toBe(403);
    expect(solo.json()).toEqual(DENIED);
  });

  it.each([
    ['POST', 'users/divisions/', {}],
    ['POST', 'users/divisions/', { company_division_name: '' }],
    ['PATCH', 'users/divisions/999999/', { company_division_name: 'X' }],
    ['PATCH', 'users/divisions/None/', { company_division_name: 'X' }],
    ['DELETE', 'users/employees/None/', undefined],
    ['DELETE', 'users/employees/999999/', undefined],
    ['POST', 'users/employees/', { role: 'head_of_company' }],
    ['GET', 'users/users_by_company_id/?ordering=nonsense', undefined],
    ['GET', 'users/divisions/?company_id=abc', undefined],
  ] as const)(
    'answers an employee 403 before validating or looking up: %s %s',
    async (method, url, payload) => {
      const response = await fx.call('worker', method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(DENIED);
    },
  );

  it('answers 403 before parsing a malformed body, in the asked language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/users/divisions/',
      headers: {
        ...(await fx.signIn('worker')),
        'content-type': 'application/json',
        'accept-language': 'ru',
      },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'У вас нет прав для выполнения этого действия.' });
  });

  it('lets only the super admin create companies, even with an invalid body', async () => {
    const response = await fx.call('boss', 'POST', 'users/companies/', { company_name: '' });
    expect(response.statusCode).toBe(403);
  });

  it('asks for a token before anything else', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/users/divisions/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
