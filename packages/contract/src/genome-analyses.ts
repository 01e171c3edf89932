import { z } from 'zod';
import { Id, integerInput, text } from './common.ts';
import { ImportProblem, JobStatus } from './imports.ts';

/**
 * Genome analyses (issue 19, decision 054): population structure of a genotype matrix's
 * samples — marker filters, PCA, a distance matrix and a tree — run as a job (progress,
 * cancel through `jobs/{id}/cancel/`, restart), kept with the crop. Paths (API_PATHS, under
 * /api/v1/plotline_db/):
 * - `POST genome_analyses/` (StructureAnalysisBody → 201 GenomeAnalysisJob; poll `jobs/{id}/`)
 * - `GET genome_analyses/?spec_id` (GenomeAnalysisSummary[], newest first)
 * - `GET genome_analyses/{id}/` (GenomeAnalysis: the summary and, once done, its result)
 * - `GET genome_analyses/{id}/distances/` (DistanceView: names and the matrix, ≤ 500 samples)
 * - `GET genome_analyses/{id}/distances/download/?format=csv|xlsx` (the square matrix)
 * - `GET genome_analyses/{id}/newick/` (the tree as a .nwk attachment)
 * - `DELETE genome_analyses/{id}/` (204: its creator, or who manages the crop's catalogue)
 */

export const GENOME_DISTANCES = ['ibs', 'modified_rogers', 'nei', 'euclidean'] as const;
export type GenomeDistance = (typeof GENOME_DISTANCES)[number];
export const GENOME_TREES = ['nj', 'upgma'] as const;
export type GenomeTree = (typeof GENOME_TREES)[number];

/** At most this many samples in one analysis (the tree is O(n³): ~10 s at 2,000). */
export const GENOME_ANALYSIS_SAMPLES_MAX = 3000;
/**
 * At most this many calls (samples × markers of the matrix) in one analysis: the job holds the
 * kept calls in memory, one byte each (3,000 samples × 100,000 markers).
 */
export const GENOME_ANALYSIS_CALLS_MAX = 300_000_000;
/** The distance matrix is answered as JSON up to this many samples (the heat map). */
export const GENOME_DISTANCE_VIEW_MAX = 500;
/** At most this many principal components. */
export const GENOME_PCA_COMPONENTS_MAX = 10;

export const StructureAnalysisBody = z.object({
  spec_id: Id.describe('crop id'),
  matrix_id: Id.describe('the genotype matrix analysed'),
  name: text().max(200).optional().describe('a label; default "<matrix> <date>"'),
  sample_idx: z
    .array(integerInput({ min: 0 }))
    .max(GENOME_ANALYSIS_SAMPLES_MAX)
    .optional()
    .describe(
      `the matrix's samples to analyse (their idx); default all (at most ${GENOME_ANALYSIS_SAMPLES_MAX})`,
    ),
  min_maf: z.coerce
    .number()
    .min(0)
    .max(0.5)
    .default(0.01)
    .describe('markers whose minor allele frequency (over the samples) is lower are left out'),
  min_call_rate: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.8)
    .describe('markers called in a smaller share of the samples are left out'),
  distance: z
    .enum(GENOME_DISTANCES)
    .default('ibs')
    .describe(
      'ibs: mean |a − b|/2 over markers both called (= Rogers 1972, plink 1-ibs flat-missing); ' +
        'modified_rogers; nei: Nei 1972; euclidean: on mean-imputed dosages',
    ),
  tree: z.enum(GENOME_TREES).default('nj').describe('nj: neighbour-joining (ape nj); upgma'),
  components: integerInput({ min: 2, max: GENOME_PCA_COMPONENTS_MAX })
    .default(GENOME_PCA_COMPONENTS_MAX)
    .describe('principal components computed'),
});
export type StructureAnalysisBody = z.input<typeof StructureAnalysisBody>;

/** The job of an analysis (the import jobs' shape). */
export const GenomeAnalysisJob = z.object({
  analysis_id: z.number().int(),
  job_id: z.number().int(),
  status: JobStatus,
  progress: z.number().int().min(0).max(100),
  errors: z.array(ImportProblem),
});
export type GenomeAnalysisJob = z.infer<typeof GenomeAnalysisJob>;

export const GenomeAnalysisListQuery = z.object({ spec_id: Id.describe('crop id') });
export type GenomeAnalysisListQuery = z.input<typeof GenomeAnalysisListQuery>;

/** What was asked (the body's choices, resolved). */
export const StructureParameters = z.object({
  min_maf: z.number(),
  min_call_rate: z.number(),
  distance: z.enum(GENOME_DISTANCES),
  tree: z.enum(GENOME_TREES),
  components: z.number().int(),
  sample_count: z.number().int().describe('samples analysed'),
});
export type StructureParameters = z.infer<typeof StructureParameters>;

export const GenomeAnalysisSummary = z.object({
  id: z.number().int(),
  crop_id: z.number().int(),
  kind: z.literal('structure'),
  name: z.string(),
  matrix_id: z.number().int(),
  matrix_name: z.string(),
  parameters: StructureParameters,
  markers_kept: z
    .number()
    .int()
    .nullable()
    .describe('markers passing the filters, once the analysis is done'),
  job_id: z.number().int().nullable(),
  status: JobStatus,
  progress: z.number().int().min(0).max(100),
  errors: z.array(z.string()).describe('translated problems of a failed run'),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  can_delete: z.boolean(),
});
export type GenomeAnalysisSummary = z.infer<typeof GenomeAnalysisSummary>;

/** An analysed sample with what the PCA can be coloured by. */
export const AnalysedSample = z.object({
  idx: z.number().int().describe('the sample’s idx in the matrix'),
  name: z.string(),
  line_id: z.number().int().nullable(),
  line_name: z.string().nullable(),
  origin: z.string().describe('the line’s origin (empty when none)'),
  heterotic_group: z.string(),
  species: z.string(),
});
export type AnalysedSample = z.infer<typeof AnalysedSample>;

export const StructureResult = z.object({
  samples: z.array(AnalysedSample).describe('in the matrix’s order; the rows of every table'),
  markers: z.object({
    total: z.number().int(),
    kept: z.number().int().describe('markers passing the MAF and call-rate filters'),
    low_maf: z.number().int(),
    low_call_rate: z.number().int(),
  }),
  pca: z.object({
    eigenvalues: z.array(z.number()).describe('prcomp sdev² of the mean-imputed dosages'),
    variance_explained: z.array(z.number()).describe('% of the total variance'),
    scores: z
      .array(z.array(z.number()))
      .describe('[sample][component]; each component’s largest |score| positive'),
  }),
  relationship: z
    .object({
      mean_diagonal: z.number(),
      mean_off_diagonal: z.number(),
    })
    .describe('VanRaden GRM summary (1 + inbreeding on the diagonal)'),
  distance: z.object({
    method: z.enum(GENOME_DISTANCES),
    min: z.number().nullable(),
    mean: z.number().nullable(),
    max: z.number().nullable(),
  }),
  tree: z.object({
    method: z.enum(GENOME_TREES),
    newick: z.string().describe('tips named by sample; branch lengths in distance units'),
  }),
});
export type StructureResult = z.infer<typeof StructureResult>;

export const GenomeAnalysis = GenomeAnalysisSummary.extend({
  result: StructureResult.nullable().describe('null until the job succeeded'),
});
export type GenomeAnalysis = z.infer<typeof GenomeAnalysis>;

/** `GET genome_analyses/{id}/distances/`: the heat map's matrix (≤ 500 samples). */
export const DistanceView = z.object({
  method: z.enum(GENOME_DISTANCES),
  names: z.array(z.string()).describe('samples in the tree’s tip order (similar ones together)'),
  values: z.array(z.array(z.number().nullable())).describe('[row][column] in `names` order'),
});
export type DistanceView = z.infer<typeof DistanceView>;

export const DistanceDownloadQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type DistanceDownloadQuery = z.input<typeof DistanceDownloadQuery>;

/**
 * GWAS (issue 19, decision 054; spec §7 `gwas_analysis/` abortable, `refresh_gwas_analysis/`):
 * the lines of a genotype matrix with a phenotype (each line's mean of the feature over the
 * chosen seasons' plots) scanned marker by marker — the single-marker regression (plink
 * `--glm`) or the mixed model with the VanRaden GRM (P3D/EMMAX, rrBLUP `GWAS`) — as a job; the
 * effects of the catalogue's markers are saved as their weights for the trait (`marker_effects`).
 * - `POST gwas_analysis/` (GwasAnalysisBody → 201 GenomeAnalysisJob; cancel `jobs/{id}/cancel/`)
 * - `POST refresh_gwas_analysis/` (RefreshGwasBody → 201 GenomeAnalysisJob: the same analysis again
 *   on today's data, its result and weights replaced)
 * - `GET gwas_analysis/?spec_id` (GwasAnalysisSummary[]) and `GET gwas_analysis/{id}/` (GwasAnalysis)
 * - `DELETE genome_analyses/{id}/` deletes a GWAS too (its saved weights stay until re-estimated)
 */
export const GWAS_MODELS = ['mixed', 'single'] as const;
export type GwasModel = (typeof GWAS_MODELS)[number];
/** Principal components as covariates, at most. */
export const GWAS_COMPONENTS_MAX = 10;

export const GwasAnalysisBody = z.object({
  spec_id: Id.describe('crop id'),
  matrix_id: Id.describe('the genotype matrix whose line-matched samples are scanned'),
  feature: text()
    .min(1)
    .max(200)
    .describe('a quantitative feature (or a stage, in days after sowing) of the crop'),
  year_ids: z
    .array(integerInput({ min: 1 }))
    .max(100)
    .optional()
    .describe('the seasons whose plots give the lines’ phenotypes; default every season readable'),
  region_id: Id.optional().describe('the weights are saved for this region; default all regions'),
  model: z.enum(GWAS_MODELS).default('mixed'),
  min_maf: z.coerce.number().min(0).max(0.5).default(0.05),
  components: integerInput({ min: 0, max: GWAS_COMPONENTS_MAX })
    .default(0)
    .describe('principal components of the genotypes taken as covariates (population structure)'),
  name: text().max(200).optional(),
});
export type GwasAnalysisBody = z.input<typeof GwasAnalysisBody>;

export const RefreshGwasBody = z.object({ analysis_id: Id });
export type RefreshGwasBody = z.input<typeof RefreshGwasBody>;

export const GwasParameters = z.object({
  feature: z.string(),
  year_ids: z.array(z.number().int()).describe('empty: every season readable at the start'),
  region_id: z.number().int().nullable(),
  model: z.enum(GWAS_MODELS),
  min_maf: z.number(),
  components: z.number().int(),
});
export type GwasParameters = z.infer<typeof GwasParameters>;

const nullableNumbers = z.array(z.number().nullable());

export const GwasResult = z.object({
  n: z.number().int().describe('lines scanned (genotyped, with a phenotype)'),
  markers_tested: z.number().int(),
  variance: z
    .object({ genetic: z.number(), residual: z.number(), heritability: z.number() })
    .nullable()
    .describe('the null model’s REML components (mixed); null for the single-marker scan'),
  lambda: z.number().nullable().describe('genomic inflation: median χ²₁ / 0.4549'),
  bonferroni: z.number().describe('the p threshold 0.05 / markers tested'),
  fdr: z.number().nullable().describe('the largest p with a BH q ≤ 0.05; null when none'),
  markers: z
    .object({
      name: z.array(z.string()),
      chr: z.array(z.string()),
      pos: z.array(z.number().int()),
      beta: nullableNumbers.describe('effect per ALT allele, in the feature’s unit'),
      se: nullableNumbers,
      p: nullableNumbers.describe('null: not tested (MAF below the threshold, collinear)'),
      q: nullableNumbers.describe('Benjamini–Hochberg'),
    })
    .describe('every marker of the matrix, in its order (columns: the Manhattan plot)'),
  weights_saved: z.number().int().describe('catalogue markers whose effects were saved'),
});
export type GwasResult = z.infer<typeof GwasResult>;

export const GwasAnalysisSummary = GenomeAnalysisSummary.omit({
  kind: true,
  parameters: true,
  markers_kept: true,
}).extend({
  kind: z.literal('gwas'),
  parameters: GwasParameters,
  lines: z.number().int().nullable().describe('lines scanned, once done'),
});
export type GwasAnalysisSummary = z.infer<typeof GwasAnalysisSummary>;

export const GwasAnalysis = GwasAnalysisSummary.extend({ result: GwasResult.nullable() });
export type GwasAnalysis = z.infer<typeof GwasAnalysis>;
