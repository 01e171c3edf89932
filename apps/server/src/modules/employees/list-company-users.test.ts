import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { type CompanyFixture, setUpCompany } from '../../test/company-fixture.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let fx: CompanyFixture;

type Listed = { username: string; permission_groups: { id: number; name: string }[] };

async function buildGroup(companyId: number, name: string, members: number[]) {
  const [group] = await fx.db.insert(userGroups).values({ companyId, name }).returning();
  if (!group) throw new Error('no group');
  await fx.db
    .insert(userGroupMembers)
    .values(members.map((userId) => ({ groupId: group.id, userId })));
  return group;
}

const list = async (query = '') => {
  const response = await fx.call('boss', 'GET', `users/users_by_company_id/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed[]>();
};
const names = (rows: Listed[]) => rows.map((row) => row.username);

describe('GET users/users_by_company_id/', () => {
  let field: { id: number };
  let ёлки: { id: number };

  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
    const { boss, chief, worker } = fx.users;
    field = await buildGroup(fx.company.id, 'Полевой доступ', [chief.id, worker.id]);
    ёлки = await buildGroup(fx.company.id, 'Ёлки', [worker.id]);
    await buildGroup(fx.rivalCompany.id, 'Rival group', [fx.users.rival.id]);
    await fx.db.update(users).set({ firstName: 'Борис' }).where(eq(users.id, boss.id));
  });
  afterEach(() => app.close());

  it('lists the company’s active users by id with their groups and the contract keys', async () => {
    await fx.call('boss', 'DELETE', `users/employees/${fx.users.geneticist.id}/`);
    const rows = await list();
    expect(names(rows)).toEqual(['boss', 'chief', 'worker']);
    expect(rows[0]).toEqual({
      id: fx.users.boss.id,
      username: 'boss',
      role: 'head_of_company',
      permission_groups: [],
      first_name: 'Борис',
      last_name: '',
      patronymic: '',
      email: '',
      division: null,
      division_name: '',
      company_id: fx.company.id,
      company_name: 'Агро',
    });
    expect(rows[2]).toMatchObject({
      division: fx.selection.id,
      division_name: 'Селекция',
      permission_groups: [
        { id: field.id, name: 'Полевой доступ' },
        { id: ёлки.id, name: 'Ёлки' },
      ],
    });
  });

  it('filters by substrings of login, role and group name, in any case with ё = е', async () => {
    expect(names(await list('?username=OR'))).toEqual(['worker']);
    expect(names(await list('?role=HEAD'))).toEqual(['boss', 'chief']);
    expect(names(await list('?role=employee'))).toEqual(['worker', 'geneticist']);
    expect(names(await list('?group_name=елк'))).toEqual(['worker']);
    expect(names(await list('?group_name=доступ&username=chi'))).toEqual(['chief']);
    expect(await list('?group_name=Rival')).toEqual([]);
  });

  it('orders users and each user’s groups', async () => {
    expect(names(await list('?ordering=-id'))).toEqual(['geneticist', 'worker', 'chief', 'boss']);
    expect(names(await list('?ordering=username'))).toEqual([
      'boss',
      'chief',
      'geneticist',
      'worker',
    ]);
    expect(names(await list('?ordering=-username'))).toEqual([
      'worker',
      'geneticist',
      'chief',
      'boss',
    ]);
    const groupsOf = async (ordering: string) =>
      (await list(`?username=worker&ordering_by_groups=${ordering}`))[0]?.permission_groups.map(
        (g) => g.name,
      );
    expect(await groupsOf('name')).toEqual(['Ёлки', 'Полевой доступ']);
    expect(await groupsOf('-name')).toEqual(['Полевой доступ', 'Ёлки']);
    expect(await groupsOf('-id')).toEqual(['Ёлки', 'Полевой доступ']);
  });

  it('refuses an unknown ordering', async () => {
    const response = await fx.call('boss', 'GET', 'users/users_by_company_id/?ordering=name');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ordering: ['This is not a valid choice.'] });
  });

  it('shows the super admin every company, or the one asked for; a head only their own', async () => {
    const all = await fx.call('root', 'GET', 'users/users_by_company_id/?ordering=username');
    expect(names(all.json())).toEqual(['boss', 'chief', 'geneticist', 'rival', 'worker']);
    const rival = await fx.call(
      'root',
      'GET',
      `users/users_by_company_id/?company_id=${fx.rivalCompany.id}`,
    );
    expect(rival.json()[0]).toMatchObject({
      username: 'rival',
      permission_groups: [{ name: 'Rival group' }],
    });
    const other = await fx.call(
      'boss',
      'GET',
      `users/users_by_company_id/?company_id=${fx.rivalCompany.id}`,
    );
    expect(other.statusCode).toBe(404);
  });
});
