import type { LineRecord, UpdateLineRecordBody } from '@plotline/contract/lines';

/** The editable fields of the card's form. */
export const EDITABLE_FIELDS = [
  'name',
  'is_sort',
  'species',
  'origin',
  'regions',
  'uniformity',
  'heterotic_group',
  'genealogy',
  'owner',
  'comments',
  'herbicides',
  'fungicides',
] as const;

export type LineFormValues = {
  name: string;
  is_sort: boolean;
  regions: string[];
} & Record<Exclude<(typeof EDITABLE_FIELDS)[number], 'name' | 'is_sort' | 'regions'>, string>;

/** The form's values of a record. */
export function toFormValues(record: LineRecord): LineFormValues {
  return {
    name: record.line_name,
    is_sort: record.is_sort,
    regions: record.regions,
    species: record.species,
    origin: record.origin,
    uniformity: record.uniformity,
    heterotic_group: record.heterotic_group,
    genealogy: record.genealogy,
    owner: record.owner,
    comments: record.comments,
    herbicides: record.herbicides,
    fungicides: record.fungicides,
  };
}

/**
 * The PATCH body: only the fields whose value differs from the record (texts trimmed, regions
 * trimmed and without empty ones); empty when nothing changed.
 */
export function changedFields(record: LineRecord, values: LineFormValues): UpdateLineRecordBody {
  const before = toFormValues(record);
  const body: Record<string, unknown> = {};
  for (const key of EDITABLE_FIELDS) {
    const value = values[key];
    if (key === 'is_sort') {
      if (value !== before.is_sort) body.is_sort = value;
    } else if (key === 'regions') {
      const regions = (value as string[]).map((r) => r.trim()).filter(Boolean);
      if (regions.join('\u0000') !== before.regions.join('\u0000')) body.regions = regions;
    } else {
      const text = String(value ?? '').trim();
      if (text !== before[key]) body[key] = text;
    }
  }
  return body as UpdateLineRecordBody;
}
