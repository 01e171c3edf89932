import { z } from 'zod';
import { Id, integerInput, optionalText, patchBody, requiredText, text } from './common.ts';
import {
  FIELD_NAME_MAX_LENGTH,
  FIELD_WIDTH_MAX,
  FIELD_WIDTH_MIN,
  INPUT_MAX_LENGTH,
  YEAR_MAX,
  YEAR_MIN,
} from './rules.ts';

/** The eleven nursery types of spec §3 (labels are translated by the UI: `fieldType.<code>`). */
export const FIELD_TYPES = [
  'source_material',
  'hybridisation',
  'hybrid',
  'selection',
  'breeding_first_year',
  'breeding_second_year',
  'control',
  'competitive',
  'group_isolator',
  'line_propagation_isolator',
  'parental_form_isolator',
] as const;
export const FieldType = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldType>;

/** `?spec_id=` of the crop-scoped lists. */
export const CropQuery = z.object({ spec_id: Id });
export type CropQuery = z.infer<typeof CropQuery>;

/**
 * `field_table/` GET query. `grantable=true` (ours, decision 015) lists instead the nurseries
 * whose seasons the caller may put into access groups, every season of each: what the
 * access-group editor offers. Only managers may ask; others get 403.
 */
export const FieldTableQuery = CropQuery.extend({
  grantable: z.enum(['true', 'false']).optional(),
});
export type FieldTableQuery = z.infer<typeof FieldTableQuery>;

/** One season of a field inside `fieldyear_set`. */
export const FieldYearRef = z.object({
  id: z.number().int().describe('year_id'),
  year: z.number().int(),
  species: z.number().int().describe('spec_id of the crop'),
  field_table_info: z.number().int().describe('field_id'),
});
export type FieldYearRef = z.infer<typeof FieldYearRef>;

/** A nursery (field) as `GET field_table/` lists it (api-contract §4). */
export const Field = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  company_id: z.number().int().nullable(),
  division: z.number().int().nullable(),
  user: z.number().int().nullable().describe('creator'),
  region: z.string(),
  subregion: z.string().nullable().describe('null when none was given'),
  english_name_region: z
    .string()
    .describe("the region's English name (the name as stored when it is no known region)"),
  type: FieldType.nullable(),
  width: z.number().int().describe('plots per field-map row, 2..150'),
  fieldyear_set: z.array(FieldYearRef),
});
export type Field = z.infer<typeof Field>;
export const FieldList = z.array(Field);
export type FieldList = z.infer<typeof FieldList>;

/** `POST field_table/` body. */
export const CreateFieldBody = z.object({
  spec_id: Id,
  field_name: requiredText(FIELD_NAME_MAX_LENGTH),
  region: requiredText(FIELD_NAME_MAX_LENGTH),
  subregion: optionalText(INPUT_MAX_LENGTH),
  type: FieldType.nullish().transform((v) => v ?? null),
});
export type CreateFieldBody = z.input<typeof CreateFieldBody>;

/** `POST field_table/` answer (200); `subregion` null when none was given. */
export const CreatedField = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  region: z.string(),
  subregion: z.string().nullable(),
});
export type CreatedField = z.infer<typeof CreatedField>;

/** `PATCH field_table/{id}/` body: rename, retype or change the width. */
export const UpdateFieldBody = patchBody({
  field_name: requiredText(FIELD_NAME_MAX_LENGTH).optional(),
  region: requiredText(FIELD_NAME_MAX_LENGTH).optional(),
  subregion: text().trim().max(INPUT_MAX_LENGTH).optional(),
  type: FieldType.nullable().optional(),
  width: integerInput({ min: FIELD_WIDTH_MIN, max: FIELD_WIDTH_MAX }).optional(),
});
export type UpdateFieldBody = z.input<typeof UpdateFieldBody>;

/** One entry of `GET field_year/` (exactly these keys, api-contract §4). */
export const FieldYearEntry = z.object({
  year_id: z.number().int(),
  spec_id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  company_id: z.number().int().nullable(),
  division_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  region: z.string(),
});
export type FieldYearEntry = z.infer<typeof FieldYearEntry>;
/** `GET field_year/`: keyed by the year as a string. */
export const FieldYearsByYear = z.record(z.string(), z.array(FieldYearEntry));
export type FieldYearsByYear = z.infer<typeof FieldYearsByYear>;

export const YearNumber = integerInput({ min: YEAR_MIN, max: YEAR_MAX });

/** `POST field_year_add/` body. */
export const AddFieldYearBody = z.object({
  field_id: Id,
  year: integerInput({ min: YEAR_MIN, max: YEAR_MAX }),
  spec_id: Id,
  region: text().trim().max(FIELD_NAME_MAX_LENGTH).nullish(),
});
export type AddFieldYearBody = z.input<typeof AddFieldYearBody>;

/** `POST field_year_add/` answer (201). */
export const AddedFieldYear = z.object({
  id: z.number().int(),
  field_id: z.number().int(),
  year: z.number().int(),
  spec_id: z.number().int(),
});
export type AddedFieldYear = z.infer<typeof AddedFieldYear>;
