import type { LightMyRequestResponse } from 'fastify';
import type { Call } from './matrix-world.ts';

async function json(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  if (answer.statusCode >= 300)
    throw new Error(`warehouse world setup failed: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/**
 * The seed warehouse of the matrix world (issue 15, decision 040), built by the head of
 * company: warehouse `Главный` with location `Полка` holding lot A (100 g of line L, from
 * plot P) and an empty lot B; an empty warehouse and an empty location, for the deletes;
 * lot C (50 g) to book, and a draft sowing plan of the nursery's 2025 season booking 10 g of A
 * (decision 041).
 */
export async function buildWarehouseWorld(
  hoc: Call,
  ids: { cropId: number; lineId: number; plotId: number; fieldId: number },
) {
  const d = 'plotline_db';
  const warehouseId: number = (
    await json(hoc('POST', `${d}/warehouses/`, { spec_id: ids.cropId, name: 'Главный' }))
  ).warehouse_id;
  const emptyWarehouseId: number = (
    await json(hoc('POST', `${d}/warehouses/`, { spec_id: ids.cropId, name: 'Пустой' }))
  ).warehouse_id;
  const location = async (name: string): Promise<number> =>
    (await json(hoc('POST', `${d}/warehouse_storage/`, { warehouse: warehouseId, name }))).id;
  const locationId = await location('Полка');
  const emptyLocationId = await location('Ящик');
  const lot = async (weight: number, plotId?: number): Promise<number> =>
    (
      await json(
        hoc('POST', `${d}/seeds/`, {
          spec_id: ids.cropId,
          location: locationId,
          line_id: ids.lineId,
          plot_id: plotId,
          weight,
        }),
      )
    ).id;
  const lotId = await lot(100, ids.plotId);
  const spareLotId = await lot(50);
  const planId: number = (
    await json(
      hoc('POST', `${d}/sowing_plans/`, {
        spec_id: ids.cropId,
        field_id: ids.fieldId,
        year: 2025,
        name: 'Пересев',
      }),
    )
  ).id;
  const plan = await json(
    hoc('POST', `${d}/sowing_plans/${planId}/items/`, { lot: lotId, weight: 10 }),
  );
  return {
    warehouseId,
    emptyWarehouseId,
    locationId,
    emptyLocationId,
    lotId,
    emptyLotId: await lot(0),
    spareLotId,
    sowingPlanId: planId,
    sowingItemId: plan.items[0].id as number,
  };
}
