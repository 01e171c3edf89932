import { z } from 'zod';
import { requiredText, text } from './common.ts';
import { CULTURE_NAME_MAX_LENGTH, INPUT_MAX_LENGTH } from './rules.ts';

/** A crop (culture) as the API shows it (api-contract §4). */
export const Crop = z.object({
  spec_id: z.number().int(),
  russian_name: z.string().describe('Name shown in the crop menu; first letter capitalised'),
  english_name: z.string().nullable().describe('English (Latin) name, labelled "English name"'),
  species: z.string().nullable().describe('Botanical species, when known'),
});
export type Crop = z.infer<typeof Crop>;

/** `GET species_table/` answer. */
export const CropList = z.object({ data: z.array(Crop), count: z.number().int() });
export type CropList = z.infer<typeof CropList>;

/** `POST species_table/` body. Names are trimmed; an empty English name is null. */
export const CreateCropBody = z.object({
  russian_name: requiredText(CULTURE_NAME_MAX_LENGTH),
  english_name: text()
    .trim()
    .max(INPUT_MAX_LENGTH)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateCropBody = z.input<typeof CreateCropBody>;
