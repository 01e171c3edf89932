import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crops, users } from '../../db/schema.ts';
import { type CompanyFixture, setUpCompany } from '../../test/company-fixture.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { purgeDeactivatedUsers, retentionCutoff } from './purge-deactivated-users.ts';

let app: FastifyInstance;
let fx: CompanyFixture;

const DAY = 24 * 60 * 60 * 1000;

async function findUser(id: number) {
  const [row] = await fx.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('purgeDeactivatedUsers', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  it('erases personal data of users deactivated over a year ago, as account deletion does', async () => {
    const { worker, geneticist } = fx.users;
    await fx.db
      .update(users)
      .set({ email: 'w@example.org', firstName: 'Анна', birthday: '1990-01-02', countries: [1] })
      .where(eq(users.id, worker.id));
    await fx.call('worker', 'POST', 'plotline_db/species_table/', { russian_name: 'Рожь' });
    expect((await fx.call('boss', 'DELETE', `users/employees/${worker.id}/`)).statusCode).toBe(204);
    const deactivatedAt = (await findUser(worker.id))?.deactivatedAt;
    if (!deactivatedAt) throw new Error('not deactivated');

    // a day short of a year: nothing happens
    expect(await purgeDeactivatedUsers(fx.db, new Date(deactivatedAt.getTime() + 364 * DAY))).toBe(
      0,
    );
    expect((await findUser(worker.id))?.username).toBe('worker');

    const later = new Date(deactivatedAt.getTime() + 366 * DAY);
    expect(await purgeDeactivatedUsers(fx.db, later)).toBe(1);
    const row = await findUser(worker.id);
    expect(row).toMatchObject({
      username: `deleted:${worker.id}`,
      email: '',
      firstName: '',
      lastName: '',
      patronymic: '',
      contactTelephone: '',
      extraInformation: '',
      birthday: null,
      countries: [],
      isActive: false,
      companyId: fx.company.id,
      divisionId: fx.selection.id,
      deletedAt: later,
      deactivatedAt,
    });
    expect(row?.passwordHash).not.toBe(worker.passwordHash);
    // the company's data stays, and still names its author
    const companyCrops = await fx.db.select().from(crops).where(eq(crops.companyId, fx.company.id));
    expect(companyCrops.map((crop) => crop.createdBy)).toEqual([worker.id]);
    // active colleagues are untouched; a second run finds nothing more
    expect((await findUser(geneticist.id))?.username).toBe('geneticist');
    expect(await purgeDeactivatedUsers(fx.db, new Date(later.getTime() + DAY))).toBe(0);
  });

  it('frees the old login for someone new', async () => {
    await fx.call('boss', 'DELETE', `users/employees/${fx.users.worker.id}/`);
    await purgeDeactivatedUsers(fx.db, new Date(Date.now() + 400 * DAY));
    const created = await fx.call('boss', 'POST', 'users/employees/', {
      username: 'Worker',
      password: 'Strong-pass1',
      first_name: 'Новый',
      last_name: 'Сотрудник',
      email: 'new@example.org',
      division: fx.selection.id,
      role: 'employee',
      countries: [1],
    });
    expect(created.statusCode).toBe(201);
  });

  it('counts a year by the calendar', () => {
    expect(retentionCutoff(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe(
      '2025-03-01T10:00:00.000Z',
    );
  });
});
