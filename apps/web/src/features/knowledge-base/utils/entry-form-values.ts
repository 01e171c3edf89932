import type { CreateKnowledgeEntryBody, KnowledgeEntry } from '@plotline/contract/knowledge-base';

/** The region choice meaning "every region" (the effect's region_id null). */
export const ALL_REGIONS = 'all';

/** One row of the effects editor. */
export type EffectValues = {
  mutation_id: number | null;
  feature_id: number | null;
  region_id: number | typeof ALL_REGIONS;
  effect: number | null;
  se: number | null;
};

/** The entry form's values: references as one per line. */
export type EntryValues = {
  title: string;
  gene: string;
  mutation_id: number | null;
  feature_id: number | null;
  body: string;
  references: string;
  effects: EffectValues[];
};

/** The form's start: an entry's values, or an empty entry (about `mutationId` when given). */
export function toEntryValues(
  entry: KnowledgeEntry | undefined,
  mutationId: number | null,
): EntryValues {
  return {
    title: entry?.title ?? '',
    gene: entry?.gene ?? '',
    mutation_id: entry ? entry.mutation_id : mutationId,
    feature_id: entry?.feature_id ?? null,
    body: entry?.body ?? '',
    references: (entry?.references ?? []).join('\n'),
    effects: (entry?.effects ?? []).map((effect) => ({
      mutation_id: effect.mutation_id,
      feature_id: effect.feature_id,
      region_id: effect.region_id ?? ALL_REGIONS,
      effect: effect.effect,
      se: effect.se,
    })),
  };
}

/**
 * The body to send (the whole entry: an edit replaces the effects as a whole anyway): texts
 * trimmed, one reference per non-empty line, rows of the effects editor as effects.
 */
export function toEntryBody(values: EntryValues): Omit<CreateKnowledgeEntryBody, 'spec_id'> {
  return {
    title: values.title.trim(),
    gene: values.gene.trim(),
    mutation_id: values.mutation_id ?? null,
    feature_id: values.feature_id ?? null,
    body: values.body.trim(),
    references: values.references
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    effects: (values.effects ?? []).map((row) => ({
      mutation_id: row.mutation_id ?? 0,
      feature_id: row.feature_id ?? 0,
      region_id: row.region_id === ALL_REGIONS ? null : row.region_id,
      effect: row.effect ?? Number.NaN,
      se: row.se ?? null,
    })),
  };
}

/** A form field's errors: antd's name path and the translated messages. */
export type FieldErrorsOfForm = { name: keyof EntryValues; errors: string[] };

/** The server's 400 split for the form: its fields' errors, and each refused effect row's. */
export type EntryErrors = { fields: FieldErrorsOfForm[]; rows: Record<number, string[]> };

/** `effects[3]` (a row the server refused) → 3. */
const EFFECT_ROW = /^effects\[(\d+)\]$/;

const FORM_FIELDS = new Set<string>([
  'title',
  'gene',
  'mutation_id',
  'feature_id',
  'body',
  'references',
  'effects',
]);

/**
 * The server's 400 fields for the form: `effects[i]` as row i's errors (shown across the row),
 * plain fields on their form fields; names the form does not have are dropped (the toast shows
 * the first message anyway).
 */
export function splitEntryErrors(
  fieldErrors: Record<string, string[]>,
  translate: (message: string) => string,
): EntryErrors {
  const result: EntryErrors = { fields: [], rows: {} };
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const errors = messages.map(translate);
    const row = EFFECT_ROW.exec(field)?.[1];
    if (row !== undefined) result.rows[Number(row)] = errors;
    else if (FORM_FIELDS.has(field))
      result.fields.push({ name: field as keyof EntryValues, errors });
  }
  return result;
}
