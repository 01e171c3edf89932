import { z } from 'zod';
import { Id } from './common.ts';
import { formBlank, UploadFile } from './imports.ts';

/**
 * The field-map file (issue 6, decision 019): `field_maps/export_to_excel/` writes a
 * field-year's map as an .xlsx workbook and `upload_custom_file/field_map/` reads it back,
 * moving the season's plots to the places of their cells. Sheet layout: row 1 the headers
 * `Название питомника`, `Год`, `Регион` (and optional `Ширина карты`) in any order, row 2
 * their values, then from row 3 one sheet row per map row (top row first), one cell per
 * place: empty = empty place, else the plot's name `<Название делянки>/<Номер повторности>`.
 */

/** Largest field-map file the upload takes (spec §9), in MB of 1,048,576 bytes. */
export const FIELD_MAP_FILE_MAX_MB = 200;
/** Largest field-map file the upload takes, in bytes. */
export const FIELD_MAP_FILE_MAX_BYTES = FIELD_MAP_FILE_MAX_MB * 1024 * 1024;
/** The sheet row holding the map's first (top) row; rows 1 and 2 name the nursery. */
export const FIELD_MAP_FILE_FIRST_GRID_ROW = 3;

/** `GET field_maps/export_to_excel/?field_id&year_id`. */
export const FieldMapFileQuery = z.object({
  field_id: Id.describe('nursery (field) id'),
  year_id: Id.describe('field-year id, a season of field_id'),
});
export type FieldMapFileQuery = z.input<typeof FieldMapFileQuery>;

/**
 * `POST upload_custom_file/field_map/` (multipart). The nursery and year come from the file
 * (looked up in the crop `spec_id`); the map's width is the file's widest row (at least
 * `Ширина карты` when given, at least 2). Other form fields (`max_length_per_list`,
 * `sort_method`) are accepted and ignored. Answers an import job like the other uploads.
 */
export const FieldMapUploadForm = z.object({
  file: UploadFile,
  spec_id: z.preprocess(formBlank, Id).describe('crop id'),
});
export type FieldMapUploadForm = z.input<typeof FieldMapUploadForm>;
