import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import {
  CreateMarkerBody,
  DeleteMarkerQuery,
  FLANK_MIN_LENGTH,
  Marker,
  MarkerList,
  MarkerListQuery,
  UpdateMarkerBody,
} from '@plotline/contract/markers';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { listMarkers, loadMarker } from './list-markers.ts';
import { canManageCatalogue, getCatalogueFor, getMarkerFor } from './marker-access.ts';
import { createMarker, updateMarker } from './save-marker.ts';

const TAGS = ['markers'];

const RULES =
  'A marker of the crop’s catalogue sits at one chromosome + position (unique in the crop). ' +
  'Alleles: A/C/G/T (any case, stored upper; a SNP one base, an indel more), both or neither, ' +
  `different. Flanks: A/C/G/T/N, at least ${FLANK_MIN_LENGTH} bases each when given (spaces ` +
  'removed); primers: IUPAC letters. Every member of the crop’s tenant reads the catalogue; ' +
  'heads of company and division, a company-less owner and the super admin change it ' +
  '(others 403); another tenant’s crop or marker is 404. ';

/** The marker catalogue of a crop (issue 17): list, add, change, delete. */
export const markersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const path = `/${API_PATHS.markers}`;

  app.get(
    path,
    {
      schema: {
        tags: TAGS,
        description:
          `${RULES}One page of the crop’s markers with, for each, how many plots carry an ` +
          'allele pair there and whether reads can be genotyped at it (both flanks and alleles).',
        querystring: MarkerListQuery,
        response: { 200: MarkerList },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const crop = await getCatalogueFor(db, user, request.query.spec_id, 'read');
      return listMarkers(db, crop.id, request.query, canManageCatalogue(user));
    },
  );

  app.post(
    path,
    {
      schema: {
        tags: TAGS,
        description: `${RULES}Adds a marker; 400 on \`pos\` when the crop has one at chr+pos.`,
        body: CreateMarkerBody,
        response: { 201: Marker },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { spec_id, ...fields } = request.body;
      const crop = await getCatalogueFor(db, user, spec_id, 'manage');
      const id = await createMarker(db, crop.id, fields);
      return reply.code(201).send(await loadMarker(db, id, true));
    },
  );

  app.get(
    `${path}:id/`,
    {
      schema: {
        tags: TAGS,
        description: `${RULES}One marker.`,
        params: IdParams,
        response: { 200: Marker },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const marker = await getMarkerFor(db, user, request.params.id, 'read');
      return loadMarker(db, marker.id, canManageCatalogue(user));
    },
  );

  app.patch(
    `${path}:id/`,
    {
      schema: {
        tags: TAGS,
        description:
          `${RULES}Changes any of the fields; the allele rule holds for the marker as it ` +
          'becomes; a chr+pos of another marker is a 400 on `pos`. Plot genotypes stay on it.',
        params: IdParams,
        body: UpdateMarkerBody,
        response: { 200: Marker },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const marker = await getMarkerFor(db, user, request.params.id, 'manage');
      await updateMarker(db, marker, request.body);
      return loadMarker(db, marker.id, true);
    },
  );

  app.delete(
    `${path}:id/`,
    {
      schema: {
        tags: TAGS,
        description:
          `${RULES}Deletes a marker. One at which plots carry genotypes is a 409 naming how ` +
          'many plots, unless `force=true`: then those genotypes go with it.',
        params: IdParams,
        querystring: DeleteMarkerQuery,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const marker = await getMarkerFor(db, user, request.params.id, 'manage');
      await db.transaction(async (tx) => {
        // locked first: a genotype set meanwhile waits, then finds the marker gone
        await tx.execute(sql`select id from mutations where id = ${marker.id} for update`);
        const [held] = await queryRows<{ n: number }>(
          tx,
          sql`select count(distinct plot_id)::int as n from plot_genotypes
            where mutation_id = ${marker.id}`,
        );
        if (held && held.n > 0 && !request.query.force) {
          throw new AppError('CONFLICT', {
            detail: 'markers.hasGenotypes',
            params: { name: marker.name, n: held.n },
          });
        }
        await tx.execute(sql`delete from mutations where id = ${marker.id}`);
      });
      return reply.status(204).send();
    },
  );
};
