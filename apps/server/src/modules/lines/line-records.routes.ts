import { IdParams } from '@plotline/contract/common';
import {
  AddLineBody,
  LineCard,
  LineCollectionSummary,
  LineIdQuery,
  LineList,
  LineListQuery,
  LinePhenotypes,
  LinePicker,
  LinePickerQuery,
  LineRecord,
  LineSummaryQuery,
  UpdateLineRecordBody,
} from '@plotline/contract/lines';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import {
  fieldYearsVisibleTo,
  getCropFor,
  getLineFor,
  linesOwnedBy,
  linesVisibleTo,
} from '../../platform/auth/policy.ts';
import { inbreedingOf } from '../pedigree/inbreeding-of.ts';
import { foldLineName, type Tx } from './find-or-create-lines.ts';
import { lineHasGenotype } from './line-has-genotype.ts';
import { linePhenotypes } from './line-phenotypes.ts';
import { foldedSql, loadLineRecords, readablePlotsOf } from './line-records.ts';
import { setLineParents } from './set-line-parents.ts';

const TAGS = ['lines'];

/** Lines of the crop the user sees (decision 035): owned, or growing in a season they read. */
function visibleInCrop(user: CurrentUser, cropId: number): SQL {
  return sql`${lines.cropId} = ${cropId} and ${linesVisibleTo(user, 'read')}`;
}

/** The filters of the collection table, over `lines`. */
function listFilters(user: CurrentUser, query: z.output<typeof LineListQuery>): SQL[] {
  const where: SQL[] = [visibleInCrop(user, query.spec_id)];
  const name = query.name?.trim();
  if (name) where.push(sql`strpos(${foldedSql(sql`${lines.name}`)}, ${foldLineName(name)}) > 0`);
  if (query.is_sort !== undefined) where.push(sql`${lines.isSort} = ${query.is_sort}`);
  const region = query.region?.trim();
  if (region) {
    const folded = foldLineName(region);
    where.push(sql`(exists (select 1 from unnest(${lines.regions}) lr
        where replace(lower(btrim(lr)), 'ё', 'е') = ${folded})
      or exists (select 1 ${readablePlotsOf(user)}
        and replace(lower(btrim(fields.region)), 'ё', 'е') = ${folded}))`);
  }
  if (query.year !== undefined) {
    where.push(
      sql`exists (select 1 ${readablePlotsOf(user)} and field_years.year = ${query.year})`,
    );
  }
  const group = query.heterotic_group?.trim();
  if (group) {
    where.push(
      sql`replace(lower(btrim(${lines.heteroticGroup})), 'ё', 'е') = ${foldLineName(group)}`,
    );
  }
  return where;
}

/** One record by id (the caller has already been checked), or 404. */
async function recordOf(tx: Tx, user: CurrentUser, lineId: number): Promise<LineRecord> {
  const { records } = await loadLineRecords(tx, user, { where: eq(lines.id, lineId) });
  const [record] = records;
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

async function cardOf(tx: Tx, user: CurrentUser, lineId: number): Promise<LineCard> {
  const record = await recordOf(tx, user, lineId);
  const inbreeding = (await inbreedingOf(tx, [lineId])).get(lineId) ?? 0;
  return { ...record, inbreeding };
}

/** 400 on `name` when another line of the crop has this name (trimmed, any case, ё = е). */
async function refuseTakenName(tx: Tx, cropId: number, name: string, exceptId?: number) {
  const [taken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from lines where crop_id = ${cropId}
      and replace(lower(btrim(name)), 'ё', 'е') = ${foldLineName(name)}
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  if (taken) throw fieldError('name', 'lines.nameExists');
}

/**
 * The line records of the varieties section (decision 035): the collection table, the card,
 * edits, deletion by the owner, a line by hand, the pickers, the counts under the table and
 * a line's plot values. Reading follows the seasons a line grows in (or owning it).
 */
export const lineRecordsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/line_table_list/',
    { schema: { tags: TAGS, querystring: LineListQuery, response: { 200: LineList } } },
    async (request) => {
      const user = requireUser(request);
      const query = request.query;
      await getCropFor(db, user, query.spec_id);
      const { records, total } = await loadLineRecords(db, user, {
        where: and(...listFilters(user, query)) as SQL,
        sortBy: query.sort_by,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return {
        meta: {
          total_pages: Math.ceil(total / query.page_size),
          total_items: total,
          current_page: query.page,
          page_size: query.page_size,
        },
        data: records,
      };
    },
  );

  app.get(
    '/plotline_db/line_table_list/:id/',
    { schema: { tags: TAGS, params: IdParams, response: { 200: LineCard } } },
    async (request) => {
      const user = requireUser(request);
      const line = await getLineFor(db, user, request.params.id, 'read');
      return cardOf(db, user, line.id);
    },
  );

  app.patch(
    '/plotline_db/line_table_list/:id/',
    {
      schema: {
        tags: TAGS,
        params: IdParams,
        body: UpdateLineRecordBody,
        response: { 200: LineCard },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const line = await getLineFor(db, user, request.params.id, 'write');
      const body = request.body;
      await db.transaction(async (tx) => {
        if (body.name !== undefined) await refuseTakenName(tx, line.cropId, body.name, line.id);
        await tx
          .update(lines)
          .set({
            name: body.name,
            isSort: body.is_sort,
            species: body.species,
            origin: body.origin,
            regions: body.regions,
            uniformity: body.uniformity,
            heteroticGroup: body.heterotic_group,
            genealogy: body.genealogy,
            owner: body.owner,
            comments: body.comments,
            herbicides: body.herbicides,
            fungicides: body.fungicides,
          })
          .where(eq(lines.id, line.id));
      });
      return cardOf(db, user, line.id);
    },
  );

  app.delete(
    '/plotline_db/line_table_list/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const line = await getLineFor(db, user, request.params.id, 'read');
      await db.transaction(async (tx) => {
        // the row lock makes a plot planted meanwhile wait for the outcome (its key check)
        const [row] = await queryRows<{ owned: boolean }>(
          tx,
          sql`select ${linesOwnedBy(user)} as owned from lines where ${lines.id} = ${line.id}
            for update`,
        );
        if (!row) throw new AppError('NOT_FOUND');
        if (!row.owned) throw new AppError('PERMISSION_DENIED');
        const [used] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from plots where line_id = ${line.id}`,
        );
        if (used && used.n > 0) {
          throw fieldError('non_field_errors', 'lines.usedByPlots', { name: line.name, n: used.n });
        }
        // its children keep their other parent: mother_id / father_id are set null by the key
        await tx.delete(lines).where(eq(lines.id, line.id));
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/plotline_db/add_line/',
    { schema: { tags: TAGS, body: AddLineBody, response: { 201: LineRecord } } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const crop = await getCropFor(db, user, body.spec_id);
      const lineId = await db.transaction(async (tx) => {
        await refuseTakenName(tx, crop.id, body.name);
        const [created] = await tx
          .insert(lines)
          .values({
            cropId: crop.id,
            name: body.name,
            isSort: body.is_sort,
            species: body.species,
            origin: body.origin,
            regions: body.regions,
            uniformity: body.uniformity,
            heteroticGroup: body.heterotic_group,
            genealogy: body.genealogy,
            owner: body.owner,
            comments: body.comments,
            herbicides: body.herbicides,
            fungicides: body.fungicides,
            createdBy: user.id,
            divisionId: user.divisionId,
          })
          .returning({ id: lines.id });
        if (!created) throw new Error('line not inserted');
        await setLineParents(tx, {
          cropId: crop.id,
          lineId: created.id,
          lineName: body.name,
          mother: body.mother,
          father: body.father,
          createdBy: user.id,
        });
        return created.id;
      });
      return reply.status(201).send(await recordOf(db, user, lineId));
    },
  );

  app.get(
    '/plotline_db/line_ids_names/',
    { schema: { tags: TAGS, querystring: LinePickerQuery, response: { 200: LinePicker } } },
    async (request) => {
      const user = requireUser(request);
      const query = request.query;
      await getCropFor(db, user, query.spec_id);
      const where: SQL[] = [visibleInCrop(user, query.spec_id)];
      const search = query.search?.trim();
      if (search) {
        where.push(sql`strpos(${foldedSql(sql`${lines.name}`)}, ${foldLineName(search)}) > 0`);
      }
      if (query.is_sort !== undefined) where.push(eq(lines.isSort, query.is_sort));
      if (query.with_genotype) where.push(lineHasGenotype);
      return db
        .select({
          line_id: lines.id,
          line_name: lines.name,
          is_sort: lines.isSort,
          has_genotype: sql<boolean>`${lineHasGenotype}`,
        })
        .from(lines)
        .where(and(...where))
        .orderBy(foldedSql(sql`${lines.name}`), lines.id)
        .limit(query.limit);
    },
  );

  app.get(
    '/plotline_db/line_collection_bottom_of_page/',
    {
      schema: {
        tags: TAGS,
        querystring: LineSummaryQuery,
        response: { 200: LineCollectionSummary },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const cropId = request.query.spec_id;
      await getCropFor(db, user, cropId);
      const [latest] = await queryRows<{ year: number | null }>(
        db,
        sql`select max(field_years.year) as year from field_years
          join fields on fields.id = field_years.field_id
          where fields.crop_id = ${cropId}
            and ${fieldYearsVisibleTo(user, 'read')}`,
      );
      const lastYear = latest?.year ?? null;
      const [counts] = await queryRows<Omit<LineCollectionSummary, 'last_year'>>(
        db,
        sql`select count(*)::int as count_of_lines,
            count(*) filter (where lines.is_sort)::int as count_of_sorts,
            count(*) filter (where not lines.is_sort)::int as count_of_breeding_lines,
            count(*) filter (where lines.mother_id is not null or lines.father_id is not null)::int
              as count_with_parents,
            count(*) filter (where not exists (select 1 ${readablePlotsOf(user)}))::int
              as count_without_plots,
            count(*) filter (where exists (select 1 ${readablePlotsOf(user)}
              and field_years.year = ${lastYear}))::int as count_in_last_year
          from lines where ${visibleInCrop(user, cropId)}`,
      );
      return {
        count_of_lines: counts?.count_of_lines ?? 0,
        count_of_sorts: counts?.count_of_sorts ?? 0,
        count_of_breeding_lines: counts?.count_of_breeding_lines ?? 0,
        count_with_parents: counts?.count_with_parents ?? 0,
        count_without_plots: counts?.count_without_plots ?? 0,
        count_in_last_year: counts?.count_in_last_year ?? 0,
        last_year: lastYear,
      };
    },
  );

  app.get(
    '/plotline_db/get_phenotype_detailed_information/',
    { schema: { tags: TAGS, querystring: LineIdQuery, response: { 200: LinePhenotypes } } },
    async (request) => {
      const user = requireUser(request);
      const line = await getLineFor(db, user, request.query.line_id, 'read');
      return linePhenotypes(db, user, line.id);
    },
  );
};
