import { z } from 'zod';
import { Id, idList, text } from './common.ts';

/**
 * The readers of the marker weights (issue 19, decision 054, slice 4): the weights of a trait
 * in a region, a marker's influence on every trait, the wind rose of a variety and the ranking
 * of varieties by the alleles they carry. Every call reads `marker_effects` through one rule: a
 * region's own rows, else the all-regions rows (region null); a hand-entered (`manual`) row
 * before a GWAS estimate. Paths (API_PATHS, under /api/v1/plotline_db/):
 * - `GET mutation_influence_features/?spec_id[&region_id]` (WeightedFeature[])
 * - `GET mutation_influence_regions/?spec_id[&feature_id]` (WeightRegion[])
 * - `GET get_weights/?spec_id&feature_id[&region_id]` (MarkerWeightRow[], |effect| desc)
 * - `GET mutation_influence/?spec_id&mutation_id[&region_id]` (MarkerInfluence[])
 * - `GET get_wind_rose_by_region/?spec_id&line_id[&region_id][&feature_ids]` (WindRose; 400 when
 *   the line has no genotype at a weighted marker or the region has no weights)
 * - `POST get_sort_by_genotypes/` (SortByGenotypesBody → GenotypeRankRow[])
 * - `POST get_sort_with_info_by_genotypes/` (SortWithInfoBody → GenotypeRanking)
 */

export const MARKER_WEIGHT_SOURCES = ['gwas', 'manual'] as const;
export const MarkerWeightSource = z.enum(MARKER_WEIGHT_SOURCES);
export type MarkerWeightSource = z.infer<typeof MarkerWeightSource>;

/** At most this many target alleles in one ranking. */
export const GENOTYPE_TARGETS_MAX = 200;
/** At most this many lines named in one ranking. */
export const GENOTYPE_RANK_LINES_MAX = 5000;

/** `feature_ids=1,2,3` (or repeated): the traits asked for, without repeats. */
const FeatureIdsQuery = z
  .union([text(), z.array(text())])
  .transform((value): (string | number)[] =>
    (Array.isArray(value) ? value.join(',') : value).split(','),
  )
  .pipe(z.array(Id).max(100))
  .transform((ids) => [...new Set(ids)]);

export const WeightedFeaturesQuery = z.object({
  spec_id: Id.describe('crop id'),
  region_id: Id.optional().describe(
    'the traits weighted in this region (its own or all-regions rows)',
  ),
});
export type WeightedFeaturesQuery = z.input<typeof WeightedFeaturesQuery>;
export const WeightedFeature = z.object({
  feature_id: z.number().int(),
  name: z.string(),
  unit: z.string().describe('the most used unit of its plot values; "" when none'),
  markers: z.number().int().describe('markers with a weight on it (after the precedence rule)'),
  sources: z.array(MarkerWeightSource).describe('where those weights come from'),
});
export type WeightedFeature = z.infer<typeof WeightedFeature>;

export const WeightRegionsQuery = z.object({
  spec_id: Id.describe('crop id'),
  feature_id: Id.optional().describe('only regions with weights on this trait'),
});
export type WeightRegionsQuery = z.input<typeof WeightRegionsQuery>;
export const WeightRegion = z.object({
  region_id: z.number().int().nullable().describe('null: the all-regions weights'),
  name: z.string().describe('in the request language; "" for the all-regions entry'),
  markers: z.number().int().describe('markers with a row of this region'),
});
export type WeightRegion = z.infer<typeof WeightRegion>;

export const WeightsQuery = z.object({
  spec_id: Id.describe('crop id'),
  feature_id: Id.describe('the trait'),
  region_id: Id.optional().describe('default: the all-regions weights'),
});
export type WeightsQuery = z.input<typeof WeightsQuery>;
export const MarkerWeightRow = z.object({
  mutation_id: z.number().int(),
  name: z.string(),
  chr: z.string(),
  pos: z.number().int(),
  gene: z.string(),
  ref: z.string(),
  alt: z.string(),
  effect: z.number().describe('per dose of the ALT allele, in the trait unit'),
  se: z.number().nullable(),
  p_value: z.number().nullable(),
  n: z.number().int().nullable(),
  source: MarkerWeightSource,
  region_id: z.number().int().nullable().describe('null: an all-regions row'),
  analysis_id: z.number().int().nullable().describe('the GWAS that estimated it'),
  knowledge_entry_id: z.number().int().nullable().describe('the knowledge-base entry'),
});
export type MarkerWeightRow = z.infer<typeof MarkerWeightRow>;

export const MutationInfluenceQuery = z.object({
  spec_id: Id.describe('crop id'),
  mutation_id: Id.describe('the catalogue marker'),
  region_id: Id.optional().describe('default: the all-regions weights'),
});
export type MutationInfluenceQuery = z.input<typeof MutationInfluenceQuery>;
export const MarkerInfluence = z.object({
  feature_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  effect: z.number(),
  se: z.number().nullable(),
  p_value: z.number().nullable(),
  source: MarkerWeightSource,
  region_id: z.number().int().nullable(),
});
export type MarkerInfluence = z.infer<typeof MarkerInfluence>;

export const WindRoseQuery = z.object({
  spec_id: Id.describe('crop id'),
  line_id: Id.describe('the variety'),
  region_id: Id.optional().describe('default: the all-regions weights and every field'),
  feature_ids: FeatureIdsQuery.optional().describe('default: every trait with weights'),
});
export type WindRoseQuery = z.input<typeof WindRoseQuery>;
export const PredictedTrait = z.object({
  feature_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  value: z
    .number()
    .nullable()
    .describe('baseline + genetic; null when the trait has no plot value'),
  baseline: z
    .number()
    .nullable()
    .describe('the trait mean over the region’s plots (else every plot)'),
  genetic: z.number().describe('Σ effect × (dose − panel mean dose)'),
  markers_used: z.number().int(),
  markers_missing: z.number().int().describe('weighted markers the line has no dose at'),
});
export type PredictedTrait = z.infer<typeof PredictedTrait>;
export const WindRose = z.object({
  line_id: z.number().int(),
  line_name: z.string(),
  region_id: z.number().int().nullable(),
  traits: z.array(PredictedTrait),
});
export type WindRose = z.infer<typeof WindRose>;

export const GenotypeTarget = z.object({
  mutation_id: Id.describe('a marker of the crop’s catalogue'),
  allele: text()
    .trim()
    .min(1)
    .max(50)
    .describe('the favourable allele wanted: the marker’s REF or ALT (any case)'),
});
export type GenotypeTarget = z.input<typeof GenotypeTarget>;

export const SortByGenotypesBody = z.object({
  spec_id: Id.describe('crop id'),
  region_id: Id.nullish().describe('the region of the weights (with info); null: all regions'),
  targets: z.array(GenotypeTarget).min(1).max(GENOTYPE_TARGETS_MAX),
  line_ids: idList(GENOTYPE_RANK_LINES_MAX)
    .optional()
    .describe('rank these lines; default every readable line with a genotype at a target'),
});
export type SortByGenotypesBody = z.input<typeof SortByGenotypesBody>;

export const GenotypeRankRow = z.object({
  line_id: z.number().int(),
  name: z.string(),
  is_sort: z.boolean(),
  score: z.number().int().describe('target alleles carried: 2 homozygous, 1 heterozygous'),
  max_score: z.number().int().describe('2 × targets'),
  carried: z
    .array(z.object({ mutation_id: z.number().int(), dose: z.number().int() }))
    .describe('the dose of the target allele at each target marker the line has a genotype at'),
  missing: z.number().int().describe('target markers without a genotype'),
});
export type GenotypeRankRow = z.infer<typeof GenotypeRankRow>;

export const SortWithInfoBody = SortByGenotypesBody.extend({
  feature_ids: idList(100).optional().describe('the traits predicted; default every weighted one'),
  sort_feature_id: Id.optional().describe('rank by this trait’s predicted value; default by score'),
  descending: z.boolean().default(true).describe('false: the lowest predicted value first'),
});
export type SortWithInfoBody = z.input<typeof SortWithInfoBody>;

export const GenotypeRanking = z.object({
  features: z.array(
    z.object({
      feature_id: z.number().int(),
      name: z.string(),
      unit: z.string(),
      baseline: z.number().nullable(),
    }),
  ),
  rows: z.array(
    GenotypeRankRow.extend({
      traits: z.array(
        z.object({
          feature_id: z.number().int(),
          value: z.number().nullable(),
          genetic: z.number(),
          markers_used: z.number().int(),
          markers_missing: z.number().int(),
        }),
      ),
    }),
  ),
});
export type GenotypeRanking = z.infer<typeof GenotypeRanking>;
