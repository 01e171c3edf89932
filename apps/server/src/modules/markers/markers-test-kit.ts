import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs } from '../../test/nursery-api.ts';
import { getTestDatabase } from '../../test/test-app.ts';
import { setUpMeteo } from '../meteo/meteo-test-kit.ts';

/**
 * The marker catalogue tests' company: the meteorology tests' one (head of company `head`,
 * crop, nursery `КСИ` 2025 with plot `P`, employees `viewer`, `editor`, `plain`, a company-less
 * `stranger`) plus a head of division `hod`. Only tests import this file.
 */
export async function setUpCatalogue(app: FastifyInstance) {
  const world = await setUpMeteo(app);
  const { db } = await getTestDatabase();
  await buildUser(db, { username: 'hod', companyId: world.companyId, role: 'head_of_division' });
  const hod = apiAs(app, bearer((await logInAs(app, 'hod')).access));
  return { ...world, hod };
}

/** 30 bases and more: a flank long enough to call from reads. */
export const FLANK_L = 'ACGTACGTACGTACGTACGTACGTACGTACGTAC';
export const FLANK_R = 'TTGCAATTGCAATTGCAATTGCAATTGCAATTGN';

/** Creates a marker through the API (201 expected) and answers it. */
export async function createMarker(api: ApiCaller, body: Record<string, unknown>) {
  const answer = await api('POST', 'mutation_table/', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}
