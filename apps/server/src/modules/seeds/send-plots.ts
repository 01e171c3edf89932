import { SendPlotsBody, SentPlots, WEIGHT_MAX } from '@plotline/contract/warehouse';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getPlotsFor } from '../../platform/auth/policy.ts';
import { getLocationFor, getWarehouseCropFor } from '../../platform/auth/warehouse-policy.ts';
import { appendLedger } from './seed-ledger.ts';
import { readLotsByIds } from './seed-lot-rows.ts';

/** Names listed in a message: the first ten, then "…". */
function listed(names: readonly string[]): string {
  return names.length > 10 ? `${names.slice(0, 10).join(', ')}, …` : names.join(', ');
}

/**
 * `POST seeds/send_plots/` (decision 040): one lot per plot at the location, its provenance
 * copied from the plot (line, nursery, year, plot name, region), its first weight (a `harvest`
 * entry) from `weights` or the plot's value of the quantitative `weight_feature`, else 0. The
 * plots are read in one query, the lots inserted by one statement, their entries by another,
 * in one transaction: nothing per plot.
 */
export async function sendPlotsRoute(app: FastifyInstance, db: Db): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/plotline_db/seeds/send_plots/',
      { schema: { tags: ['warehouse'], body: SendPlotsBody, response: { 201: SentPlots } } },
      async (request, reply) => {
        const user = requireUser(request);
        const body = request.body;
        const crop = await getWarehouseCropFor(db, user, body.spec_id, 'write');
        const location = await getLocationFor(db, user, body.location, 'write');
        if (location.cropId !== crop.id) throw fieldError('location', 'warehouse.otherCrop');
        const plotIds = [...new Set(body.plot_ids)];
        const plots = await getPlotsFor(db, user, plotIds, 'read');
        const foreign = plots.filter((plot) => plot.cropId !== crop.id);
        if (foreign.length > 0) {
          throw fieldError('plot_ids', 'warehouse.plotsOfOtherCrop', {
            names: listed(foreign.map((plot) => plot.name)),
          });
        }
        const weights = new Map<number, number>();
        const stray: string[] = [];
        for (const [key, grams] of Object.entries(body.weights ?? {})) {
          const id = Number(key);
          if (!plotIds.includes(id)) stray.push(key);
          else weights.set(id, grams);
        }
        if (stray.length > 0)
          throw fieldError('weights', 'warehouse.weightsNotSent', { ids: listed(stray) });
        const featureName = body.weight_feature?.trim();
        if (featureName) {
          const [feature] = await queryRows<{ id: number }>(
            db,
            sql`select id from features where crop_id = ${crop.id} and kind = 'quantitative'
            and replace(lower(btrim(name)), 'ё', 'е') = ${featureName.toLowerCase().replaceAll('ё', 'е')}
            order by id limit 1`,
          );
          if (!feature) {
            throw fieldError('weight_feature', 'warehouse.unknownWeightFeature', {
              name: featureName,
            });
          }
          const values = await queryRows<{ plot_id: number; value: number | null }>(
            db,
            sql`select plot_id, value_float as value from plot_results
            where feature_id = ${feature.id} and brush_id is null
              and plot_id = any(${sql.param(plotIds)}::int[])`,
          );
          const names = new Map(plots.map((plot) => [plot.id, plot.name]));
          for (const { plot_id, value } of values) {
            if (weights.has(plot_id) || value === null) continue;
            if (!(value >= 0 && value <= WEIGHT_MAX)) {
              throw fieldError('weight_feature', 'warehouse.badWeightValue', {
                name: names.get(plot_id) ?? String(plot_id),
                value,
              });
            }
            weights.set(plot_id, Math.round(value * 1000) / 1000);
          }
        }
        const lotIds = await db.transaction(async (tx) => {
          const [held] = await queryRows<{ id: number }>(
            tx,
            sql`select id from storage_locations where id = ${location.id} for key share`,
          );
          if (!held) throw fieldError('location', 'errors.notFound');
          const created = await queryRows<{ id: number; plot_id: number }>(
            tx,
            sql`insert into seed_lots (crop_id, location_id, line_id, plot_id, region, field_id,
              nursery, year, plot_name, created_by)
            select f.crop_id, ${location.id}, p.line_id, p.id, f.region, f.id, f.name, fy.year,
              p.name, ${user.id}
            from unnest(${sql.param(plotIds)}::int[]) with ordinality as u(id, n)
            join plots p on p.id = u.id
            join field_years fy on fy.id = p.field_year_id
            join fields f on f.id = fy.field_id
            order by u.n
            returning id, plot_id`,
          );
          await appendLedger(
            tx,
            created.map((lot) => ({
              lotId: lot.id,
              kind: 'harvest' as const,
              weight: weights.get(lot.plot_id) ?? 0,
              note: '',
              createdBy: user.id,
            })),
          );
          return created.map((lot) => lot.id);
        });
        return reply.status(201).send({ lots: await readLotsByIds(db, lotIds) });
      },
    );
}
