import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { type CompanyFixture, setUpCompany } from '../../test/company-fixture.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let fx: CompanyFixture;

type Person = { username: string };
type Structure = {
  id: number;
  company_name: string;
  head: Person[];
  divisions: { id: number; company_division_name: string; head: Person[]; users: Person[] }[];
};

const logins = (people: Person[]) => people.map((person) => person.username);

/** The structure as logins only: `{company, head, divisions: {name: [heads, users]}}`. */
function outline(structure: Structure) {
  return {
    company: structure.company_name,
    head: logins(structure.head),
    divisions: Object.fromEntries(
      structure.divisions.map((d) => [d.company_division_name, [logins(d.head), logins(d.users)]]),
    ),
  };
}

describe('GET users/company_structure/', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  it('shows the heads and each division (by name) with its heads and members', async () => {
    const response = await fx.call('worker', 'GET', 'users/company_structure/?is_active=true');
    expect(response.statusCode).toBe(200);
    const body = response.json<Structure>();
    expect(body.id).toBe(fx.company.id);
    expect(outline(body)).toEqual({
      company: 'Агро',
      head: ['boss'],
      divisions: { Генетика: [[], ['geneticist']], Селекция: [['chief'], ['worker']] },
    });
    expect(body.divisions[1]?.head[0]).toEqual({
      id: fx.users.chief.id,
      username: 'chief',
      email: '',
      first_name: '',
      last_name: '',
      patronymic: '',
      birthday: null,
      contact_telephone: '',
      extra_information: '',
      division: fx.selection.id,
      is_head_of_company: false,
      is_head_of_division: true,
      countries: [],
    });
  });

  it('orders people by last name, then first name (ё = е, any case)', async () => {
    const names = { worker: 'Ёжиков', boss: 'Яковлев' };
    for (const [username, lastName] of Object.entries(names)) {
      await fx.db.update(users).set({ lastName }).where(eq(users.username, username));
    }
    await fx.db
      .update(users)
      .set({ divisionId: fx.selection.id, lastName: 'егоров' })
      .where(eq(users.username, 'geneticist'));
    const body = (await fx.call('boss', 'GET', 'users/company_structure/')).json<Structure>();
    expect(logins(body.divisions[1]?.users ?? [])).toEqual(['geneticist', 'worker']);
  });

  it('hides deactivated users with is_active=true, shows only them with false', async () => {
    await fx.call('boss', 'DELETE', `users/employees/${fx.users.worker.id}/`);
    const active = await fx.call('chief', 'GET', 'users/company_structure/?is_active=true');
    expect(outline(active.json()).divisions).toEqual({
      Генетика: [[], ['geneticist']],
      Селекция: [['chief'], []],
    });
    const inactive = await fx.call('chief', 'GET', 'users/company_structure/?is_active=false');
    expect(outline(inactive.json())).toMatchObject({
      head: [],
      divisions: { Генетика: [[], []], Селекция: [[], ['worker']] },
    });
    const everyone = await fx.call('chief', 'GET', 'users/company_structure/');
    expect(outline(everyone.json()).divisions.Селекция).toEqual([['chief'], ['worker']]);
  });

  it('refuses a malformed is_active', async () => {
    const response = await fx.call('boss', 'GET', 'users/company_structure/?is_active=yes');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ is_active: ['This is not a valid choice.'] });
  });

  it('lets the super admin look at any company, and asks which', async () => {
    const rival = await fx.call(
      'root',
      'GET',
      `users/company_structure/?company_id=${fx.rivalCompany.id}`,
    );
    expect(outline(rival.json())).toEqual({
      company: 'Rival',
      head: ['rival'],
      divisions: { 'Rival lab': [[], []] },
    });
    const none = await fx.call('root', 'GET', 'users/company_structure/');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ company_id: ['This field is required.'] });
    const unknown = await fx.call('root', 'GET', 'users/company_structure/?company_id=999999');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 to a member naming another company', async () => {
    const response = await fx.call(
      'worker',
      'GET',
      `users/company_structure/?company_id=${fx.rivalCompany.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
