import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { getTestDatabase } from '../../test/test-app.ts';

/** Headers of the Russian answers. */
export const RU = { 'accept-language': 'ru' };

/**
 * The meteorology tests' company (decision 044): head `head` owning crop and nursery `КСИ`
 * with its 2025 season and one plot `P` in it; employees `viewer` (view-only grant on 2025),
 * `editor` (view-and-edit grant on 2025) and `plain` (no grant); a company-less `stranger`.
 */
export async function setUpMeteo(app: FastifyInstance) {
  const nursery = await setUpNursery(app, 'head');
  const head = nursery.api;
  const { db } = await getTestDatabase();
  const employee = async (username: string) => {
    const user = await buildUser(db, { username, companyId: nursery.companyId });
    return { id: user.id, api: apiAs(app, bearer((await logInAs(app, username)).access)) };
  };
  const viewer = await employee('viewer');
  const editor = await employee('editor');
  const plain = await employee('plain');
  for (const [name, write, member] of [
    ['Читатели', false, viewer.id],
    ['Редакторы', true, editor.id],
  ] as const) {
    const granted = await head('POST', 'field_year_permissions/', {
      year_ids: [nursery.yearId],
      name,
      write,
      user_ids: [member],
    });
    expect(granted.statusCode, granted.body).toBeLessThan(300);
  }
  const planted = await head('POST', 'plot_table/', {
    plot_name: 'P',
    field: nursery.fieldId,
    year: 2025,
    spec_id: nursery.cropId,
    line_name: 'L',
  });
  expect(planted.statusCode, planted.body).toBe(201);
  return {
    ...nursery,
    head,
    viewer: viewer.api,
    editor: editor.api,
    plain: plain.api,
    stranger: await setUpStranger(app),
    plotId: planted.json()[0].plot_id as number,
  };
}

export type SectorAnswer = {
  id: number;
  name: string;
  year: number;
  field_ids: number[];
  params: { id: number; sector: number; name: string; unit: string; kind: string }[];
  can_manage: boolean;
};

/** A sector created through the API (201 expected). */
export async function createSector(
  api: ApiCaller,
  body: { name: string; year?: number; field_ids?: number[] },
  headers: Record<string, string> = {},
): Promise<SectorAnswer> {
  const answer = await api('POST', 'sector/', { year: 2025, ...body }, headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

/** The id of the sector's parameter of `kind`. */
export function paramOf(sector: SectorAnswer, kind: string): number {
  const param = sector.params.find((p) => p.kind === kind);
  if (!param) throw new Error(`no ${kind} parameter`);
  return param.id;
}

/** How many values the database holds (a refused request must leave it unchanged). */
export async function countValues(): Promise<number> {
  const { db } = await getTestDatabase();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from meteo_values`,
  );
  return row?.n ?? 0;
}
