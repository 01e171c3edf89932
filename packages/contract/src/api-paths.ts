/**
 * Paths of the API relative to `/api/v1/` (trailing slash always, api-contract §1).
 * The server registers exactly these; the web client calls exactly these.
 */
export const API_PREFIX = '/api/v1';
export const PRODUCT_DB = 'plotline_db';

export const API_PATHS = {
  health: 'health/',
  login: 'login/',
  refresh: 'refresh/',
  logout: 'logout/',
  registration: 'users/registration/',
  profile: 'users/profile/',
  deleteAccount: 'users/delete_account/',
  // company management (issue 4): detail routes append `<id>/`
  divisions: 'users/divisions/',
  employees: 'users/employees/',
  companyStructure: 'users/company_structure/',
  usersByCompany: 'users/users_by_company_id/',
  companies: 'users/companies/',
  // access groups: detail routes append `<id>/`
  usersGroups: 'users/users_groups/',
  fieldYearPermissions: `${PRODUCT_DB}/field_year_permissions/`,
  userGroupsWithFields: `${PRODUCT_DB}/user_groups_with_fields/`,
  // nurseries of a crop (`?spec_id`); detail routes append `<id>/`
  fieldTable: `${PRODUCT_DB}/field_table/`,
  countries: `${PRODUCT_DB}/countries/`,
  crops: `${PRODUCT_DB}/species_table/`,
  // geography: subregions of a region at `regions/<id>/subregions/`
  regionsByCountry: `${PRODUCT_DB}/regions_by_country/`,
  regions: `${PRODUCT_DB}/regions/`,
  // nursery extras: detail routes append `<id>/`
  genotypeByPosition: `${PRODUCT_DB}/genotype_mutation_create_by_pos_and_chr/`,
  genotypeUpdate: `${PRODUCT_DB}/genotype_mutation_update/`,
  genotypeUpdateMultiple: `${PRODUCT_DB}/genotype_mutation_update/multiple/`,
  // the marker catalogue of a crop (issue 17): `?spec_id`; detail routes append `<id>/`
  markers: `${PRODUCT_DB}/mutation_table/`,
  uploadMarkers: `${PRODUCT_DB}/upload_file/upload_mutation_table/`,
  downloadMarkers: `${PRODUCT_DB}/download_mutation_table/`,
  markersTemplate: `${PRODUCT_DB}/mutation_table_template/`,
  brushes: `${PRODUCT_DB}/brush_table/`,
  brushPhenotype: `${PRODUCT_DB}/update_brush_phenotype/`,
  brushGenotype: `${PRODUCT_DB}/update_brush_genotype/`,
  brushStage: `${PRODUCT_DB}/update_brush_stage/`,
  plotPhotos: `${PRODUCT_DB}/plot_photo/`,
  linePhotos: `${PRODUCT_DB}/line_photo/`,
  characteristicsOrder: `${PRODUCT_DB}/characteristics_order/`,
  copyCharacteristics: `${PRODUCT_DB}/characteristics/copy_characteristics/`,
  normalizePhenotypes: `${PRODUCT_DB}/normalize_phenotypes/`,
  editFeatures: `${PRODUCT_DB}/edit_multiple_features/`,
  quantitativeFeatures: `${PRODUCT_DB}/quantitative_features/`,
  qualitativeFeatures: `${PRODUCT_DB}/qualitative_features/`,
  // nursery spreadsheets (decisions 009, 010): uploads answer an import job, polled at jobs/<id>/
  uploadPlotResults: `${PRODUCT_DB}/upload_custom_file/plot_result/`,
  uploadFieldFile: `${PRODUCT_DB}/upload_custom_file/field_file/`,
  jobs: `${PRODUCT_DB}/jobs/`,
  downloadPlotData: `${PRODUCT_DB}/download_plot_data/`,
  downloadFieldFile: `${PRODUCT_DB}/excel_file/download_field_file/`,
  downloadSelectionList: `${PRODUCT_DB}/download_selection_list/`,
  sowingList: `${PRODUCT_DB}/sowing_list/`,
  // field maps (decision 018): `field_maps/?year_id&field_id`; detail routes append `<id>/…`
  fieldMaps: `${PRODUCT_DB}/field_maps/`,
  // the field-map file (decision 019): the export, and the upload answering an import job
  fieldMapExport: `${PRODUCT_DB}/field_maps/export_to_excel/`,
  uploadFieldMap: `${PRODUCT_DB}/upload_custom_file/field_map/`,
  // varieties and lines (issue 14, decision 035): detail routes append `<id>/`
  lineTable: `${PRODUCT_DB}/line_table_list/`,
  lineExport: `${PRODUCT_DB}/line_table_list/export/`,
  addLine: `${PRODUCT_DB}/add_line/`,
  linePicker: `${PRODUCT_DB}/line_ids_names/`,
  lineSummary: `${PRODUCT_DB}/line_collection_bottom_of_page/`,
  linePivot: `${PRODUCT_DB}/line_phenotype_pivot_table/`,
  linePivotExport: `${PRODUCT_DB}/line_phenotype_pivot_table/export/`,
  linePhenotypes: `${PRODUCT_DB}/get_phenotype_detailed_information/`,
  lineGenealogy: `${PRODUCT_DB}/lines_genealogy/`,
  pedigree: `${PRODUCT_DB}/getting_pedigree/`,
  coancestry: `${PRODUCT_DB}/lines_coancestry/`,
  crossingPlan: `${PRODUCT_DB}/crossbreeding_planning/`,
  // uploads answer an import job; `template/` appended gives the file to fill in
  uploadLines: `${PRODUCT_DB}/line_collections_upload/`,
  uploadLineParents: `${PRODUCT_DB}/parents_of_lines_upload_file/`,
  uploadLinesTemplate: `${PRODUCT_DB}/line_collections_upload/template/`,
  uploadLineParentsTemplate: `${PRODUCT_DB}/parents_of_lines_upload_file/template/`,
  // seed warehouse (issue 15, decision 040): detail routes append `<id>/`
  warehouses: `${PRODUCT_DB}/warehouses/`,
  warehouseStorage: `${PRODUCT_DB}/warehouse_storage/`,
  seeds: `${PRODUCT_DB}/seeds/`,
  sendPlots: `${PRODUCT_DB}/seeds/send_plots/`,
  seedLabels: `${PRODUCT_DB}/seeds/labels/`,
  sowingPlans: `${PRODUCT_DB}/sowing_plans/`,
  uploadSeedRecords: `${PRODUCT_DB}/upload_excel_file/upload_seed_records/`,
  downloadSeedRecords: `${PRODUCT_DB}/download_seed_records/`,
  warehouseSummary: `${PRODUCT_DB}/summary_warehouse_seed_info/`,
  // meteorology (issue 16, decision 044): detail routes append `<id>/`
  meteoSectors: `${PRODUCT_DB}/sector/`,
  meteoParams: `${PRODUCT_DB}/meteo_params/`,
  meteoValues: `${PRODUCT_DB}/meteo_params_value/`,
  meteoPlotCard: `${PRODUCT_DB}/meteo_params_value/get_meteo_data_for_plot_card/`,
  meteoSeasonChart: `${PRODUCT_DB}/meteo_params_value/season_chart/`,
  meteoIndices: `${PRODUCT_DB}/meteo_params_value/indices/`,
  meteoEvents: `${PRODUCT_DB}/meteo_events/`,
  // agrochemistry (issue 16, decision 044): detail routes append `<id>/`
  agroParams: `${PRODUCT_DB}/agrochemical_params/`,
  agroValues: `${PRODUCT_DB}/agrochemical_params_value/`,
  agroPlotCard: `${PRODUCT_DB}/get_agrochemical_data_for_plot_card/`,
  // weather and soil files (issue 16, decision 044 §Uploads): uploads answer an import job
  uploadMeteoFile: `${PRODUCT_DB}/upload_file/upload_meteo_file/`,
  uploadAgroFile: `${PRODUCT_DB}/upload_file/upload_agrochemistry_file/`,
  meteoFileTemplate: `${PRODUCT_DB}/upload_file/meteo_file_template/`,
  agroFileTemplate: `${PRODUCT_DB}/upload_file/agrochemistry_file_template/`,
  // genotype matrices (issue 17, decision 046): detail routes append `<id>/` (samples/, markers/,
  // window/, samples/<idx>/row/, export/)
  genotypeMatrices: `${PRODUCT_DB}/genotype_matrices/`,
  genomeAnalyses: `${PRODUCT_DB}/genome_analyses/`,
  gwasAnalysis: `${PRODUCT_DB}/gwas_analysis/`,
  refreshGwasAnalysis: `${PRODUCT_DB}/refresh_gwas_analysis/`,
  // marker weights' readers and genome selection (issue 19, decision 054): marker-weights.ts
  weightedFeatures: `${PRODUCT_DB}/mutation_influence_features/`,
  weightRegions: `${PRODUCT_DB}/mutation_influence_regions/`,
  weights: `${PRODUCT_DB}/get_weights/`,
  mutationInfluence: `${PRODUCT_DB}/mutation_influence/`,
  windRose: `${PRODUCT_DB}/get_wind_rose_by_region/`,
  sortByGenotypes: `${PRODUCT_DB}/get_sort_by_genotypes/`,
  sortWithInfoByGenotypes: `${PRODUCT_DB}/get_sort_with_info_by_genotypes/`,
  crossResult: `${PRODUCT_DB}/cross_result/`,
  crossResultCsv: `${PRODUCT_DB}/cross_result_csv/`,
  genomePrediction: `${PRODUCT_DB}/genome_prediction/`,
  genotypeMatricesPreview: `${PRODUCT_DB}/genotype_matrices/preview/`,
  knowledgeBase: `${PRODUCT_DB}/knowledge_base/`,
  // create-line (issue 19): create-line.ts; detail `createLine<line_id>/`
  createLine: `${PRODUCT_DB}/create_line/`,
  createLineBase: `${PRODUCT_DB}/create_line/base/`,
  createLinePreview: `${PRODUCT_DB}/create_line/preview/`,
  userPrimersList: `${PRODUCT_DB}/user_primers_list/`,
  // sequencing files of a plot (issue 17, decision 047): detail routes append `<id>/`;
  // genomeFiles/<id>/qc/, …/uploaded/, …/reupload/; the local form upload at fastqFormUpload
  genomeFiles: `${PRODUCT_DB}/genome_files/`,
  // per plot of a season: count and worst status of its files (the plot table's Files column)
  genomeFilesSummary: `${PRODUCT_DB}/genome_files/summary/`,
  fastqcArchives: `${PRODUCT_DB}/get_fastqc_archives/`,
  downloadFastqcArchive: `${PRODUCT_DB}/download_fastqc_archive/`,
  fastqUploadUrl: `${PRODUCT_DB}/get_url_to_upload_fastq/`,
  fastqFormUpload: `${PRODUCT_DB}/genome_files/form_upload/`,
  saveFastqFile: `${PRODUCT_DB}/save_fastq_file/`,
  uploadFastqcFiles: `${PRODUCT_DB}/upload_fastqc_files/`,
  deleteFastqcFile: `${PRODUCT_DB}/delete_fastqc_file/`,
  // notifications (issue 7): detail routes append `<id>/`; the WebSocket is notificationsSocketPath
  notifications: 'notice_app/notifications/',
  notificationsUnreadCount: 'notice_app/notifications/unread_count/',
  notificationsMarkAllRead: 'notice_app/notifications/mark_all_as_read/',
  feedback: 'mail_app/feedback_service/send_feedback/',
} as const;

/** Detail strings the web client reacts to (spec §8). */
export const AUTH_DETAILS = {
  tokenInvalid: 'Token is invalid',
  invalidToken: 'Invalid token.',
  notProvided: 'Authentication credentials were not provided.',
  noActiveAccount: 'No active account found with the given credentials',
} as const;
