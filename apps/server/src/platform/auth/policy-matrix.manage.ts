/**
 * Manage versus write (decision 026): which changes of nursery data a view-and-edit grant
 * reaches. Every change under `plotline_db/` is managing — refused to grantees — unless it is
 * listed here as a write of a season's contents or as a change of the caller's own tenant.
 * The matrix test checks each route's declared answers against this list, so a new delete or
 * bulk write that lets a grantee through fails until someone decides it only touches contents.
 */

import { AGRO_CONTENT_WRITES, AGRO_TENANT_CHANGES } from './policy-matrix.agro.ts';
import { CREATE_LINE_TENANT_CHANGES } from './policy-matrix.create-line.ts';
import { CROSSING_TABLE_TENANT_CHANGES } from './policy-matrix.crossing-table.ts';
import { GENOME_ANALYSES_TENANT_CHANGES } from './policy-matrix.genome-analyses.ts';
import {
  GENOME_FILES_CONTENT_WRITES,
  GENOME_FILES_TENANT_CHANGES,
} from './policy-matrix.genome-files.ts';
import { GENOME_PREDICTION_TENANT_CHANGES } from './policy-matrix.genome-prediction.ts';
import { GENOME_SELECTION_TENANT_CHANGES } from './policy-matrix.genome-selection.ts';
import { METEO_CONTENT_WRITES, METEO_TENANT_CHANGES } from './policy-matrix.meteo.ts';
import { SOWING_CONTENT_WRITES, SOWING_TENANT_CHANGES } from './policy-matrix.sowing.ts';
import { WAREHOUSE_TENANT_CHANGES } from './policy-matrix.warehouse.ts';
import { WEATHER_FILES_CONTENT_WRITES } from './policy-matrix.weather-files.ts';

const d = '/api/v1/plotline_db';

/** The contents of a season, written by whoever may edit that season: route → what it touches. */
export const CONTENT_WRITES: Record<string, string> = {
  [`POST ${d}/plot_table/`]: 'adds plots to an existing season (a new season is managing: 403)',
  [`PATCH ${d}/plot_table/{id}/`]: 'a plot of the season',
  [`DELETE ${d}/plot_table/{id}/`]: 'a plot of the season, with its values, stages, rows, photos',
  [`POST ${d}/plot_table/delete_multiple/`]: 'plots, each in a season the caller edits',
  [`POST ${d}/create_plot_by_coord/`]: 'a plot in an existing season',
  [`POST ${d}/plot_final_results/add_multiple/`]: 'values of plots',
  [`PATCH ${d}/plot_final_results/edit_multiple/`]: 'values of plots',
  [`POST ${d}/plot_final_results/add_gsk_multiple/`]: 'values of plots of one season',
  [`DELETE ${d}/plot_final_results/`]: "one feature's values of a plot",
  [`POST ${d}/plot_stage/`]: 'a stage date of a plot',
  [`PATCH ${d}/plot_stage/{id}/`]: 'a stage date of a plot',
  [`DELETE ${d}/plot_stage/{id}/`]: 'a stage date of a plot',
  [`PATCH ${d}/edit_multiple_plot_stages/`]: 'stage dates of plots',
  [`POST ${d}/harvest_technology/add_multiple/`]: 'harvest technologies of plots',
  [`PATCH ${d}/harvest_technology/edit_multiple/`]: 'harvest technologies of plots',
  [`DELETE ${d}/harvest_technology/{id}/`]: 'a harvest technology of a plot',
  ...SOWING_CONTENT_WRITES,
  ...AGRO_CONTENT_WRITES,
  ...METEO_CONTENT_WRITES,
  ...WEATHER_FILES_CONTENT_WRITES,
  ...GENOME_FILES_CONTENT_WRITES,
  [`POST ${d}/genotype_mutation_create_by_pos_and_chr/`]: 'a marker of a plot',
  [`PATCH ${d}/genotype_mutation_update/{id}/`]: 'an allele pair of a plot',
  [`PATCH ${d}/genotype_mutation_update/multiple/`]: 'allele pairs of plots',
  [`POST ${d}/brush_table/`]: 'a plant row of a plot',
  [`PATCH ${d}/brush_table/{id}/`]: 'a plant row of a plot',
  [`DELETE ${d}/brush_table/{id}/`]: 'a plant row of a plot, with its values',
  [`PATCH ${d}/update_brush_phenotype/{id}/`]: 'a value of a plant row',
  [`PATCH ${d}/update_brush_genotype/{id}/`]: 'an allele pair of a plant row',
  [`PATCH ${d}/update_brush_stage/{id}/`]: 'a stage date of a plant row',
  [`POST ${d}/plot_photo/`]: 'a photo of a plot',
  [`PATCH ${d}/plot_photo/{id}/`]: 'a photo of a plot',
  [`DELETE ${d}/plot_photo/{id}/`]: 'a photo of a plot and its file',
  [`POST ${d}/line_photo/`]: 'a photo of a line growing in a season the caller edits',
  [`PATCH ${d}/line_photo/{id}/`]: 'a photo of a line growing in a season the caller edits',
  [`DELETE ${d}/line_photo/{id}/`]: 'a photo of a line growing in a season the caller edits',
  [`PATCH ${d}/line_table_list/`]:
    'the variety flag of a line growing in a season the caller edits',
  [`PATCH ${d}/line_table_list/{id}/`]: 'the record of a line growing in a season the caller edits',
  [`PATCH ${d}/lines_genealogy/`]: 'the parents of a line growing in a season the caller edits',
  [`POST ${d}/crossbreeding_planning/`]:
    'cross lines and their plots in a season the caller edits (a new season is managing: 403)',
  [`POST ${d}/characteristics/copy_characteristics/`]: 'values of plots, both seasons edited',
  [`GET ${d}/normalize_phenotypes/`]: 'a ratio value of the plots of one season',
  [`PATCH ${d}/edit_multiple_features/`]: 'which feature the values of one season belong to',
  [`POST ${d}/characteristics_order/`]: "the season's column order",
  [`PUT ${d}/characteristics_order/`]: "the season's column order",
  [`PUT ${d}/field_maps/{id}/`]: "the season's map width",
  [`PATCH ${d}/field_maps/{id}/update_location_of_plots/`]: "the season's plot positions",
  [`PATCH ${d}/field_maps/{id}/rotate/`]: "the season's plot positions",
  [`PATCH ${d}/field_maps/{id}/move_plots/`]: "the season's plot positions",
  [`PATCH ${d}/field_maps/update_plot_labels/`]: "the labels of the season's plots",
  [`DELETE ${d}/field_maps/delete_plot_labels/`]: "the labels of the season's plots",
  [`POST ${d}/upload_custom_file/field_map/`]: "the season's plot positions (checked by the job)",
};

/**
 * Changes that are neither: the caller's own new things and the tenant's shared lists, or reads
 * that travel as POST. Grants have nothing to do with them.
 */
export const TENANT_CHANGES: Record<string, string> = {
  [`POST ${d}/species_table/`]: "a crop of the caller's tenant",
  [`POST ${d}/field_table/`]: 'a new nursery, owned by the caller',
  [`POST ${d}/regions/{id}/subregions/`]: "a subregion in the tenant's list",
  [`POST ${d}/upload_custom_file/plot_result/`]:
    'an import: the job writes only nurseries the caller manages, new ones become theirs',
  [`POST ${d}/upload_custom_file/field_file/`]:
    'an import: the job writes only nurseries the caller manages, new ones become theirs',
  [`POST ${d}/add_line/`]: "a new line of the caller's crop, owned by the caller",
  [`POST ${d}/line_collections_upload/`]:
    "an import of lines: new ones become the caller's, existing ones need write access (job)",
  [`POST ${d}/parents_of_lines_upload_file/`]:
    'an import of parent links: existing lines need write access (checked by the job)',
  [`POST ${d}/download_selection_list/`]: 'a download (a read)',
  [`POST ${d}/sowing_list/`]: 'a download (a read)',
  [`POST ${d}/lines_coancestry/`]: 'a computation over readable lines (a read)',
  ...WAREHOUSE_TENANT_CHANGES,
  ...SOWING_TENANT_CHANGES,
  ...AGRO_TENANT_CHANGES,
  ...METEO_TENANT_CHANGES,
  ...GENOME_FILES_TENANT_CHANGES,
  ...GENOME_ANALYSES_TENANT_CHANGES,
  ...CREATE_LINE_TENANT_CHANGES,
  ...GENOME_PREDICTION_TENANT_CHANGES,
  ...GENOME_SELECTION_TENANT_CHANGES,
  ...CROSSING_TABLE_TENANT_CHANGES,
};

/** Reads in name only: GET routes that change data. */
const GET_CHANGES = new Set([`GET ${d}/normalize_phenotypes/`]);

/** True for a route that changes nursery data (`METHOD /path`). */
export function changesNurseryData(route: string): boolean {
  const [method, path = ''] = route.split(' ');
  return path.startsWith(`${d}/`) && (method !== 'GET' || GET_CHANGES.has(route));
}
