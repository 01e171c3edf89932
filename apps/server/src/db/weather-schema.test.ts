import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpNursery } from '../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../test/test-app.ts';
import { queryRows } from './client.ts';

let app: FastifyInstance;
let companyId: number;
let fieldId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ companyId, fieldId } = await setUpNursery(app, 'head'));
});
afterEach(() => app.close());

/** The SQLSTATE a statement fails with, or null when it succeeds. */
async function failure(statement: ReturnType<typeof sql>): Promise<string | null> {
  const { db } = await getTestDatabase();
  try {
    await db.execute(statement);
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
    return (cause as { code?: string }).code ?? 'unknown';
  }
}

async function sector(name: string): Promise<number> {
  const { db } = await getTestDatabase();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into meteo_sectors (company_id, name, year) values (${companyId}, ${name}, 2025)
      returning id`,
  );
  return row?.id ?? 0;
}

describe('the weather and soil model (migration 0015, decision 044)', () => {
  it('keeps sector names unique in the tenant, any case, ё = е', async () => {
    await sector('Метеостанция Ёлкино');
    expect(
      await failure(sql`insert into meteo_sectors (company_id, name, year)
      values (${companyId}, ' метеостанция елкино ', 2026)`),
    ).toBe('23505');
  });

  it('gives a nursery one sector, a parameter one value a day, a kind one parameter', async () => {
    const north = await sector('Север');
    const south = await sector('Юг');
    const { db } = await getTestDatabase();
    await db.execute(sql`insert into meteo_sector_fields values (${north}, ${fieldId})`);
    expect(await failure(sql`insert into meteo_sector_fields values (${south}, ${fieldId})`)).toBe(
      '23505',
    );
    const [param] = await queryRows<{ id: number }>(
      db,
      sql`insert into meteo_params (sector_id, name, unit, kind)
        values (${north}, 'Tmax', '°C', 't_max') returning id`,
    );
    expect(
      await failure(sql`insert into meteo_params (sector_id, name, unit, kind)
      values (${north}, 'Максимум', '°C', 't_max')`),
    ).toBe('23505');
    expect(
      await failure(sql`insert into meteo_params (sector_id, name, kind)
      values (${north}, 'Солнце', 'sunshine')`),
    ).toBe('23514');
    await db.execute(sql`insert into meteo_params (sector_id, name, kind)
      values (${north}, 'Почва 10 см', 'other'), (${north}, 'Почва 20 см', 'other')`);
    await db.execute(sql`insert into meteo_values (param_id, date, value)
      values (${param?.id}, '2025-05-01', 21.12345)`);
    expect(
      await failure(sql`insert into meteo_values (param_id, date, value)
      values (${param?.id}, '2025-05-01', 22)`),
    ).toBe('23505');
    const [kept] = await queryRows<{ value: string }>(
      db,
      sql`select value::text from meteo_values where param_id = ${param?.id}`,
    );
    expect(kept?.value).toBe('21.1235');
    expect(
      await failure(sql`insert into meteo_events (sector_id, date, kind)
      values (${north}, '2025-05-02', 'tornado')`),
    ).toBe('23514');
  });

  it('keeps one soil value per parameter, nursery, plot (or none) and date', async () => {
    const { db } = await getTestDatabase();
    const [param] = await queryRows<{ id: number }>(
      db,
      sql`insert into agro_params (company_id, year, name, unit, kind)
        values (${companyId}, 2025, 'Гумус', '%', 'humus') returning id`,
    );
    const insert = sql`insert into agro_values (param_id, field_id, date, value)
      values (${param?.id}, ${fieldId}, '2025-04-10', 3.4)`;
    expect(await failure(insert)).toBeNull();
    expect(await failure(insert)).toBe('23505');
    expect(await failure(sql`update crops set gdd_base = 50`)).toBe('23514');
  });
});
