import { z } from 'zod';
import { Id, requiredText } from './common.ts';

/**
 * Geography for forms (spec §7 "regions_by_country", "regions/{id}/subregions"): first-level
 * regions of a country, and the subregions (districts) of a region.
 */

/** Longest subregion name. */
export const SUBREGION_NAME_MAX_LENGTH = 255;

/** `GET plotline_db/regions_by_country/` query. */
export const RegionsByCountryQuery = z.object({
  country_id: z
    .preprocess((value) => (value === '' ? undefined : value), Id)
    .describe('Id of a country of GET countries/'),
});
export type RegionsByCountryQuery = z.output<typeof RegionsByCountryQuery>;

/** A first-level region (Russia's federal subjects, Italy's regions, Spain's communities). */
export const Region = z.object({
  id: z.number().int(),
  code: z.string().describe('ISO 3166-2 code, e.g. RU-KDA'),
  name: z
    .string()
    .describe('Name in the request language; English when unknown in it, then Russian'),
});
export type Region = z.infer<typeof Region>;

/** `GET regions_by_country/` answer, sorted by name in the request language. */
export const RegionList = z.array(Region);
export type RegionList = z.infer<typeof RegionList>;

/** A subregion (district) of a region. */
export const Subregion = z.object({
  id: z.number().int(),
  name: z.string(),
  region_id: z.number().int().describe('Id of the region it belongs to'),
  is_shared: z
    .boolean()
    .describe('True for reference subregions every tenant sees; false for ones a tenant added'),
});
export type Subregion = z.infer<typeof Subregion>;

/**
 * `GET regions/{id}/subregions/` answer: the shared ones and the caller's tenant's own, sorted
 * case-insensitively with ё = е.
 */
export const SubregionList = z.array(Subregion);
export type SubregionList = z.infer<typeof SubregionList>;

/** `POST regions/{id}/subregions/` body. */
export const CreateSubregionBody = z.object({
  name: requiredText(SUBREGION_NAME_MAX_LENGTH).describe(
    'Trimmed; unique in the region among the names the tenant sees (any case, ё = е)',
  ),
});
export type CreateSubregionBody = z.input<typeof CreateSubregionBody>;
