import { z } from 'zod';
import { Id, integerInput, requiredText } from './common.ts';
import { BATCH_GENOTYPES_MAX, INT4_MAX } from './rules.ts';

/** Longest allele text (`A`, `T`, `del`, a short haplotype…). */
export const ALLELE_MAX_LENGTH = 100;
/** Longest chromosome name (`1`, `chr1A`, `scaffold_1234`…). */
export const CHROMOSOME_MAX_LENGTH = 50;
/** Longest marker (mutation) name. */
export const MUTATION_NAME_MAX_LENGTH = 255;
/** Largest position a marker can have (PostgreSQL `integer`; 1-based, as in VCF). */
export const POSITION_MAX = INT4_MAX;

/** @deprecated the one id type is `Id` of common.ts; this name stays for older imports. */
export const IdInput = Id;
/** @deprecated use `integerInput` of common.ts. */
export { integerInput };

const allele = requiredText(ALLELE_MAX_LENGTH);

/** The allele pair a plot or plant row carries: both alleles required (spec §5). */
export const AllelePairBody = z.object({
  first_allele: allele,
  second_allele: allele,
});
export type AllelePairBody = z.input<typeof AllelePairBody>;

/** A marker found (or created) by chromosome and position, with the allele pair to set. */
export const MarkerGenotypeBody = AllelePairBody.extend({
  chr: requiredText(CHROMOSOME_MAX_LENGTH).describe('chromosome, e.g. "1A"'),
  pos: integerInput({ min: 1, max: POSITION_MAX }).describe('1-based position on the chromosome'),
  mut_name: requiredText(MUTATION_NAME_MAX_LENGTH).describe(
    'marker name; used only when the marker at chr+pos does not exist yet',
  ),
});
export type MarkerGenotypeBody = z.input<typeof MarkerGenotypeBody>;

/** `POST genotype_mutation_create_by_pos_and_chr/`. */
export const CreatePlotGenotypeBody = MarkerGenotypeBody.extend({
  plot_id: Id,
  in_plot_created: z
    .boolean()
    .optional()
    .describe('true when entered from the plot card; accepted for compatibility, no effect'),
});
export type CreatePlotGenotypeBody = z.input<typeof CreatePlotGenotypeBody>;

/** Answer of `POST genotype_mutation_create_by_pos_and_chr/`. */
export const CreatedMutation = z.object({
  mutation: z.string().describe('name of the marker the allele pair was set on'),
});
export type CreatedMutation = z.infer<typeof CreatedMutation>;

/** `PATCH genotype_mutation_update/multiple/`: several allele pairs by plot_genotype_id. */
export const UpdateGenotypesBody = z.object({
  genotypes: z
    .array(AllelePairBody.extend({ plot_genotype_id: Id }))
    .min(1, 'errors.emptyList')
    .max(BATCH_GENOTYPES_MAX),
});
export type UpdateGenotypesBody = z.input<typeof UpdateGenotypesBody>;

/** One allele pair of a plot (brush null) or of one of its plant rows. */
export const Genotype = z.object({
  plot_genotype_id: z.number().int(),
  mutation_table_id: z.number().int(),
  mut_name: z.string(),
  chr: z.string(),
  pos: z.number().int(),
  first_allele: z.string(),
  second_allele: z.string(),
  plot: z.number().int(),
  brush: z.number().int().nullable(),
});
export type Genotype = z.infer<typeof Genotype>;
