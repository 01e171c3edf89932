import { API_PATHS } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import type {
  CreateLotBody,
  LabelsBody,
  LedgerEntry,
  LedgerEntryBody,
  LotList,
  LotListQuery,
  SeedLot,
  StorageLocation,
  Warehouse,
  WarehouseSummary,
} from '@plotline/contract/warehouse';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';
import { toFormData } from '#src/lib/to-form-data.ts';

/** Every query of the storage page starts with this key; invalidate it after changes. */
export const STORAGE_QUERY_KEY = ['storage'] as const;

/** Rows of one grid block = one server page (the 250). */
export const LOT_PAGE_SIZE = 250;

/** The lots' query as the page sends it (paging added per block). */
export type LotRequest = Omit<LotListQuery, 'page' | 'page_size'>;

const detail = (base: string, id: number) => `${base}${id}/`;

function withoutEmpty<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as T;
}

/** `GET warehouses/?spec_id`: the crop's warehouses with their locations and totals. */
export function warehousesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...STORAGE_QUERY_KEY, 'warehouses', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Warehouse[]>(API_PATHS.warehouses, { query: { spec_id: specId }, signal }),
  });
}

export function createWarehouse(specId: number, name: string): Promise<Warehouse> {
  return apiClient.post<Warehouse>(API_PATHS.warehouses, { spec_id: specId, name });
}
export function renameWarehouse(id: number, name: string): Promise<Warehouse> {
  return apiClient.patch<Warehouse>(detail(API_PATHS.warehouses, id), { name });
}
export function deleteWarehouse(id: number): Promise<void> {
  return apiClient.delete<void>(detail(API_PATHS.warehouses, id));
}
export function createLocation(warehouse: number, name: string): Promise<StorageLocation> {
  return apiClient.post<StorageLocation>(API_PATHS.warehouseStorage, { warehouse, name });
}
export function renameLocation(id: number, name: string): Promise<StorageLocation> {
  return apiClient.patch<StorageLocation>(detail(API_PATHS.warehouseStorage, id), { name });
}
export function deleteLocation(id: number): Promise<void> {
  return apiClient.delete<void>(detail(API_PATHS.warehouseStorage, id));
}

/** `GET warehouse_storage/<id>/qrcode/`: the PNG of the location's QR code. */
export function locationQrQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...STORAGE_QUERY_KEY, 'qrcode', id] as const,
    queryFn: ({ signal }) =>
      apiClient.download(`${detail(API_PATHS.warehouseStorage, id)}qrcode/`, undefined, {
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * `GET seeds/?spec_id…`: one page of lots.
 * @param revision changes whenever lots changed, so the grid's blocks are asked anew
 */
export function lotsQueryOptions(request: LotRequest & { page: number }, revision = 0) {
  const query = withoutEmpty({ page_size: LOT_PAGE_SIZE, ...request });
  return queryOptions({
    queryKey: [...STORAGE_QUERY_KEY, 'lots', query, revision] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LotList>(API_PATHS.seeds, {
        query: query as Record<string, string | number | boolean>,
        signal,
      }),
  });
}

/** `GET seeds/<id>/`: one lot. */
export function lotQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...STORAGE_QUERY_KEY, 'lot', id] as const,
    queryFn: ({ signal }) => apiClient.get<SeedLot>(detail(API_PATHS.seeds, id), { signal }),
  });
}

export function createLot(body: CreateLotBody): Promise<SeedLot> {
  return apiClient.post<SeedLot>(API_PATHS.seeds, body);
}
/** `PATCH seeds/<id>/`: descriptive fields or the location (quantities change by ledger). */
export function updateLot(id: number, body: Record<string, unknown>): Promise<SeedLot> {
  return apiClient.patch<SeedLot>(detail(API_PATHS.seeds, id), body);
}
/** `DELETE seeds/<id>/`: only an empty lot (409 otherwise). */
export function deleteLot(id: number): Promise<void> {
  return apiClient.delete<void>(detail(API_PATHS.seeds, id));
}

/** The ledger answer: a bare list, or a list under `data` (both read). */
type LedgerAnswer = LedgerEntry[] | { data: LedgerEntry[] };

/** `GET seeds/<id>/ledger/`: every change of the lot, with the running balance. */
export function ledgerQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...STORAGE_QUERY_KEY, 'ledger', id] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<LedgerAnswer>(`${detail(API_PATHS.seeds, id)}ledger/`, {
        signal,
      });
      return Array.isArray(answer) ? answer : answer.data;
    },
  });
}

/** `POST seeds/<id>/ledger/`: a correction or a transfer. */
export function addLedgerEntry(id: number, body: LedgerEntryBody): Promise<unknown> {
  return apiClient.post(`${detail(API_PATHS.seeds, id)}ledger/`, body);
}

/** `GET summary_warehouse_seed_info/?spec_id`: totals and low stock. */
export function summaryQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...STORAGE_QUERY_KEY, 'summary', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<WarehouseSummary>(API_PATHS.warehouseSummary, {
        query: { spec_id: specId },
        signal,
      }),
  });
}

/** `POST seeds/labels/`: the PDF of labels. */
export function downloadLabels(body: LabelsBody): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.seedLabels, body);
}

/** Multipart `POST upload_excel_file/upload_seed_records/` → the import job. */
export function uploadSeedRecords(file: File, specId: number): Promise<ImportJob> {
  return apiClient.post<ImportJob>(
    API_PATHS.uploadSeedRecords,
    toFormData({ file, spec_id: specId }),
  );
}

/** `GET upload_excel_file/upload_seed_records/template/`: the file to fill in. */
export function downloadSeedTemplate(): Promise<DownloadedFile> {
  return apiClient.download(`${API_PATHS.uploadSeedRecords}template/`);
}

/** `GET download_seed_records/?spec_id…`: the lots as the upload reads them back. */
export function downloadSeedRecords(request: LotRequest): Promise<DownloadedFile> {
  const { sort_by: _sort, ...query } = request;
  return apiClient.download(API_PATHS.downloadSeedRecords, undefined, {
    query: withoutEmpty(query) as Record<string, string | number | boolean>,
  });
}
