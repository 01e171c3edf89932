import { z } from 'zod';
import {
  Id,
  integerInput,
  numberInput,
  optionalText,
  patchBody,
  requiredText,
  text,
} from './common.ts';

/**
 * The knowledge base of a crop (issue 19, decision 054): what is known of a gene or a catalogue
 * marker and the traits it acts on, with literature references. The effects an entry states are
 * the crop's hand-entered marker weights (`marker_effects`, `source = manual`), which every
 * weight-reading page prefers to GWAS estimates. Paths (API_PATHS.knowledgeBase):
 * - `GET knowledge_base/?spec_id[&search][&mutation_id][&page][&page_size]` (KnowledgeEntryList)
 * - `GET knowledge_base/{id}/` (KnowledgeEntry)
 * - `POST knowledge_base/` (CreateKnowledgeEntryBody → 201 KnowledgeEntry)
 * - `PATCH knowledge_base/{id}/` (UpdateKnowledgeEntryBody → KnowledgeEntry; `effects` replaced whole)
 * - `DELETE knowledge_base/{id}/` (204; its effects go with it)
 * - `GET knowledge_base/traits/?spec_id` (KnowledgeTraitList: the form’s trait choices)
 */

export const KNOWLEDGE_TITLE_MAX_LENGTH = 200;
export const KNOWLEDGE_GENE_MAX_LENGTH = 100;
export const KNOWLEDGE_BODY_MAX_LENGTH = 20_000;
export const KNOWLEDGE_REFERENCES_MAX = 50;
export const KNOWLEDGE_REFERENCE_MAX_LENGTH = 1000;
export const KNOWLEDGE_EFFECTS_MAX = 200;
export const KNOWLEDGE_PAGE_SIZE_DEFAULT = 20;
export const KNOWLEDGE_PAGE_SIZE_MAX = 100;
export const KNOWLEDGE_SEARCH_MAX_LENGTH = 200;

/** Message keys of the knowledge base's own rules (server catalogue messages/knowledge-base.ts). */
export const KNOWLEDGE_MESSAGES = {
  noSuchMarker: 'knowledgeBase.noSuchMarker',
  noSuchFeature: 'knowledgeBase.noSuchFeature',
  noSuchRegion: 'knowledgeBase.noSuchRegion',
  duplicateEffect: 'knowledgeBase.duplicateEffect',
  repeatedEffect: 'knowledgeBase.repeatedEffect',
} as const;

/** One stated effect: a marker's effect on a trait, in a region or in every region. */
export const KnowledgeEffectInput = z.object({
  mutation_id: Id.describe('a marker of the crop’s catalogue'),
  feature_id: Id.describe('a quantitative trait (feature) of the crop'),
  region_id: Id.nullish()
    .transform((value) => value ?? null)
    .describe('the region the effect holds in; null or absent = every region'),
  effect: numberInput().describe(
    'per dose of the catalogue marker’s ALT allele, in the trait’s unit (e.g. ц/га)',
  ),
  se: numberInput()
    .pipe(z.number().min(0))
    .nullish()
    .transform((value) => value ?? null)
    .describe('standard error of the effect, when the source gives one'),
});
export type KnowledgeEffectInput = z.input<typeof KnowledgeEffectInput>;

const entryFields = {
  title: requiredText(KNOWLEDGE_TITLE_MAX_LENGTH),
  gene: optionalText(KNOWLEDGE_GENE_MAX_LENGTH).describe('gene symbol, e.g. "FAD2-1"'),
  mutation_id: Id.nullish()
    .transform((value) => value ?? null)
    .describe('the catalogue marker the entry is about, if one'),
  feature_id: Id.nullish()
    .transform((value) => value ?? null)
    .describe('the trait the entry is mainly about, if one (quantitative)'),
  body: optionalText(KNOWLEDGE_BODY_MAX_LENGTH).describe('the text; line breaks kept'),
  references: z
    .array(requiredText(KNOWLEDGE_REFERENCE_MAX_LENGTH))
    .max(KNOWLEDGE_REFERENCES_MAX)
    .describe('literature: one citation, DOI or URL per item'),
  effects: z
    .array(KnowledgeEffectInput)
    .max(KNOWLEDGE_EFFECTS_MAX)
    .describe(
      'hand-entered marker effects; one per (marker, trait, region) in the whole crop: a second ' +
        'one, here or in another entry, is a 400 on `effects[i]` naming the entry holding it',
    ),
};

/** `POST knowledge_base/`: an entry of the crop's knowledge base. */
export const CreateKnowledgeEntryBody = z.object({
  spec_id: Id.describe('crop id'),
  ...entryFields,
  references: entryFields.references.default([]),
  effects: entryFields.effects.default([]),
});
export type CreateKnowledgeEntryBody = z.input<typeof CreateKnowledgeEntryBody>;

/** `PATCH knowledge_base/{id}/`: any of the fields; `effects` given replaces them all. */
export const UpdateKnowledgeEntryBody = patchBody({
  title: entryFields.title.optional(),
  gene: entryFields.gene.optional(),
  mutation_id: entryFields.mutation_id.optional(),
  feature_id: entryFields.feature_id.optional(),
  body: entryFields.body.optional(),
  references: entryFields.references.optional(),
  effects: entryFields.effects.optional(),
});
export type UpdateKnowledgeEntryBody = z.input<typeof UpdateKnowledgeEntryBody>;

/**
 * `GET knowledge_base/`: the crop's entries, newest change first. `search`: a substring (any
 * case) of the title, gene, text, the marker's or a stated effect's marker name, or the trait's
 * name; `mutation_id`: entries about the marker or stating an effect of it.
 */
export const KnowledgeEntryListQuery = z.object({
  spec_id: Id.describe('crop id'),
  search: text().trim().max(KNOWLEDGE_SEARCH_MAX_LENGTH).optional(),
  mutation_id: Id.optional(),
  page: integerInput({ min: 1 }).default(1),
  page_size: integerInput({ min: 1, max: KNOWLEDGE_PAGE_SIZE_MAX }).default(
    KNOWLEDGE_PAGE_SIZE_DEFAULT,
  ),
});
export type KnowledgeEntryListQuery = z.input<typeof KnowledgeEntryListQuery>;

/** A stated effect as answered. */
export const KnowledgeEffect = z.object({
  id: z.number().int(),
  mutation_id: z.number().int(),
  mutation_name: z.string(),
  feature_id: z.number().int(),
  feature_name: z.string(),
  region_id: z.number().int().nullable().describe('null: every region'),
  region_name: z.string().nullable().describe('in the request’s language'),
  effect: z.number(),
  se: z.number().nullable(),
});
export type KnowledgeEffect = z.infer<typeof KnowledgeEffect>;

export const KnowledgeEntry = z.object({
  id: z.number().int(),
  spec_id: z.number().int(),
  title: z.string(),
  gene: z.string(),
  mutation_id: z.number().int().nullable(),
  mutation_name: z.string().nullable(),
  feature_id: z.number().int().nullable(),
  feature_name: z.string().nullable(),
  body: z.string(),
  references: z.array(z.string()),
  effects: z.array(KnowledgeEffect),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean().describe('the caller may change the entry'),
  can_delete: z.boolean().describe('the caller may delete it (its creator or a manager)'),
});
export type KnowledgeEntry = z.infer<typeof KnowledgeEntry>;

/** Answer of the list: DRF's page. */
export const KnowledgeEntryList = z.object({
  count: z.number().int().describe('entries matching, all pages'),
  results: z.array(KnowledgeEntry),
  can_create: z.boolean().describe('the caller may add entries to the crop'),
});
export type KnowledgeEntryList = z.infer<typeof KnowledgeEntryList>;

/**
 * `GET knowledge_base/traits/?spec_id`: the crop's quantitative traits an effect can be stated
 * on (the entry form's choices), by name.
 */
export const KnowledgeTraitsQuery = z.object({ spec_id: Id.describe('crop id') });
export type KnowledgeTraitsQuery = z.input<typeof KnowledgeTraitsQuery>;

export const KnowledgeTrait = z.object({ id: z.number().int(), name: z.string() });
export type KnowledgeTrait = z.infer<typeof KnowledgeTrait>;
export const KnowledgeTraitList = z.array(KnowledgeTrait);
export type KnowledgeTraitList = z.infer<typeof KnowledgeTraitList>;
