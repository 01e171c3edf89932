import { z } from 'zod';
import { Id, optionalText, text } from './common.ts';
import { INPUT_MAX_LENGTH, PHOTO_DATE_MAX, PHOTO_DATE_MIN } from './rules.ts';

/** Largest photo accepted, in bytes. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Image types accepted (recognised by their first bytes, not by the name or the header). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** Message keys of photo rules. */
export const PHOTO_KEYS = {
  type: 'validation.photoType',
  tooLarge: 'validation.photoTooLarge',
  dateRange: 'validation.photoDateRange',
} as const;

/** The day a photo was taken: `YYYY-MM-DD` within 1990-01-01..2050-12-31 (spec §5). */
export const PhotoDate = text()
  .trim()
  .pipe(z.iso.date('errors.date'))
  .refine((v) => v >= PHOTO_DATE_MIN && v <= PHOTO_DATE_MAX, PHOTO_KEYS.dateRange)
  .describe(`YYYY-MM-DD, ${PHOTO_DATE_MIN}..${PHOTO_DATE_MAX}`);

/** Text fields of a multipart photo upload (the file goes in the `photo` part). */
const uploadFields = {
  photographed_at: PhotoDate,
  comment: optionalText(INPUT_MAX_LENGTH),
};

/** Multipart `POST plot_photo/` fields besides the `photo` file. */
export const PlotPhotoFields = z.object({ plot: Id.describe('plot id'), ...uploadFields });
/** Multipart `POST line_photo/` fields besides the `photo` file. */
export const LinePhotoFields = z.object({ line: Id.describe('line id'), ...uploadFields });

/** `PATCH plot_photo/{id}/`, `PATCH line_photo/{id}/`. */
export const UpdatePhotoBody = z.object({ photographed_at: PhotoDate });
export type UpdatePhotoBody = z.input<typeof UpdatePhotoBody>;

export const PlotPhotoQuery = z.object({ plot_id: Id });
export const LinePhotoQuery = z.object({ line_id: Id });

const photoFields = {
  id: z.number().int(),
  photo: z
    .string()
    .describe('path of the bytes under this API (`…/{id}/file/`), fetched with the bearer token'),
  photographed_at: z.string().nullable(),
  comment: z.string(),
  file_name: z.string().describe('the name the file was uploaded with'),
};

export const PlotPhoto = z.object({ ...photoFields, plot: z.number().int() });
export type PlotPhoto = z.infer<typeof PlotPhoto>;
export const LinePhoto = z.object({ ...photoFields, line: z.number().int() });
export type LinePhoto = z.infer<typeof LinePhoto>;
