import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import {
  BookLotBody,
  CreateSowingPlanBody,
  SowingPlan,
  SowingPlanItemParams,
  SowingPlanList,
  SowingPlanQuery,
  UpdateBookingBody,
  UpdateSowingPlanBody,
} from '@plotline/contract/warehouse';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sowingPlans } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { fieldsVisibleTo, getFieldForSeasonWrite } from '../../platform/auth/policy.ts';
import { getWarehouseCropFor } from '../../platform/auth/warehouse-policy.ts';
import { acceptSowingPlan } from './accept-sowing-plan.ts';
import { bookLot, changeBooking, deleteSowingPlan, releaseBooking } from './book-lots.ts';
import { getPlanFor, lockDraftPlan } from './get-plan-for.ts';
import { readSowingPlan, readSowingPlans } from './read-sowing-plans.ts';

const TAGS = ['sowing plans'];
const base = `/${API_PATHS.sowingPlans}`;
const Empty = z.null().describe('no content');

/**
 * Sowing plans (issue 15, decision 041): lots booked for a nursery's season to come; accepting
 * one sows the booked seed and creates the plots. Access through the nursery (get-plan-for.ts).
 */
export const sowingPlansRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags: TAGS,
        summary: "The crop's sowing plans whose nursery the caller sees",
        querystring: SowingPlanQuery,
        response: { 200: SowingPlanList },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spec_id, field_id, year } = request.query;
      const crop = await getWarehouseCropFor(db, user, spec_id, 'read');
      return readSowingPlans(
        db,
        and(
          eq(sowingPlans.cropId, crop.id),
          fieldsVisibleTo(user, 'read'),
          field_id === undefined ? undefined : eq(sowingPlans.fieldId, field_id),
          year === undefined ? undefined : eq(sowingPlans.year, year),
        ) as SQL,
      );
    },
  );

  app.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: 'A new draft sowing plan for a season of a nursery',
        description:
          'The caller must be able to add plots to that season: its owners, or a view-and-edit ' +
          'grant on the existing season (a season to come needs the nursery’s owner).',
        body: CreateSowingPlanBody,
        response: { 201: SowingPlan },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const field = await getFieldForSeasonWrite(db, user, body.field_id, body.year);
      if (field.cropId !== body.spec_id) throw new AppError('NOT_FOUND');
      const [plan] = await db
        .insert(sowingPlans)
        .values({
          cropId: field.cropId,
          fieldId: field.id,
          year: body.year,
          name: body.name ?? '',
          createdBy: user.id,
        })
        .returning({ id: sowingPlans.id });
      return reply.code(201).send(await readSowingPlan(db, (plan as { id: number }).id));
    },
  );

  app.get(
    `${base}:id/`,
    { schema: { tags: TAGS, params: IdParams, response: { 200: SowingPlan } } },
    async (request) => {
      const plan = await getPlanFor(db, requireUser(request), request.params.id, 'read');
      return readSowingPlan(db, plan.id);
    },
  );

  app.patch(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Rename a draft plan (an accepted plan is frozen: 409)',
        params: IdParams,
        body: UpdateSowingPlanBody,
        response: { 200: SowingPlan },
      },
    },
    async (request) => {
      const plan = await getPlanFor(db, requireUser(request), request.params.id, 'write');
      await db.transaction(async (tx) => {
        await lockDraftPlan(tx, plan.id);
        await tx
          .update(sowingPlans)
          .set({ name: request.body.name ?? '' })
          .where(eq(sowingPlans.id, plan.id));
      });
      return readSowingPlan(db, plan.id);
    },
  );

  app.delete(
    `${base}:id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a draft plan, releasing its bookings',
        description: 'The nursery’s owners or the plan’s author; an accepted plan: 409.',
        params: IdParams,
        response: { 204: Empty },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteSowingPlan(db, user, await getPlanFor(db, user, request.params.id, 'manage'));
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}:id/items/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Book a lot into a draft plan (a `booking` ledger entry)',
        description:
          'Not enough available in the lot → 409 naming it; a reserved lot, a lot of another ' +
          'crop or already in the plan → 400.',
        params: IdParams,
        body: BookLotBody,
        response: { 201: SowingPlan },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const plan = await getPlanFor(db, user, request.params.id, 'write');
      await bookLot(db, user, plan, request.body);
      return reply.code(201).send(await readSowingPlan(db, plan.id));
    },
  );

  app.patch(
    `${base}:id/items/:item_id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Change a booking (weight, amount, plots)',
        params: SowingPlanItemParams,
        body: UpdateBookingBody,
        response: { 200: SowingPlan },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const plan = await getPlanFor(db, user, request.params.id, 'write');
      await changeBooking(db, user, plan, request.params.item_id, request.body);
      return readSowingPlan(db, plan.id);
    },
  );

  app.delete(
    `${base}:id/items/:item_id/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Take a lot out of a draft plan (a `release` ledger entry)',
        params: SowingPlanItemParams,
        response: { 200: SowingPlan },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const plan = await getPlanFor(db, user, request.params.id, 'write');
      await releaseBooking(db, user, plan, request.params.item_id);
      return readSowingPlan(db, plan.id);
    },
  );

  app.post(
    `${base}:id/accept/`,
    {
      schema: {
        tags: TAGS,
        summary: 'Accept a plan: create its plots and sow the booked seed, in one transaction',
        description:
          'Adds the season when missing (the nursery’s owner only), one plot per item and ' +
          'repetition (`<lot code>/<n>`, line of the lot, the lot in the comment), a `sowing` ' +
          'ledger entry per lot; the plan is frozen afterwards (409 on any change).',
        params: IdParams,
        response: { 200: SowingPlan },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const plan = await getPlanFor(db, user, request.params.id, 'write');
      await acceptSowingPlan(db, user, plan);
      return readSowingPlan(db, plan.id);
    },
  );
};
