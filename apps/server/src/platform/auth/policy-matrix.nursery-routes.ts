import { multipart } from '../../test/multipart.ts';
import { LINE_RECORDS_MATRIX } from './policy-matrix.line-routes.ts';
import { MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, WRITE, MANAGE, CROP, photo, d } = MATRIX_PARTS;

/** The nursery's routes in the matrix (issue 3 data, protected by the issue 4 policy). */
export const NURSERY_MATRIX: Record<string, MatrixRoute> = {
  ...LINE_RECORDS_MATRIX,
  'POST /api/v1/plotline_db/genotype_mutation_create_by_pos_and_chr/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/genotype_mutation_create_by_pos_and_chr/`,
      payload: {
        plot_id: w.plotId,
        in_plot_created: true,
        chr: '2B',
        pos: 5,
        mut_name: 'm2',
        first_allele: 'C',
        second_allele: 'T',
      },
    }),
  },
  'PATCH /api/v1/plotline_db/genotype_mutation_update/multiple/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/genotype_mutation_update/multiple/`,
      payload: {
        genotypes: [{ plot_genotype_id: w.genotypeId, first_allele: 'G', second_allele: 'G' }],
      },
    }),
  },
  'PATCH /api/v1/plotline_db/genotype_mutation_update/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/genotype_mutation_update/${w.genotypeId}/`,
      payload: { first_allele: 'T', second_allele: 'T' },
    }),
  },
  'GET /api/v1/plotline_db/brush_table/': {
    expect: READ,
    request: (w) => ({ url: `${d}/brush_table/?plot_id=${w.plotId}` }),
  },
  'POST /api/v1/plotline_db/brush_table/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/brush_table/`, payload: { plot: w.plotId, brush_name: 'Р2' } }),
  },
  'PATCH /api/v1/plotline_db/brush_table/{id}/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/brush_table/${w.brushId}/`, payload: { brush_name: 'Р9' } }),
  },
  'DELETE /api/v1/plotline_db/brush_table/{id}/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/brush_table/${w.brushId}/` }),
  },
  'PATCH /api/v1/plotline_db/update_brush_phenotype/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/update_brush_phenotype/${w.brushId}/`,
      payload: { feature: 'высота', unit: 'см', value: 70 },
    }),
  },
  'PATCH /api/v1/plotline_db/update_brush_genotype/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/update_brush_genotype/${w.brushId}/`,
      payload: { chr: '1A', pos: 100, mut_name: 'm1', first_allele: 'A', second_allele: 'A' },
    }),
  },
  'PATCH /api/v1/plotline_db/update_brush_stage/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/update_brush_stage/${w.brushId}/`,
      payload: { stage_of_vegetation: 'всходы', date_of_stage: '2025-05-02' },
    }),
  },
  'GET /api/v1/plotline_db/plot_photo/': {
    expect: READ,
    request: (w) => ({ url: `${d}/plot_photo/?plot_id=${w.plotId}` }),
  },
  'POST /api/v1/plotline_db/plot_photo/': {
    expect: WRITE,
    request: (w) => ({ ...photo('plot', w.plotId), url: `${d}/plot_photo/` }),
  },
  'PATCH /api/v1/plotline_db/plot_photo/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/plot_photo/${w.plotPhotoId}/`,
      payload: { photographed_at: '2025-06-03' },
    }),
  },
  'DELETE /api/v1/plotline_db/plot_photo/{id}/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/plot_photo/${w.plotPhotoId}/` }),
  },
  'GET /api/v1/plotline_db/plot_photo/{id}/file/': {
    expect: READ,
    request: (w) => ({ url: `${d}/plot_photo/${w.plotPhotoId}/file/` }),
  },
  // a line's photos follow the seasons it grows in (decision 026): it grows in 2025 only
  'GET /api/v1/plotline_db/line_photo/': {
    expect: READ,
    request: (w) => ({ url: `${d}/line_photo/?line_id=${w.lineId}` }),
  },
  'POST /api/v1/plotline_db/line_photo/': {
    expect: WRITE,
    request: (w) => ({ ...photo('line', w.lineId), url: `${d}/line_photo/` }),
  },
  'PATCH /api/v1/plotline_db/line_photo/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/line_photo/${w.linePhotoId}/`,
      payload: { photographed_at: '2025-06-03' },
    }),
  },
  'DELETE /api/v1/plotline_db/line_photo/{id}/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/line_photo/${w.linePhotoId}/` }),
  },
  'GET /api/v1/plotline_db/line_photo/{id}/file/': {
    expect: READ,
    request: (w) => ({ url: `${d}/line_photo/${w.linePhotoId}/file/` }),
  },
  // the writer edits both seasons; the reader sees 2025 only, not the source
  'POST /api/v1/plotline_db/characteristics/copy_characteristics/': {
    expect: { ...WRITE, reader: 404 },
    request: (w) => ({
      url: `${d}/characteristics/copy_characteristics/`,
      payload: {
        year_from_id: w.oldYearId,
        year_to_id: w.yearId,
        characteristic_group: 'phenotypes',
      },
    }),
  },
  'GET /api/v1/plotline_db/normalize_phenotypes/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/normalize_phenotypes/?year_id=${w.yearId}&feature=высота&feature_norm=высота_норм&value=2`,
    }),
  },
  'PATCH /api/v1/plotline_db/edit_multiple_features/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/edit_multiple_features/`,
      payload: { year_id: w.yearId, features: [{ old_name: 'высота', new_name: 'рост' }] },
    }),
  },
  'GET /api/v1/plotline_db/quantitative_features/': {
    expect: READ,
    request: (w) => ({ url: `${d}/quantitative_features/?year_id=${w.yearId}` }),
  },
  'GET /api/v1/plotline_db/calculate_nsr_multiple/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/calculate_nsr_multiple/?year_ids=${w.yearId}&feature=высота&control_plot=P&control_plot_year_id=${w.yearId}`,
    }),
  },
  'GET /api/v1/plotline_db/perform_t_test_multiple/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/perform_t_test_multiple/?year_ids=${w.yearId}&feature=высота&control_plot=P&control_plot_year_id=${w.yearId}`,
    }),
  },
  'GET /api/v1/plotline_db/cross_avg_values_multiple/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/cross_avg_values_multiple/?year_ids=${w.yearId}&feature=высота`,
    }),
  },
  'GET /api/v1/plotline_db/statistics_variables/': {
    expect: READ,
    request: (w) => ({ url: `${d}/statistics_variables/?year_ids=${w.yearId}` }),
  },
  // one plot cannot carry a model: readers pass the access check, then get 400 notEnoughData
  'GET /api/v1/plotline_db/anova/': {
    expect: { ...READ, reader: 400, writer: 400, hoc: 400, admin: 400 },
    request: (w) => ({
      url: `${d}/anova/?year_id=${w.yearId}&dependent_var=высота&group_vars=line,harvest_technology`,
    }),
  },
  'GET /api/v1/plotline_db/ancova/': {
    expect: { ...READ, reader: 400, writer: 400, hoc: 400, admin: 400 },
    request: (w) => ({
      url: `${d}/ancova/?year_id=${w.yearId}&dependent_var=высота&group_var=line&covariate_var=всходы`,
    }),
  },
  'GET /api/v1/plotline_db/statistics_visualisation/': {
    expect: READ,
    request: (w) => ({ url: `${d}/statistics_visualisation/?year_id=${w.yearId}` }),
  },
  'GET /api/v1/plotline_db/statistics_boxplot/': {
    expect: READ,
    request: (w) => ({ url: `${d}/statistics_boxplot/?year_id=${w.yearId}&feature=высота` }),
  },
  // one plot cannot correlate: readers pass the access check and get 400 notEnoughData
  'GET /api/v1/plotline_db/correlation/': {
    expect: { ...READ, reader: 400, writer: 400, hoc: 400, admin: 400 },
    request: (w) => ({ url: `${d}/correlation/?year_id=${w.yearId}&features=высота,всходы` }),
  },
  'GET /api/v1/plotline_db/correlation_matrix/': {
    expect: { ...READ, reader: 400, writer: 400, hoc: 400, admin: 400 },
    request: (w) => ({
      url: `${d}/correlation_matrix/?year_id=${w.yearId}&features=высота,всходы`,
    }),
  },
  'GET /api/v1/plotline_db/get_unique_harvest_technologies_from_field/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/get_unique_harvest_technologies_from_field/?year_id=${w.yearId}`,
    }),
  },
  'GET /api/v1/plotline_db/f1_analyze/': {
    expect: READ,
    request: (w) => ({ url: `${d}/f1_analyze/?year_id=${w.yearId}&feature=высота` }),
  },
  // plot 'P' is no cross: readers pass the access check and get 400 notEnoughData
  'GET /api/v1/plotline_db/combining_ability/': {
    expect: { ...READ, reader: 400, writer: 400, hoc: 400, admin: 400 },
    request: (w) => ({
      url: `${d}/combining_ability/?year_id=${w.yearId}&feature=высота&design=diallel`,
    }),
  },
  // one field-year (the one granted) is no comparison: past the access check, 400 on year_ids
  'GET /api/v1/plotline_db/multiple_field_comparison/': {
    expect: { ...READ, reader: 400, writer: 400, hoc: 400, admin: 400 },
    request: (w) => ({
      url: `${d}/multiple_field_comparison/?year_ids=${w.yearId}&feature=высота`,
    }),
  },
  // one line with one plot: readers pass the access check and get 400 heritability.fewLines
  'GET /api/v1/plotline_db/heritability/': {
    expect: { ...READ, reader: 400, writer: 400, hoc: 400, admin: 400 },
    request: (w) => ({ url: `${d}/heritability/?year_ids=${w.yearId}&features=высота` }),
  },
  'GET /api/v1/plotline_db/heritability/export/': {
    expect: { ...READ, reader: 400, writer: 400, hoc: 400, admin: 400 },
    request: (w) => ({ url: `${d}/heritability/export/?year_ids=${w.yearId}&features=высота` }),
  },
  'GET /api/v1/plotline_db/qualitative_features/': {
    expect: READ,
    request: (w) => ({ url: `${d}/qualitative_features/?year_id=${w.yearId}` }),
  },
  'GET /api/v1/plotline_db/characteristics_order/': {
    expect: READ,
    request: (w) => ({ url: `${d}/characteristics_order/?year_id=${w.yearId}` }),
  },
  'POST /api/v1/plotline_db/characteristics_order/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/characteristics_order/`,
      payload: { year_id: w.yearId, configuration: ['feature:высота'] },
    }),
  },
  'PUT /api/v1/plotline_db/characteristics_order/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/characteristics_order/`,
      payload: { year_id: w.yearId, configuration: ['feature:высота'] },
    }),
  },
  'GET /api/v1/plotline_db/field_table/': {
    expect: CROP,
    request: (w) => ({ url: `${d}/field_table/?spec_id=${w.cropId}` }),
  },
  'POST /api/v1/plotline_db/field_table/': {
    expect: CROP,
    request: (w) => ({
      url: `${d}/field_table/`,
      payload: { spec_id: w.cropId, field_name: 'Новый', region: 'Север' },
    }),
  },
  'PATCH /api/v1/plotline_db/field_table/{id}/': {
    expect: MANAGE,
    request: (w) => ({ url: `${d}/field_table/${w.fieldId}/`, payload: { width: 30 } }),
  },
  'DELETE /api/v1/plotline_db/field_table/{id}/': {
    expect: MANAGE,
    request: (w) => ({ url: `${d}/field_table/${w.fieldId}/` }),
  },
  'GET /api/v1/plotline_db/field_year/': {
    expect: CROP,
    request: (w) => ({ url: `${d}/field_year/?spec_id=${w.cropId}` }),
  },
  'POST /api/v1/plotline_db/field_year_add/': {
    expect: MANAGE,
    request: (w) => ({
      url: `${d}/field_year_add/`,
      payload: { field_id: w.fieldId, year: 2026, spec_id: w.cropId },
    }),
  },
  'DELETE /api/v1/plotline_db/field_year_add/{id}/': {
    expect: MANAGE,
    request: (w) => ({ url: `${d}/field_year_add/${w.yearId}/` }),
  },
  'POST /api/v1/plotline_db/plot_table/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/plot_table/`,
      payload: { plot_name: 'Q', field: w.fieldId, year: 2025, spec_id: w.cropId, line_name: 'L' },
    }),
  },
  'GET /api/v1/plotline_db/plot_table/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/plot_table/?field_id=${w.fieldId}&year_id=${w.yearId}&spec_id=${w.cropId}`,
    }),
  },
  'GET /api/v1/plotline_db/plot_table/get_commentary/': {
    expect: READ,
    request: (w) => ({ url: `${d}/plot_table/get_commentary/?plot_id=${w.plotId}` }),
  },
  'GET /api/v1/plotline_db/plot_table/{id}/': {
    expect: READ,
    request: (w) => ({ url: `${d}/plot_table/${w.plotId}/` }),
  },
  'PATCH /api/v1/plotline_db/plot_table/{id}/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/plot_table/${w.plotId}/`, payload: { comment: 'полегание' } }),
  },
  'DELETE /api/v1/plotline_db/plot_table/{id}/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/plot_table/${w.plotId}/` }),
  },
  'POST /api/v1/plotline_db/plot_table/delete_multiple/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/plot_table/delete_multiple/`,
      payload: { plot_ids: [w.plotId] },
    }),
  },
  'POST /api/v1/plotline_db/plot_table/create_multiple/': {
    expect: MANAGE, // into a new season: it is added, so the nursery is managed
    request: (w) => ({
      url: `${d}/plot_table/create_multiple/`,
      payload: { field_id: w.fieldId, spec_id: w.cropId, new_year: 2026, plot_ids: [w.plotId] },
    }),
  },
  'POST /api/v1/plotline_db/create_plot_by_coord/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/create_plot_by_coord/`,
      payload: { plot_name: 'C', line_name: 'L', spec_id: w.cropId, year_id: w.yearId, x: 3, y: 4 },
    }),
  },
  'GET /api/v1/plotline_db/field_map_coloring_data/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/field_map_coloring_data/?year_id=${w.yearId}&field_id=${w.fieldId}`,
    }),
  },
  'GET /api/v1/plotline_db/plots_colors_map_by_chars/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/plots_colors_map_by_chars/?year_id=${w.yearId}&field_id=${w.fieldId}&feature=высота`,
    }),
  },
  'GET /api/v1/plotline_db/get_heat_map/': {
    expect: READ,
    request: (w) => ({ url: `${d}/get_heat_map/?year_id=${w.yearId}&feature=высота` }),
  },
  'GET /api/v1/plotline_db/field_maps/': {
    expect: READ,
    request: (w) => ({ url: `${d}/field_maps/?year_id=${w.yearId}&field_id=${w.fieldId}` }),
  },
  'PUT /api/v1/plotline_db/field_maps/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/field_maps/${w.fieldMapId}/`,
      payload: { max_length_per_list: 12 },
    }),
  },
  'PATCH /api/v1/plotline_db/field_maps/{id}/update_location_of_plots/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/field_maps/${w.fieldMapId}/update_location_of_plots/`,
      payload: { max_length_per_list: 12 },
    }),
  },
  'PATCH /api/v1/plotline_db/field_maps/{id}/rotate/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/field_maps/${w.fieldMapId}/rotate/`,
      payload: { direction: 'clockwise' },
    }),
  },
  'PATCH /api/v1/plotline_db/field_maps/{id}/move_plots/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/field_maps/${w.fieldMapId}/move_plots/`,
      payload: { moves: [{ plot_id: w.plotId, row: 1, column: 2 }] },
    }),
  },
  'PATCH /api/v1/plotline_db/field_maps/update_plot_labels/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/field_maps/update_plot_labels/`,
      payload: {
        field_id: w.fieldId,
        year_id: w.yearId,
        prefix: 'A',
        numeration_start_number: 1,
        numeration_step: 1,
        start_position: 'bottom_left',
        numbering_type: 'snake',
        horizontal_direction: 'right',
        vertical_direction: 'up',
        order: 'horizontal',
      },
    }),
  },
  'DELETE /api/v1/plotline_db/field_maps/delete_plot_labels/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/field_maps/delete_plot_labels/?field_id=${w.fieldId}&year_id=${w.yearId}`,
    }),
  },
  'GET /api/v1/plotline_db/field_maps/export_to_excel/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/field_maps/export_to_excel/?field_id=${w.fieldId}&year_id=${w.yearId}`,
    }),
  },
  // the crop is checked first (404 outside the tenant); the season's write access in the job
  'POST /api/v1/plotline_db/upload_custom_file/field_map/': {
    expect: {
      ...CROP,
      employee: 'pass',
      reader: 'pass',
      writer: 'pass',
      hod: 'pass',
      hoc: 'pass',
      admin: 'pass',
    },
    request: (w) => {
      const file = { filename: 'map.xlsx', content: Buffer.from('not a workbook') };
      const body = multipart({ spec_id: String(w.cropId), file });
      return { url: `${d}/upload_custom_file/field_map/`, ...body };
    },
  },
  'GET /api/v1/plotline_db/combined_plot_field_line_genealogy/': {
    expect: READ,
    request: (w) => ({ url: `${d}/combined_plot_field_line_genealogy/?year_id=${w.yearId}` }),
  },
  'POST /api/v1/plotline_db/plot_final_results/add_multiple/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/plot_final_results/add_multiple/`,
      payload: { results: [{ plot: w.plotId, feature: 'масса', unit: 'г', value: 40 }] },
    }),
  },
  'PATCH /api/v1/plotline_db/plot_final_results/edit_multiple/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/plot_final_results/edit_multiple/`,
      payload: { results: [{ plot: w.plotId, feature: 'высота', unit: 'см', value: 81 }] },
    }),
  },
  'POST /api/v1/plotline_db/plot_final_results/add_gsk_multiple/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/plot_final_results/add_gsk_multiple/`,
      payload: {
        spec_id: w.cropId,
        year_id: w.yearId,
        results: [{ plot: w.plotId, feature: 'гск', unit: '', value: 1 }],
      },
    }),
  },
  'GET /api/v1/plotline_db/plot_final_results/': {
    expect: READ,
    request: (w) => ({ url: `${d}/plot_final_results/?plot_id=${w.plotId}` }),
  },
  'DELETE /api/v1/plotline_db/plot_final_results/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/plot_final_results/?plot_id=${w.plotId}&feature=высота` }),
  },
  'POST /api/v1/plotline_db/plot_stage/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/plot_stage/`,
      payload: { plot: w.plotId, stage_of_vegetation: 'цветение', date_of_stage: '2025-06-10' },
    }),
  },
  'GET /api/v1/plotline_db/plot_stage/': {
    expect: READ,
    request: (w) => ({ url: `${d}/plot_stage/?plot_id=${w.plotId}` }),
  },
  'PATCH /api/v1/plotline_db/plot_stage/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/plot_stage/${w.stageId}/`,
      payload: { date_of_stage: '2025-05-03' },
    }),
  },
  'DELETE /api/v1/plotline_db/plot_stage/{id}/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/plot_stage/${w.stageId}/` }),
  },
  'PATCH /api/v1/plotline_db/edit_multiple_plot_stages/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/edit_multiple_plot_stages/`,
      payload: {
        stages: [{ plot: w.plotId, stage_of_vegetation: 'всходы', date_of_stage: '2025-05-04' }],
      },
    }),
  },
  'POST /api/v1/plotline_db/harvest_technology/add_multiple/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/harvest_technology/add_multiple/`,
      payload: {
        harvest_technologies: [
          { plot: w.plotId, feature: 'вручную', date_planned: null, date_real: null },
        ],
      },
    }),
  },
  'PATCH /api/v1/plotline_db/harvest_technology/edit_multiple/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/harvest_technology/edit_multiple/`,
      payload: { harvest_technologies: [{ id: w.harvestId, comment: 'дождь' }] },
    }),
  },
  'GET /api/v1/plotline_db/harvest_technology/': {
    expect: READ,
    request: (w) => ({ url: `${d}/harvest_technology/?plot_id=${w.plotId}` }),
  },
  'DELETE /api/v1/plotline_db/harvest_technology/{id}/': {
    expect: WRITE,
    request: (w) => ({ url: `${d}/harvest_technology/${w.harvestId}/` }),
  },
  'PATCH /api/v1/plotline_db/line_table_list/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/line_table_list/`,
      payload: { line_id: w.lineId, is_sort: true },
    }),
  },
  'PATCH /api/v1/plotline_db/lines_genealogy/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/lines_genealogy/`,
      payload: { spec_id: w.cropId, line_id: w.lineId, mother: 'М' },
    }),
  },
  // pedigrees (decision 036): the world's line grows in 2025; one line makes no cross, so
  // whoever passes the policy gets the plan's 400
  'GET /api/v1/plotline_db/getting_pedigree/': {
    expect: READ,
    request: (w) => ({ url: `${d}/getting_pedigree/?line_id=${w.lineId}` }),
  },
  'POST /api/v1/plotline_db/lines_coancestry/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/lines_coancestry/`,
      payload: { spec_id: w.cropId, line_ids: [w.lineId] },
    }),
  },
  'POST /api/v1/plotline_db/crossbreeding_planning/': {
    expect: { ...WRITE, writer: 'pass', hoc: 'pass', admin: 'pass' },
    request: (w) => ({
      url: `${d}/crossbreeding_planning/`,
      payload: {
        spec_id: w.cropId,
        field_id: w.fieldId,
        year: 2025,
        mothers: [w.lineId],
        fathers: [w.lineId],
      },
    }),
  },
  'GET /api/v1/plotline_db/regions_by_country/': {
    expect: MATRIX_PARTS.SELF,
    request: () => ({ url: `${d}/regions_by_country/?country_id=1` }),
  },
  'GET /api/v1/plotline_db/regions/{id}/subregions/': {
    expect: MATRIX_PARTS.SELF,
    request: () => ({ url: `${d}/regions/1/subregions/` }),
  },
  'POST /api/v1/plotline_db/regions/{id}/subregions/': {
    expect: MATRIX_PARTS.SELF,
    request: () => ({ url: `${d}/regions/1/subregions/`, payload: { name: 'Новый район' } }),
  },
};
