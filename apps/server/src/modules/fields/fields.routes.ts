import { IdParams } from '@plotline/contract/common';
import {
  AddedFieldYear,
  AddFieldYearBody,
  CreatedField,
  CreateFieldBody,
  CropQuery,
  Field,
  FieldList,
  FieldTableQuery,
  FieldYearsByYear,
  UpdateFieldBody,
} from '@plotline/contract/fields';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { fields, fieldYears } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { meetsLevel } from '../../platform/auth/management-guard.ts';
import { getCropFor, getFieldFor, getFieldYearFor } from '../../platform/auth/policy.ts';
import { listFields, listFieldYears } from './list-fields.ts';

const TAGS = ['fields'];

/** Nurseries (`field_table/`) and their seasons (`field_year/`, `field_year_add/`), api-contract §4. */
export const fieldsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/field_table/',
    { schema: { tags: TAGS, querystring: FieldTableQuery, response: { 200: FieldList } } },
    async (request) => {
      const user = requireUser(request);
      const grantable = request.query.grantable === 'true';
      if (grantable && !meetsLevel(user, 'head')) throw new AppError('PERMISSION_DENIED');
      await getCropFor(db, user, request.query.spec_id);
      return listFields(db, user, request.query.spec_id, { grantable });
    },
  );

  app.post(
    '/plotline_db/field_table/',
    { schema: { tags: TAGS, body: CreateFieldBody, response: { 200: CreatedField } } },
    async (request) => {
      const user = requireUser(request);
      const crop = await getCropFor(db, user, request.body.spec_id);
      const { spec_id: _crop, field_name, ...rest } = request.body;
      const [field] = await db
        .insert(fields)
        .values({
          ...rest,
          name: field_name,
          cropId: crop.id,
          companyId: crop.companyId,
          ownerUserId: crop.ownerUserId,
          divisionId: user.divisionId,
          createdBy: user.id,
        })
        .returning();
      if (!field) throw new Error('insert returned no row');
      return {
        field_id: field.id,
        field_name: field.name,
        region: field.region,
        subregion: field.subregion || null,
      };
    },
  );

  app.patch(
    '/plotline_db/field_table/:id/',
    { schema: { tags: TAGS, params: IdParams, body: UpdateFieldBody, response: { 200: Field } } },
    async (request) => {
      const user = requireUser(request);
      const field = await getFieldFor(db, user, request.params.id, 'manage');
      const { field_name, ...rest } = request.body;
      await db
        .update(fields)
        .set({ ...rest, ...(field_name === undefined ? {} : { name: field_name }) })
        .where(eq(fields.id, field.id));
      const list = await listFields(db, user, field.cropId);
      const updated = list.find((entry) => entry.field_id === field.id);
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },
  );

  app.delete(
    '/plotline_db/field_table/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const field = await getFieldFor(db, requireUser(request), request.params.id, 'manage');
      await db.delete(fields).where(eq(fields.id, field.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/plotline_db/field_year/',
    { schema: { tags: TAGS, querystring: CropQuery, response: { 200: FieldYearsByYear } } },
    async (request) => {
      const user = requireUser(request);
      await getCropFor(db, user, request.query.spec_id);
      return listFieldYears(db, user, request.query.spec_id);
    },
  );

  app.post(
    '/plotline_db/field_year_add/',
    { schema: { tags: TAGS, body: AddFieldYearBody, response: { 201: AddedFieldYear } } },
    async (request, reply) => {
      const field = await getFieldFor(db, requireUser(request), request.body.field_id, 'manage');
      if (field.cropId !== request.body.spec_id) throw new AppError('NOT_FOUND');
      const [row] = await db
        .insert(fieldYears)
        .values({ fieldId: field.id, year: request.body.year })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply
        .code(201)
        .send({ id: row.id, field_id: field.id, year: row.year, spec_id: field.cropId });
    },
  );

  app.delete(
    '/plotline_db/field_year_add/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const year = await getFieldYearFor(db, requireUser(request), request.params.id, 'manage');
      await db.delete(fieldYears).where(eq(fieldYears.id, year.id));
      return reply.code(204).send();
    },
  );
};
