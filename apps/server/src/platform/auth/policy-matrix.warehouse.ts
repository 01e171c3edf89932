import { multipart } from '../../test/multipart.ts';
import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, CROP, SELF, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/**
 * Warehouses and locations managed (decision 040): heads and the super admin; employees,
 * grantees included, are refused (403); another tenant sees nothing (404).
 */
const MANAGE_STORE: Expectation = { ...CROP, employee: 403, reader: 403, writer: 403 };

/**
 * The seed-record upload: the crop is checked first (404 outside the tenant), every member
 * passes; the matrix's file is not a workbook, so they get its 400 (nothing is written).
 */
const UPLOAD_TO_STORE: Expectation = {
  ...CROP,
  employee: 'pass',
  reader: 'pass',
  writer: 'pass',
  hod: 'pass',
  hoc: 'pass',
  admin: 'pass',
};

/**
 * Writes of the seed warehouse a grant has nothing to do with: the tenant's common store,
 * written by every member of the crop's tenant (decision 040). Merged into TENANT_CHANGES.
 */
export const WAREHOUSE_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/seeds/`]: "a lot in the tenant's seed warehouse",
  [`PATCH ${D}/seeds/{id}/`]: "a lot's descriptive fields or location (never its quantities)",
  [`POST ${D}/seeds/{id}/ledger/`]: "a ledger entry of the tenant's lots (correction, transfer)",
  [`POST ${D}/seeds/send_plots/`]: 'new lots from plots the caller reads',
  [`POST ${D}/upload_excel_file/upload_seed_records/`]:
    "a file of the tenant's lots: new lots, descriptive edits, moves, corrections",
};

/** The seed warehouse's routes in the matrix (issue 15; the world of warehouse-world.ts). */
export const WAREHOUSE_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/warehouses/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/warehouses/?spec_id=${w.cropId}` }),
  },
  [`POST ${D}/warehouses/`]: {
    expect: MANAGE_STORE,
    request: (w) => ({ url: `${d}/warehouses/`, payload: { spec_id: w.cropId, name: 'Новый' } }),
  },
  [`PATCH ${D}/warehouses/{id}/`]: {
    expect: MANAGE_STORE,
    request: (w) => ({ url: `${d}/warehouses/${w.warehouseId}/`, payload: { name: 'Новое имя' } }),
  },
  [`DELETE ${D}/warehouses/{id}/`]: {
    expect: MANAGE_STORE,
    request: (w) => ({ url: `${d}/warehouses/${w.emptyWarehouseId}/` }),
  },
  [`GET ${D}/warehouse_storage/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/warehouse_storage/?warehouse=${w.warehouseId}` }),
  },
  [`POST ${D}/warehouse_storage/`]: {
    expect: MANAGE_STORE,
    request: (w) => ({
      url: `${d}/warehouse_storage/`,
      payload: { warehouse: w.warehouseId, name: 'Новая полка' },
    }),
  },
  [`PATCH ${D}/warehouse_storage/{id}/`]: {
    expect: MANAGE_STORE,
    request: (w) => ({ url: `${d}/warehouse_storage/${w.locationId}/`, payload: { name: 'П2' } }),
  },
  [`DELETE ${D}/warehouse_storage/{id}/`]: {
    expect: MANAGE_STORE,
    request: (w) => ({ url: `${d}/warehouse_storage/${w.emptyLocationId}/` }),
  },
  [`GET ${D}/warehouse_storage/{id}/qrcode/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/warehouse_storage/${w.locationId}/qrcode/` }),
  },
  [`GET ${D}/seeds/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/seeds/?spec_id=${w.cropId}&sort_by=-weight&line=l` }),
  },
  [`POST ${D}/seeds/`]: {
    expect: CROP,
    request: (w) => ({
      url: `${d}/seeds/`,
      payload: { spec_id: w.cropId, location: w.locationId, line_id: w.lineId, weight: 5 },
    }),
  },
  [`GET ${D}/seeds/{id}/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/seeds/${w.lotId}/` }),
  },
  [`PATCH ${D}/seeds/{id}/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/seeds/${w.lotId}/`, payload: { comment: 'сухо' } }),
  },
  [`DELETE ${D}/seeds/{id}/`]: {
    expect: MANAGE_STORE,
    request: (w) => ({ url: `${d}/seeds/${w.emptyLotId}/` }),
  },
  [`GET ${D}/seeds/{id}/ledger/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/seeds/${w.lotId}/ledger/` }),
  },
  [`POST ${D}/seeds/{id}/ledger/`]: {
    expect: CROP,
    request: (w) => ({
      url: `${d}/seeds/${w.lotId}/ledger/`,
      payload: { kind: 'correction', weight: -1, note: 'проба' },
    }),
  },
  // the plot is in the 2025 season: read by its owner, the super admin and the grantees
  [`POST ${D}/seeds/send_plots/`]: {
    expect: READ,
    request: (w) => ({
      url: `${d}/seeds/send_plots/`,
      payload: { spec_id: w.cropId, location: w.locationId, plot_ids: [w.plotId] },
    }),
  },
  // the seed-record files
  [`POST ${D}/upload_excel_file/upload_seed_records/`]: {
    expect: UPLOAD_TO_STORE,
    request: (w) => ({
      url: `${d}/upload_excel_file/upload_seed_records/`,
      ...multipart({
        spec_id: String(w.cropId),
        file: { filename: 'seeds.xlsx', content: Buffer.from('not a workbook') },
      }),
    }),
  },
  [`GET ${D}/upload_excel_file/upload_seed_records/template/`]: {
    expect: SELF,
    request: () => ({ url: `${d}/upload_excel_file/upload_seed_records/template/` }),
  },
  [`GET ${D}/download_seed_records/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/download_seed_records/?spec_id=${w.cropId}&line=l` }),
  },
  [`GET ${D}/summary_warehouse_seed_info/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/summary_warehouse_seed_info/?spec_id=${w.cropId}` }),
  },
};
