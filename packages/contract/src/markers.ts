import { z } from 'zod';
import { Id, integerInput, optionalText, patchBody, requiredText, text } from './common.ts';
import {
  ALLELE_MAX_LENGTH,
  CHROMOSOME_MAX_LENGTH,
  MUTATION_NAME_MAX_LENGTH,
  POSITION_MAX,
} from './genotypes.ts';
import { formBlank, UploadFile } from './imports.ts';
import { type Language, normalizeName } from './rules.ts';

/**
 * The marker catalogue of a crop (issue 17, spec §3 Genotype): the crop's rows of `mutations`,
 * one per chromosome + position, with alleles, primers, flanking sequences, gene and notes.
 * Edited one by one (`mutation_table/`), uploaded as a file (xlsx or CSV, all or nothing) and
 * downloaded as the same file.
 */

/** Shortest flanking sequence on each side when given (spec: ≥ 30 bp to be called from reads). */
export const FLANK_MIN_LENGTH = 30;
/** Longest flanking sequence of one side. */
export const FLANK_MAX_LENGTH = 1000;
/** Longest primer (PCR primers are 18–30 bases; long tailed primers fit). */
export const PRIMER_MAX_LENGTH = 200;
export const GENE_MAX_LENGTH = 100;
export const MARKER_DESCRIPTION_MAX_LENGTH = 2000;
export const MARKER_PAGE_SIZE_DEFAULT = 50;
export const MARKER_PAGE_SIZE_MAX = 1000;
/** Data rows one catalogue file may hold (a 90k SNP array of wheat fits). */
export const MARKER_FILE_ROWS_MAX = 100_000;

/** An allele: A C G T only (any case, stored upper); a SNP is one base, a short indel more. */
export const ALLELE_PATTERN = /^[ACGT]+$/;
/** A flanking sequence: A C G T N only (any case, stored upper). */
export const FLANK_PATTERN = /^[ACGTN]+$/;
/** A primer: the IUPAC nucleotide codes, degenerate bases included (any case, stored upper). */
export const PRIMER_PATTERN = /^[ACGTURYSWKMBDHVN]+$/;

/** Message keys of the catalogue's own rules (platform/i18n/messages/markers.ts). */
export const MARKER_MESSAGES = {
  allele: 'markers.badAllele',
  allelePair: 'markers.allelePairRequired',
  sameAlleles: 'markers.sameAlleles',
  flankShort: 'markers.flankTooShort',
  flankBases: 'markers.badFlank',
  primer: 'markers.badPrimer',
  duplicate: 'markers.duplicatePosition',
} as const;

/** Removes spaces inside a sequence (pasted sequences are often broken into groups). */
function squeeze(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** An optional sequence: "" when absent, else upper-cased, without spaces, matching `pattern`. */
function sequence(max: number, pattern: RegExp, message: string, min = 1) {
  return optionalText(max)
    .transform(squeeze)
    .superRefine((value, context) => {
      if (value === '') return;
      if (!pattern.test(value)) {
        context.addIssue({ code: 'custom', message, input: value });
      } else if (value.length < min) {
        context.addIssue({
          code: 'custom',
          message: MARKER_MESSAGES.flankShort,
          params: { n: min },
          input: value,
        });
      }
    });
}

export const alleleInput = () =>
  sequence(ALLELE_MAX_LENGTH, ALLELE_PATTERN, MARKER_MESSAGES.allele);
export const flankInput = () =>
  sequence(FLANK_MAX_LENGTH, FLANK_PATTERN, MARKER_MESSAGES.flankBases, FLANK_MIN_LENGTH);
export const primerInput = () =>
  sequence(PRIMER_MAX_LENGTH, PRIMER_PATTERN, MARKER_MESSAGES.primer);

const markerFields = {
  mut_name: requiredText(MUTATION_NAME_MAX_LENGTH).describe('marker name (need not be unique)'),
  chr: requiredText(CHROMOSOME_MAX_LENGTH).describe('chromosome, e.g. "1A"'),
  pos: integerInput({ min: 1, max: POSITION_MAX }).describe('1-based position (as in VCF)'),
  ref_allele: alleleInput().describe(
    'reference allele, A/C/G/T (e.g. "A", indel "AT"); with alt_allele',
  ),
  alt_allele: alleleInput().describe('alternative allele; both alleles or neither'),
  forward_primer: primerInput().describe('IUPAC bases'),
  reverse_primer: primerInput().describe('IUPAC bases'),
  flank_left: flankInput().describe(
    'sequence before the variant (5′, reference strand), ≥ 30 bp, A/C/G/T/N',
  ),
  flank_right: flankInput().describe('sequence after the variant (3′), ≥ 30 bp, A/C/G/T/N'),
  gene: optionalText(GENE_MAX_LENGTH),
  description: optionalText(MARKER_DESCRIPTION_MAX_LENGTH),
};

/** The allele rule: both or neither, and not the same. */
export function checkAllelePair(pair: {
  ref_allele: string;
  alt_allele: string;
}): { path: 'ref_allele' | 'alt_allele'; message: string } | undefined {
  if (pair.ref_allele === '' && pair.alt_allele !== '') {
    return { path: 'ref_allele', message: MARKER_MESSAGES.allelePair };
  }
  if (pair.alt_allele === '' && pair.ref_allele !== '') {
    return { path: 'alt_allele', message: MARKER_MESSAGES.allelePair };
  }
  if (pair.ref_allele !== '' && pair.ref_allele === pair.alt_allele) {
    return { path: 'alt_allele', message: MARKER_MESSAGES.sameAlleles };
  }
  return undefined;
}

/**
 * `POST mutation_table/`: a marker of the crop. 400 on `pos` when the crop has a marker at
 * chr+pos already. Optional texts absent, null or "" are stored as "".
 */
export const CreateMarkerBody = z
  .object({ spec_id: Id.describe('crop id'), ...markerFields })
  .superRefine((body, context) => {
    const problem = checkAllelePair(body);
    if (problem)
      context.addIssue({
        code: 'custom',
        path: [problem.path],
        message: problem.message,
        input: body,
      });
  });
export type CreateMarkerBody = z.input<typeof CreateMarkerBody>;

/**
 * `PATCH mutation_table/{id}/`: any of the fields. The allele rule applies to the marker as it
 * would be after the change (a 400 naming the allele left alone); moving it onto a chr+pos of
 * another marker is a 400 on `pos`.
 */
export const UpdateMarkerBody = patchBody({
  mut_name: markerFields.mut_name.optional(),
  chr: markerFields.chr.optional(),
  pos: markerFields.pos.optional(),
  ref_allele: markerFields.ref_allele.optional(),
  alt_allele: markerFields.alt_allele.optional(),
  forward_primer: markerFields.forward_primer.optional(),
  reverse_primer: markerFields.reverse_primer.optional(),
  flank_left: markerFields.flank_left.optional(),
  flank_right: markerFields.flank_right.optional(),
  gene: markerFields.gene.optional(),
  description: markerFields.description.optional(),
});
export type UpdateMarkerBody = z.input<typeof UpdateMarkerBody>;

export const MARKER_ORDERINGS = [
  'position',
  'mut_name',
  'gene',
  'genotype_count',
  'created_at',
] as const;

/**
 * `GET mutation_table/?spec_id[&page][&page_size][&search][&chr][&ordering]`: the crop's
 * markers, paged. `search`: a substring of the name, gene or description (any case); `chr`:
 * exactly that chromosome. `ordering` (DRF style, `-` for descending): `position` is by
 * chromosome (text) then position.
 */
export const MarkerListQuery = z.object({
  spec_id: Id.describe('crop id'),
  page: integerInput({ min: 1 }).default(1),
  page_size: integerInput({ min: 1, max: MARKER_PAGE_SIZE_MAX }).default(MARKER_PAGE_SIZE_DEFAULT),
  search: text().trim().max(MUTATION_NAME_MAX_LENGTH).optional(),
  chr: text().trim().max(CHROMOSOME_MAX_LENGTH).optional(),
  ordering: z
    .enum([...MARKER_ORDERINGS, ...MARKER_ORDERINGS.map((key) => `-${key}` as const)])
    .default('position'),
});
export type MarkerListQuery = z.input<typeof MarkerListQuery>;

/** A marker of the catalogue; `GET mutation_table/{id}/` answers one (read like the list). */
export const Marker = z.object({
  id: z.number().int().describe('mutation_table_id of the genotypes'),
  spec_id: z.number().int(),
  mut_name: z.string(),
  chr: z.string(),
  pos: z.number().int(),
  ref_allele: z.string().describe('"" when not given'),
  alt_allele: z.string(),
  forward_primer: z.string(),
  reverse_primer: z.string(),
  flank_left: z.string(),
  flank_right: z.string(),
  gene: z.string(),
  description: z.string(),
  created_at: z.string(),
  genotype_count: z
    .number()
    .int()
    .describe(
      'plots carrying an allele pair at the marker (on the plot or on one of its plant rows)',
    ),
  callable_from_reads: z
    .boolean()
    .describe('both flanks and both alleles are given: reads can be genotyped at it'),
  can_manage: z.boolean().describe('the caller may edit, delete and upload the catalogue'),
  knowledge_entries: z
    .number()
    .int()
    .describe('knowledge-base entries about the marker or stating an effect of it (issue 19)'),
});
export type Marker = z.infer<typeof Marker>;

/** Answer of the list: DRF's page. */
export const MarkerList = z.object({
  count: z.number().int().describe('markers matching, all pages'),
  results: z.array(Marker),
  chromosomes: z
    .array(z.string())
    .describe('every chromosome of the crop’s catalogue, in natural order (2A before 10A)'),
});
export type MarkerList = z.infer<typeof MarkerList>;

/** `DELETE mutation_table/{id}/?force=true`: also when plots carry genotypes there (they go with it). */
export const DeleteMarkerQuery = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe(
      '`true`: delete the marker with its plot genotypes; otherwise one with genotypes is a 409',
    ),
});

/**
 * `POST upload_file/upload_mutation_table/` (multipart): an .xlsx workbook or a CSV text
 * (`,` `;` or tab, told by the header line), a row per marker. Answers the import job (201).
 * All or nothing: every row is checked first, a failed job writes nothing. A row whose
 * chr+pos is a marker of the crop updates it — the file is the catalogue's truth for its rows:
 * a present column's empty cell clears that field; a column the file lacks is left alone.
 * Markers the file does not name stay. Two rows at one chr+pos are a problem.
 */
export const MarkerFileForm = z.object({
  file: UploadFile.meta({
    type: 'string',
    format: 'binary',
    description: 'an .xlsx workbook or a CSV text (UTF-8; `,` `;` or tab)',
  }),
  spec_id: z.preprocess(formBlank, Id).describe('crop id'),
});
export type MarkerFileForm = z.input<typeof MarkerFileForm>;

/** `GET download_mutation_table/?spec_id`: the catalogue as the upload's .xlsx. */
export const MarkerDownloadQuery = z.object({ spec_id: Id.describe('crop id') });
export type MarkerDownloadQuery = z.input<typeof MarkerDownloadQuery>;

type Headers = Record<Language, string>;

/**
 * The columns of a catalogue file in the template's order; downloads and the template write
 * the caller's language, uploads read any of the four (and the aliases below).
 */
export const MARKER_FILE_HEADERS = {
  mut_name: { ru: 'Маркер', en: 'Marker', it: 'Marcatore', es: 'Marcador' },
  chr: { ru: 'Хромосома', en: 'Chromosome', it: 'Cromosoma', es: 'Cromosoma' },
  pos: { ru: 'Позиция', en: 'Position', it: 'Posizione', es: 'Posición' },
  ref_allele: {
    ru: 'Референсный аллель',
    en: 'Reference allele',
    it: 'Allele di riferimento',
    es: 'Alelo de referencia',
  },
  alt_allele: {
    ru: 'Альтернативный аллель',
    en: 'Alternative allele',
    it: 'Allele alternativo',
    es: 'Alelo alternativo',
  },
  forward_primer: {
    ru: 'Прямой праймер',
    en: 'Forward primer',
    it: 'Primer forward',
    es: 'Cebador directo',
  },
  reverse_primer: {
    ru: 'Обратный праймер',
    en: 'Reverse primer',
    it: 'Primer reverse',
    es: 'Cebador inverso',
  },
  flank_left: {
    ru: 'Левый фланк',
    en: 'Left flank',
    it: 'Fianco sinistro',
    es: 'Flanco izquierdo',
  },
  flank_right: { ru: 'Правый фланк', en: 'Right flank', it: 'Fianco destro', es: 'Flanco derecho' },
  gene: { ru: 'Ген', en: 'Gene', it: 'Gene', es: 'Gen' },
  description: { ru: 'Описание', en: 'Description', it: 'Descrizione', es: 'Descripción' },
} as const satisfies Record<string, Headers>;
export type MarkerFileColumn = keyof typeof MARKER_FILE_HEADERS;
export const MARKER_FILE_COLUMNS = Object.keys(MARKER_FILE_HEADERS) as MarkerFileColumn[];
/** Columns every catalogue file must have. */
export const REQUIRED_MARKER_COLUMNS: readonly MarkerFileColumn[] = ['mut_name', 'chr', 'pos'];

const MARKER_ALIASES: Record<MarkerFileColumn, string[]> = {
  mut_name: [
    'mut_name',
    'name',
    'id',
    'snp',
    'Название маркера',
    'Marker name',
    'Мутация',
    'Mutation',
  ],
  chr: ['chr', 'chrom', '#chrom', 'chromosome', 'Хр'],
  pos: ['pos', 'position', 'bp', 'Положение'],
  ref_allele: ['ref', 'ref_allele', 'Референс', 'Reference'],
  alt_allele: ['alt', 'alt_allele', 'Альтернатива', 'Alternative'],
  forward_primer: ['forward_primer', 'Forward', 'Праймер F', 'Primer F'],
  reverse_primer: ['reverse_primer', 'Reverse', 'Праймер R', 'Primer R'],
  flank_left: ['flank_left', 'Left flanking sequence', 'Левая фланкирующая последовательность'],
  flank_right: ['flank_right', 'Right flanking sequence', 'Правая фланкирующая последовательность'],
  gene: ['gene'],
  description: ['description', 'comment', 'Комментарий', 'Note'],
};
const MARKER_HEADER_BY_TEXT = new Map<string, MarkerFileColumn>();
for (const column of MARKER_FILE_COLUMNS) {
  for (const header of [...Object.values(MARKER_FILE_HEADERS[column]), ...MARKER_ALIASES[column]]) {
    MARKER_HEADER_BY_TEXT.set(normalizeName(header), column);
  }
}

/** Reads a header of a catalogue file as one of its columns, in any of the four languages. */
export function matchMarkerFileHeader(header: string): MarkerFileColumn | undefined {
  return MARKER_HEADER_BY_TEXT.get(normalizeName(header));
}
