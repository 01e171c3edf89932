import type { LightMyRequestResponse } from 'fastify';
import type { Call } from './matrix-world.ts';

async function json(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  if (answer.statusCode >= 300)
    throw new Error(`agro world setup failed: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/**
 * The agrochemistry of the matrix world (issue 16, decision 044), written by the head of
 * company: soil parameter `Гумус` of 2025 with a value of the whole nursery and one of plot P
 * (the 2025 season), both on 1 April.
 */
export async function buildAgroWorld(hoc: Call, ids: { fieldId: number; plotId: number }) {
  const d = 'plotline_db';
  const param = await json(
    hoc('POST', `${d}/agrochemical_params/`, {
      year: 2025,
      name: 'Гумус',
      unit: '%',
      kind: 'humus',
    }),
  );
  const [fieldValue, plotValue] = await json(
    hoc('POST', `${d}/agrochemical_params_value/`, [
      { param: param.id, field: ids.fieldId, date: '2025-04-01', value: 3.2 },
      { param: param.id, field: ids.fieldId, plot: ids.plotId, date: '2025-04-01', value: 3.5 },
    ]),
  );
  return {
    agroParamId: param.id as number,
    agroFieldValueId: fieldValue.id as number,
    agroPlotValueId: plotValue.id as number,
  };
}
