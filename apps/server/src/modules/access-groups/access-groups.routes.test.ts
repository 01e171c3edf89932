import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { bearer, buildCompany, buildDivision, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;
let head: ApiCaller;
let worker: ApiCaller;
let workerId: number;
let cropId: number;
let yearIds: number[];

async function as(username: string) {
  return apiAs(app, bearer((await logInAs(app, username)).access));
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const company = await buildCompany(db, 'Agro');
  await buildUser(db, { username: 'head', companyId: company.id, role: 'head_of_company' });
  workerId = (await buildUser(db, { username: 'worker', companyId: company.id, role: 'employee' }))
    .id;
  head = await as('head');
  worker = await as('worker');
  cropId = (await head('POST', 'species_table/', { russian_name: 'Пшеница' })).json().spec_id;
  const fieldId = (
    await head('POST', 'field_table/', { spec_id: cropId, field_name: 'КСИ', region: 'Юг' })
  ).json().field_id;
  yearIds = [];
  for (const year of [2024, 2025]) {
    yearIds.push(
      (await head('POST', 'field_year_add/', { field_id: fieldId, year, spec_id: cropId })).json()
        .id,
    );
  }
  await head('POST', 'plot_table/', {
    plot_name: 'P',
    field: fieldId,
    year: 2025,
    spec_id: cropId,
    line_name: 'L',
  });
});
afterEach(() => app.close());

const table = (api: ApiCaller, yearId: number) =>
  api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`);

describe('users/users_groups/', () => {
  it('creates a group (201) with the creator when add_yourself, lists, reads, renames, deletes', async () => {
    const created = await head('POST', '/users/users_groups/', {
      name: ' Агрономы ',
      write: true,
      add_yourself: true,
      user_ids: [workerId],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toEqual({
      id: expect.any(Number),
      name: 'Агрономы',
      read: true,
      write: true,
      creator_id: expect.any(Number),
      users: [
        {
          id: expect.any(Number),
          username: 'head',
          first_name: '',
          last_name: '',
          role: 'head_of_company',
        },
        { id: workerId, username: 'worker', first_name: '', last_name: '', role: 'employee' },
      ],
    });
    expect((await head('GET', '/users/users_groups/')).json()).toEqual([group]);
    const detail = (await head('GET', `/users/users_groups/${group.id}/`)).json();
    expect(detail.users[1]).toEqual({
      id: workerId,
      username: 'worker',
      company_id: expect.any(Number),
      company_name: 'Agro',
      division_id: null,
      division_name: null,
      role: 'employee',
    });
    const renamed = await head('PUT', `/users/users_groups/${group.id}/`, { name: 'Полевые' });
    expect(renamed.json()).toEqual({
      name: 'Полевые',
      read: true,
      write: true,
      users: group.users,
    });
    expect((await head('DELETE', `/users/users_groups/${group.id}/`)).statusCode).toBe(204);
    expect((await head('GET', '/users/users_groups/')).json()).toEqual([]);
  });

  it('refuses a duplicate name and members from another company', async () => {
    await head('POST', '/users/users_groups/', { name: 'A' });
    const again = await head('POST', '/users/users_groups/', { name: ' a ' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: ['A group with this name already exists.'] });
    const { db } = await getTestDatabase();
    const outsider = await buildUser(db, { username: 'outsider' });
    const foreign = await head('POST', '/users/users_groups/', {
      name: 'B',
      user_ids: [outsider.id],
    });
    expect(foreign.json()).toEqual({
      user_ids: ['Only active users of your company can be members.'],
    });
  });

  it('invites members', async () => {
    const group = (await head('POST', '/users/users_groups/', { name: 'G' })).json();
    const invited = await head('POST', '/users/users_groups/invite/', {
      user_group_id: group.id,
      user_ids: [workerId],
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toEqual({
      user_group_id: group.id,
      name: 'G',
      read: true,
      write: false,
      creator_id: expect.any(Number),
      users: [
        {
          id: workerId,
          username: 'worker',
          company_id: expect.any(Number),
          company_name: 'Agro',
          division_id: null,
          division_name: null,
          role: 'employee',
        },
      ],
    });
  });
});

describe('the platform super admin', () => {
  it("creates and manages groups over any company's nurseries, belonging to another company's division", async () => {
    const { db } = await getTestDatabase();
    const home = await buildCompany(db, 'Platform');
    const desk = await buildDivision(db, home.id, 'Поддержка');
    const adminId = (
      await buildUser(db, {
        username: 'root',
        companyId: home.id,
        divisionId: desk.id,
        isSuperAdmin: true,
      })
    ).id;
    const admin = await as('root');
    const profile = (await admin('GET', '/users/profile/')).json();
    expect(profile.user_data.division).toBe(desk.id);

    const created = await admin('POST', 'field_year_permissions/', {
      year_ids: [yearIds[1]],
      name: 'Аудит',
      write: true,
      user_ids: [workerId],
      add_yourself: true,
    });
    expect(created.statusCode).toBe(201);
    const [permission] = created.json();
    expect(permission.field).toMatchObject({ year_id: yearIds[1] });
    expect(permission.users.map((u: { username: string }) => u.username)).toEqual([
      'root',
      'worker',
    ]);
    // the group is Agro's: its head manages it, and it grants the worker the season
    const groupId: number = permission.user_group_id;
    expect((await head('GET', `/users/users_groups/${groupId}/`)).statusCode).toBe(200);
    expect((await table(worker, yearIds[1] as number)).statusCode).toBe(200);
    const detail = (await admin('GET', `/users/users_groups/${groupId}/`)).json();
    expect(detail.users[0]).toEqual({
      id: adminId,
      username: 'root',
      company_id: home.id,
      company_name: 'Platform',
      division_id: desk.id,
      division_name: 'Поддержка',
      role: 'employee',
    });
    const regrouped = await admin('PATCH', 'field_year_permissions/update_group_data/', {
      user_group_id: groupId,
      year_ids: [yearIds[0], yearIds[1]],
    });
    expect(regrouped.statusCode).toBe(200);
    expect(regrouped.json()).toHaveLength(2);

    const plain = await admin('POST', '/users/users_groups/', {
      name: 'Полевые',
      user_ids: [workerId],
    });
    expect(plain.statusCode).toBe(201);
    expect((await head('GET', '/users/users_groups/')).json()).toHaveLength(2);
    expect((await admin('DELETE', `/users/users_groups/${plain.json().id}/`)).statusCode).toBe(204);
  });
});

describe('field_year_permissions/ and what they grant', () => {
  it('a view-only group shows the season to the employee read-only; deleting it hides it', async () => {
    expect((await table(worker, yearIds[1] as number)).statusCode).toBe(404);
    expect((await worker('GET', `field_table/?spec_id=${cropId}`)).json()).toEqual([]);

    const created = await head('POST', 'field_year_permissions/', {
      year_ids: [yearIds[1]],
      name: 'Читатели',
      user_ids: [workerId],
    });
    expect(created.statusCode).toBe(201);
    const [permission] = created.json();
    expect(permission).toEqual({
      id: expect.any(Number),
      user_group_id: expect.any(Number),
      read: true,
      write: false,
      field: {
        year_id: yearIds[1],
        field_id: expect.any(Number),
        spec_id: cropId,
        year: 2025,
        field_name: 'КСИ',
        field_owner_id: expect.any(Number),
        field_owner_company_id: expect.any(Number),
      },
      users: [expect.objectContaining({ id: workerId, company_name: 'Agro', role: 'employee' })],
    });

    expect((await table(worker, yearIds[1] as number)).json().meta.total_items).toBe(1);
    const fields = (await worker('GET', `field_table/?spec_id=${cropId}`)).json();
    expect(fields[0].fieldyear_set.map((y: { year: number }) => y.year)).toEqual([2025]);
    expect((await table(worker, yearIds[0] as number)).statusCode).toBe(404);
    const plotId = (await table(worker, yearIds[1] as number)).json().data[0].plot_id;
    const edit = await worker('PATCH', `plot_table/${plotId}/`, { comment: 'mine' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ detail: 'You do not have permission to perform this action.' });

    expect(
      (await head('DELETE', `/users/users_groups/${permission.user_group_id}/`)).statusCode,
    ).toBe(204);
    expect((await table(worker, yearIds[1] as number)).statusCode).toBe(404);
  });

  it('a view-and-edit group lets the employee edit that season only', async () => {
    const [permission] = (
      await head('POST', 'field_year_permissions/', {
        year_ids: [yearIds[1]],
        name: 'Редакторы',
        write: true,
        user_ids: [workerId],
      })
    ).json();
    expect(permission.write).toBe(true);
    const plotId = (await table(worker, yearIds[1] as number)).json().data[0].plot_id;
    expect((await worker('PATCH', `plot_table/${plotId}/`, { comment: 'ok' })).statusCode).toBe(
      200,
    );
    const fieldId = permission.field.field_id;
    expect((await worker('DELETE', `field_table/${fieldId}/`)).statusCode).toBe(403);
    const newPlot = await worker('POST', 'plot_table/', {
      plot_name: 'W',
      field: fieldId,
      year: 2025,
      spec_id: cropId,
      line_name: 'L2',
    });
    expect(newPlot.statusCode).toBe(201);
    const otherYear = await worker('POST', 'plot_table/', {
      plot_name: 'W',
      field: fieldId,
      year: 2026,
      spec_id: cropId,
      line_name: 'L2',
    });
    expect(otherYear.statusCode).toBe(403);
  });

  it('lists, reads, renames, regroups and deletes permissions', async () => {
    const [first, second] = (
      await head('POST', 'field_year_permissions/', {
        year_ids: yearIds,
        name: 'G',
        user_ids: [workerId],
      })
    ).json();
    const list = (await head('GET', 'field_year_permissions/')).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      user_group_name: 'G',
      user_group_read: true,
      user_group_write: false,
    });
    expect((await head('GET', `field_year_permissions/${first.id}/`)).json().id).toBe(first.id);
    const renamed = await head('PUT', `field_year_permissions/${first.id}/`, { name: 'G2' });
    expect(renamed.json()).toMatchObject({
      user_group_id: first.user_group_id,
      user_group_name: 'G2',
    });
    const patched = await head('PATCH', 'field_year_permissions/update_group_data/', {
      user_group_id: first.user_group_id,
      user_group_write: true,
      year_ids: [yearIds[0]],
      user_ids: [],
    });
    expect(patched.json()).toEqual([
      expect.objectContaining({
        user_group_write: true,
        users: [],
        field: expect.objectContaining({ year: 2024 }),
      }),
    ]);
    const groups = (await head('GET', 'user_groups_with_fields/')).json();
    expect(groups).toEqual([
      {
        user_group_id: first.user_group_id,
        user_group_name: 'G2',
        user_group_read: true,
        user_group_write: true,
        user_group_creator_id: expect.any(Number),
        users: [],
        fields: [expect.objectContaining({ year: 2024 })],
      },
    ]);
    const remaining = (await head('GET', 'field_year_permissions/')).json();
    expect((await head('DELETE', `field_year_permissions/${remaining[0].id}/`)).statusCode).toBe(
      204,
    );
    expect((await head('GET', 'field_year_permissions/')).json()).toEqual([]);
    expect(second.id).not.toBe(first.id);
  });

  it('refuses seasons of another company (400) and answers 404 for its groups', async () => {
    const { db } = await getTestDatabase();
    const rival = await buildCompany(db, 'Rival');
    await buildUser(db, { username: 'rival', companyId: rival.id, role: 'head_of_company' });
    const other = await as('rival');
    const refused = await other('POST', 'field_year_permissions/', {
      year_ids: [yearIds[0]],
      name: 'X',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['year_ids']);
    const group = (await head('POST', '/users/users_groups/', { name: 'Mine' })).json();
    expect((await other('GET', `/users/users_groups/${group.id}/`)).statusCode).toBe(404);
    expect((await other('DELETE', `/users/users_groups/${group.id}/`)).statusCode).toBe(404);
    expect((await head('GET', '/users/users_groups/')).json()).toHaveLength(1);
  });

  it("offers a head of division the head of company's nurseries to grant (grantable), not another division's", async () => {
    const { db } = await getTestDatabase();
    const [company] = await db.select().from(companies);
    if (!company) throw new Error('no company');
    const north = await buildDivision(db, company.id, 'Север');
    const south = await buildDivision(db, company.id, 'Юг');
    await buildUser(db, {
      username: 'chief',
      companyId: company.id,
      role: 'head_of_division',
      divisionId: north.id,
    });
    await buildUser(db, {
      username: 'southern',
      companyId: company.id,
      role: 'employee',
      divisionId: south.id,
    });
    const chief = await as('chief');
    const southern = await as('southern');
    const southField = (
      await southern('POST', 'field_table/', { spec_id: cropId, field_name: 'Южный', region: 'Юг' })
    ).json().field_id;
    const southYear = (
      await southern('POST', 'field_year_add/', {
        field_id: southField,
        year: 2025,
        spec_id: cropId,
      })
    ).json().id;
    const own = (
      await chief('POST', 'field_table/', {
        spec_id: cropId,
        field_name: 'Северный',
        region: 'Север',
      })
    ).json().field_id;

    const names = (list: { field_name: string }[]) => list.map((field) => field.field_name);
    expect(names((await chief('GET', `field_table/?spec_id=${cropId}`)).json())).toEqual([
      'Северный',
    ]);
    const grantable = (await chief('GET', `field_table/?spec_id=${cropId}&grantable=true`)).json();
    expect(names(grantable)).toEqual(['КСИ', 'Северный']);
    expect(grantable[0].fieldyear_set.map((year: { id: number }) => year.id)).toEqual(yearIds);
    expect(grantable[1].field_id).toBe(own);
    expect(
      names((await head('GET', `field_table/?spec_id=${cropId}&grantable=true`)).json()),
    ).toEqual(['Северный', 'КСИ', 'Южный'].sort((a, b) => a.localeCompare(b, 'ru')));
    expect((await worker('GET', `field_table/?spec_id=${cropId}&grantable=true`)).statusCode).toBe(
      403,
    );

    const granted = await chief('POST', 'field_year_permissions/', {
      year_ids: [yearIds[1]],
      name: 'Север',
    });
    expect(granted.statusCode).toBe(201);
    const refused = await chief('POST', 'field_year_permissions/', {
      year_ids: [southYear],
      name: 'Юг',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['year_ids']);
  });
});
