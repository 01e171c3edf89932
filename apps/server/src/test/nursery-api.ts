import type { FastifyInstance } from 'fastify';
import { bearer, buildCompany, buildUser, logInAs } from './factories.ts';
import { getTestDatabase } from './test-app.ts';

const API = '/api/v1/plotline_db';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls `/api/v1/plotline_db/<url>` as one signed-in user. */
export type ApiCaller = ReturnType<typeof apiAs>;

/**
 * A caller bound to a user's bearer header: `url` is relative to `/api/v1/plotline_db/`, or to
 * `/api/v1` when it starts with a slash (`/users/…`).
 */
export function apiAs(app: FastifyInstance, headers: Record<string, string>) {
  return (method: Method, url: string, payload?: object, extra: Record<string, string> = {}) =>
    app.inject({
      method,
      url: url.startsWith('/') ? `/api/v1${url}` : `${API}/${url}`,
      headers: { ...headers, ...extra },
      payload,
    });
}

/**
 * A head of company `alice` with a crop, a nursery and its 2025 season, through the API:
 * the starting point of the nursery tests.
 */
export async function setUpNursery(app: FastifyInstance, username = 'alice') {
  const { db } = await getTestDatabase();
  const company = await buildCompany(db, `Agro ${username}`);
  await buildUser(db, { username, companyId: company.id, role: 'head_of_company' });
  const api = apiAs(app, bearer((await logInAs(app, username)).access));
  const cropId: number = (await api('POST', 'species_table/', { russian_name: 'Пшеница' })).json()
    .spec_id;
  const fieldId: number = (
    await api('POST', 'field_table/', { spec_id: cropId, field_name: 'КСИ', region: 'Краснодар' })
  ).json().field_id;
  const yearId: number = (
    await api('POST', 'field_year_add/', { field_id: fieldId, year: 2025, spec_id: cropId })
  ).json().id;
  return { api, cropId, fieldId, yearId, companyId: company.id };
}

/** A company-less user `name` with their own crop: the "other tenant" of isolation tests. */
export async function setUpStranger(app: FastifyInstance, username = 'stranger') {
  const { db } = await getTestDatabase();
  await buildUser(db, { username });
  return apiAs(app, bearer((await logInAs(app, username)).access));
}

/** `setUpNursery` plus `repetitions` plots `P/1…` of line `L` in its 2025 season. */
export async function setUpPlots(app: FastifyInstance, repetitions = 2) {
  const nursery = await setUpNursery(app);
  const created = await nursery.api('POST', 'plot_table/', {
    plot_name: 'P',
    field: nursery.fieldId,
    year: 2025,
    spec_id: nursery.cropId,
    line_name: 'L',
    repetitions,
  });
  const plotIds: number[] = created.json().map((p: { plot_id: number }) => p.plot_id);
  return { ...nursery, plotIds };
}
