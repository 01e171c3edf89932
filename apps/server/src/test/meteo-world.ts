import type { LightMyRequestResponse } from 'fastify';
import type { Call } from './matrix-world.ts';

async function json(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  if (answer.statusCode >= 300)
    throw new Error(`meteo world setup failed: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/**
 * The weather of the matrix world (issue 16, decision 044), built by the head of company:
 * sector `Метеостанция` serving the world's nursery, with its six standard parameters, a
 * maximum temperature of 2025-06-01 and a frost on 2025-05-10.
 */
export async function buildMeteoWorld(hoc: Call, ids: { fieldId: number }) {
  const d = 'plotline_db';
  const sector = await json(
    hoc('POST', `${d}/sector/`, { name: 'Метеостанция', year: 2025, field_ids: [ids.fieldId] }),
  );
  const param = (kind: string): number =>
    sector.params.find((p: { kind: string }) => p.kind === kind).id;
  const value = await json(
    hoc('POST', `${d}/meteo_params_value/`, {
      param: param('t_max'),
      date: '2025-06-01',
      value: 24.5,
    }),
  );
  const event = await json(
    hoc('POST', `${d}/meteo_events/`, {
      sector: sector.id,
      date: '2025-05-10',
      kind: 'frost',
      note: 'заморозок',
    }),
  );
  return {
    meteoSectorId: sector.id as number,
    // t_max holds the value; wind holds none (for the plain delete)
    meteoParamId: param('t_max'),
    meteoEmptyParamId: param('wind'),
    meteoValueId: value.id as number,
    meteoEventId: event.id as number,
  };
}
