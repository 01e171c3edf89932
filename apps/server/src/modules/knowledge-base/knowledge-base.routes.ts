import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import {
  CreateKnowledgeEntryBody,
  KnowledgeEntry,
  KnowledgeEntryList,
  KnowledgeEntryListQuery,
  KnowledgeTraitList,
  KnowledgeTraitsQuery,
  UpdateKnowledgeEntryBody,
} from '@plotline/contract/knowledge-base';
import type { Language } from '@plotline/contract/rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { features, knowledgeEntries } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { getCatalogueFor } from '../markers/marker-access.ts';
import { getKnowledgeEntryFor } from './knowledge-access.ts';
import { listKnowledgeEntries, presentKnowledgeEntries } from './list-knowledge-entries.ts';
import { createKnowledgeEntry, updateKnowledgeEntry } from './save-knowledge-entry.ts';

const TAGS = ['genome'];

const RULES =
  'The knowledge base of a crop (issue 19, decision 054): entries about genes and catalogue ' +
  'markers with literature references; an entry’s effects are the crop’s hand-entered marker ' +
  'weights (`marker_effects`, source `manual`), preferred to GWAS estimates by every weights ' +
  'page. Whoever reads the crop’s marker catalogue reads it; whoever edits the catalogue ' +
  'adds and changes entries (others 403); an entry is deleted by its creator or who manages ' +
  'the crop’s data; another tenant’s crop or entry is 404. ';

/** One entry in the wire shape (it exists: the caller just found or wrote it). */
async function presentOne(db: Db, id: number, user: CurrentUser, language: Language) {
  const [entry] = await presentKnowledgeEntries(db, [id], user, language);
  if (!entry) throw new Error('knowledge entry vanished');
  return entry;
}

/** The knowledge base of a crop: list and search, read, add, change, delete entries. */
export const knowledgeBaseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const path = `/${API_PATHS.knowledgeBase}`;

  app.get(
    path,
    {
      schema: {
        tags: TAGS,
        description: `${RULES}One page of the crop’s entries, the latest changed first.`,
        querystring: KnowledgeEntryListQuery,
        response: { 200: KnowledgeEntryList },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const crop = await getCatalogueFor(db, user, request.query.spec_id, 'read');
      const language = requestLanguage(request);
      return listKnowledgeEntries(db, crop.id, request.query, user, language);
    },
  );

  app.post(
    path,
    {
      schema: {
        tags: TAGS,
        description:
          `${RULES}Adds an entry with its effects; an effect on a (marker, trait, region) ` +
          'already stated by hand is a 400 on `effects[i]` naming the entry holding it.',
        body: CreateKnowledgeEntryBody,
        response: { 201: KnowledgeEntry },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { spec_id, ...input } = request.body;
      const crop = await getCatalogueFor(db, user, spec_id, 'manage');
      const language = requestLanguage(request);
      const id = await createKnowledgeEntry(db, crop.id, user.id, input, language);
      return reply.code(201).send(await presentOne(db, id, user, language));
    },
  );

  app.get(
    `${path}traits/`,
    {
      schema: {
        tags: TAGS,
        description: `${RULES}The crop’s quantitative traits an effect can be stated on, by name.`,
        querystring: KnowledgeTraitsQuery,
        response: { 200: KnowledgeTraitList },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const crop = await getCatalogueFor(db, user, request.query.spec_id, 'read');
      return db
        .select({ id: features.id, name: features.name })
        .from(features)
        .where(and(eq(features.cropId, crop.id), eq(features.kind, 'quantitative')))
        .orderBy(features.name);
    },
  );

  app.get(
    `${path}:id/`,
    {
      schema: {
        tags: TAGS,
        description: `${RULES}One entry with its effects.`,
        params: IdParams,
        response: { 200: KnowledgeEntry },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const entry = await getKnowledgeEntryFor(db, user, request.params.id, 'read');
      return presentOne(db, entry.id, user, requestLanguage(request));
    },
  );

  app.patch(
    `${path}:id/`,
    {
      schema: {
        tags: TAGS,
        description:
          `${RULES}Changes any of the fields; \`effects\` given replace the entry’s effects ` +
          'as a whole, in one transaction.',
        params: IdParams,
        body: UpdateKnowledgeEntryBody,
        response: { 200: KnowledgeEntry },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const entry = await getKnowledgeEntryFor(db, user, request.params.id, 'edit');
      const language = requestLanguage(request);
      await updateKnowledgeEntry(db, entry, request.body, language);
      return presentOne(db, entry.id, user, language);
    },
  );

  app.delete(
    `${path}:id/`,
    {
      schema: {
        tags: TAGS,
        description: `${RULES}Deletes an entry; its effects (the hand-entered weights) go with it.`,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const entry = await getKnowledgeEntryFor(db, user, request.params.id, 'delete');
      await db.delete(knowledgeEntries).where(eq(knowledgeEntries.id, entry.id));
      return reply.status(204).send();
    },
  );
};
