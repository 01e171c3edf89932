import { API_PATHS } from '@plotline/contract/api-paths';
import {
  MarkerInfluence,
  MarkerWeightRow,
  MutationInfluenceQuery,
  WeightedFeature,
  WeightedFeaturesQuery,
  WeightRegion,
  WeightRegionsQuery,
  WeightsQuery,
} from '@plotline/contract/marker-weights';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import { readWeights } from '../marker-weights/read-weights.ts';
import { checkRegion, getCropMarker } from './selection-checks.ts';
import { readTraitLabels } from './trait-labels.ts';

const TAGS = ['genome'];
const RULE =
  'Weights are the crop’s marker effects (decision 054): a region’s own rows, else the ' +
  'all-regions rows; a hand-entered (`manual`) row before a GWAS estimate. Every member of the ' +
  'crop’s tenant reads them; another tenant’s crop is 404. ';

type CatalogueMarker = {
  id: number;
  name: string;
  chr: string;
  pos: number;
  gene: string;
  ref: string;
  alt: string;
};

/** The catalogue rows of some markers of the crop, by id. */
async function readMarkers(db: Db, cropId: number, ids: readonly number[]) {
  const rows = await queryRows<CatalogueMarker>(
    db,
    sql`select id, name, chr, pos, gene, ref_allele as ref, alt_allele as alt from mutations
      where crop_id = ${cropId} and id = any(${sql.param([...ids])}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The readers of the marker weights (issue 19, slice 4): traits and regions that have weights,
 * a trait's weights (the region-selection table) and a marker's effects on every trait.
 */
export const weightsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${API_PATHS.weightedFeatures}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The traits that have marker weights',
        description: `${RULE}Per trait, the markers weighted (in the region when given) and the sources used.`,
        querystring: WeightedFeaturesQuery,
        response: { 200: z.array(WeightedFeature) },
      },
    },
    async (request) => {
      const crop = await getCropFor(db, requireUser(request), request.query.spec_id);
      const regionId = await checkRegion(db, request.query.region_id);
      const byTrait = new Map<number, { markers: number; sources: Set<'gwas' | 'manual'> }>();
      for (const weight of await readWeights(db, crop.id, { regionId })) {
        const entry = byTrait.get(weight.feature_id) ?? { markers: 0, sources: new Set() };
        entry.markers += 1;
        entry.sources.add(weight.source);
        byTrait.set(weight.feature_id, entry);
      }
      const labels = await readTraitLabels(db, crop.id, [...byTrait.keys()]);
      return [...byTrait]
        .map(([featureId, entry]) => ({
          feature_id: featureId,
          name: labels.get(featureId)?.name ?? '',
          unit: labels.get(featureId)?.unit ?? '',
          markers: entry.markers,
          sources: [...entry.sources].sort(),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  );

  app.get(
    `/${API_PATHS.weightRegions}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The regions that have their own marker weights',
        description: `${RULE}The all-regions entry (region_id null) first, then the regions by name, each with the markers it has rows for.`,
        querystring: WeightRegionsQuery,
        response: { 200: z.array(WeightRegion) },
      },
    },
    async (request) => {
      const crop = await getCropFor(db, requireUser(request), request.query.spec_id);
      const language = requestLanguage(request);
      const featureId = request.query.feature_id;
      const byFeature = featureId === undefined ? sql`` : sql`and e.feature_id = ${featureId}`;
      const rows = await queryRows<{
        region_id: number | null;
        name: string | null;
        markers: number;
      }>(
        db,
        sql`select e.region_id, coalesce(r.names ->> ${language}, r.names ->> 'en') as name,
            count(distinct e.mutation_id)::int as markers
          from marker_effects e left join regions r on r.id = e.region_id
          where e.crop_id = ${crop.id} ${byFeature}
          group by e.region_id, r.names`,
      );
      const all = rows.find((row) => row.region_id === null);
      const own = rows
        .filter((row) => row.region_id !== null)
        .map((row) => ({ region_id: row.region_id, name: row.name ?? '', markers: row.markers }))
        .sort((a, b) => a.name.localeCompare(b.name, language));
      return [{ region_id: null, name: '', markers: all?.markers ?? 0 }, ...own];
    },
  );

  app.get(
    `/${API_PATHS.weights}`,
    {
      schema: {
        tags: TAGS,
        summary: 'A trait’s marker weights in a region',
        description: `${RULE}One row per marker, by |effect| descending; 400 on \`feature_id\` when the crop has no such trait.`,
        querystring: WeightsQuery,
        response: { 200: z.array(MarkerWeightRow) },
      },
    },
    async (request) => {
      const { spec_id, feature_id } = request.query;
      const crop = await getCropFor(db, requireUser(request), spec_id);
      const regionId = await checkRegion(db, request.query.region_id);
      const labels = await readTraitLabels(db, crop.id, [feature_id]);
      if (!labels.has(feature_id)) throw fieldError('feature_id', 'genomeSelection.noSuchFeature');
      const weights = await readWeights(db, crop.id, { regionId, featureIds: [feature_id] });
      const markers = await readMarkers(
        db,
        crop.id,
        weights.map((weight) => weight.mutation_id),
      );
      return weights
        .flatMap((weight) => {
          const marker = markers.get(weight.mutation_id);
          if (!marker) return [];
          const { id: _id, ...catalogue } = marker;
          return [{ ...weight, ...catalogue }];
        })
        .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || a.mutation_id - b.mutation_id);
    },
  );

  app.get(
    `/${API_PATHS.mutationInfluence}`,
    {
      schema: {
        tags: TAGS,
        summary: 'A marker’s effects on every trait (the marker card)',
        description: `${RULE}One row per trait, by |effect| descending; 400 on \`mutation_id\` when the crop’s catalogue has no such marker.`,
        querystring: MutationInfluenceQuery,
        response: { 200: z.array(MarkerInfluence) },
      },
    },
    async (request) => {
      const { spec_id, mutation_id } = request.query;
      const crop = await getCropFor(db, requireUser(request), spec_id);
      await getCropMarker(db, crop.id, mutation_id, 'mutation_id');
      const regionId = await checkRegion(db, request.query.region_id);
      const weights = await readWeights(db, crop.id, { regionId, mutationIds: [mutation_id] });
      const labels = await readTraitLabels(
        db,
        crop.id,
        weights.map((weight) => weight.feature_id),
      );
      return weights
        .map((weight) => ({
          feature_id: weight.feature_id,
          name: labels.get(weight.feature_id)?.name ?? '',
          unit: labels.get(weight.feature_id)?.unit ?? '',
          effect: weight.effect,
          se: weight.se,
          p_value: weight.p_value,
          source: weight.source,
          region_id: weight.region_id,
        }))
        .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || a.feature_id - b.feature_id);
    },
  );
};
