import { API_PATHS } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import type {
  AddLineBody,
  LineCollectionSummary,
  LinePicker,
  LineRecord,
  Pivot,
  PivotQuery,
} from '@plotline/contract/lines';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';
import { toFormData } from '#src/lib/to-form-data.ts';

/** Every query of the varieties feature starts with this key; invalidate it after changes. */
export const VARIETIES_QUERY_KEY = ['varieties'] as const;

/** Rows of one grid block = one server page. */
export const PIVOT_PAGE_SIZE = 100;

/** The pivot's query as the page sends it (paging added per block). */
export type PivotRequest = Omit<PivotQuery, 'page' | 'page_size'> & {
  page?: number;
  page_size?: number;
};

function withoutEmpty<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as T;
}

/**
 * `GET line_phenotype_pivot_table/`: one page of lines with their feature means.
 * @param revision changes whenever the lines changed, so the grid's blocks are asked anew
 */
export function pivotQueryOptions(request: PivotRequest, revision = 0) {
  const query = withoutEmpty({ page: 1, page_size: PIVOT_PAGE_SIZE, ...request });
  return queryOptions({
    queryKey: [...VARIETIES_QUERY_KEY, 'pivot', query, revision] as const,
    queryFn: ({ signal }) => apiClient.get<Pivot>(API_PATHS.linePivot, { query, signal }),
  });
}

/** `GET line_phenotype_pivot_table/export/`: the same table as an xlsx (every row). */
export function exportPivot(request: PivotRequest): Promise<DownloadedFile> {
  const { page: _page, page_size: _size, ...query } = request;
  return apiClient.download(API_PATHS.linePivotExport, undefined, {
    query: withoutEmpty(query),
  });
}

/** `GET line_collection_bottom_of_page/?spec_id`: the counts under the table. */
export function lineSummaryQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...VARIETIES_QUERY_KEY, 'summary', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LineCollectionSummary>(API_PATHS.lineSummary, {
        query: { spec_id: specId },
        signal,
      }),
  });
}

/** `GET line_ids_names/?spec_id&search`: lines for a picker. */
export function linePickerQueryOptions(specId: number, search: string) {
  const query = withoutEmpty({ spec_id: specId, search: search.trim(), limit: 50 });
  return queryOptions({
    queryKey: [...VARIETIES_QUERY_KEY, 'picker', query] as const,
    queryFn: ({ signal }) => apiClient.get<LinePicker>(API_PATHS.linePicker, { query, signal }),
    staleTime: 10_000,
  });
}

/** `POST add_line/`: a line by hand (parents by name, created when missing). */
export function addLine(body: AddLineBody): Promise<LineRecord> {
  return apiClient.post<LineRecord>(API_PATHS.addLine, body);
}

/** The two spreadsheets of the page: the collection, and mothers and fathers of lines. */
export type LineUploadKind = 'lines' | 'parents';

export const LINE_UPLOAD_PATHS: Record<LineUploadKind, string> = {
  lines: API_PATHS.uploadLines,
  parents: API_PATHS.uploadLineParents,
};

/** Multipart `POST <upload>/` with `file` and `spec_id` → the import job. */
export function uploadLineFile(kind: LineUploadKind, file: File, specId: number) {
  return apiClient.post<ImportJob>(LINE_UPLOAD_PATHS[kind], toFormData({ file, spec_id: specId }));
}

const LINE_TEMPLATE_PATHS: Record<LineUploadKind, string> = {
  lines: API_PATHS.uploadLinesTemplate,
  parents: API_PATHS.uploadLineParentsTemplate,
};

/** `GET <upload>/template/`: the file to fill in (headers in the interface language). */
export function downloadLineTemplate(kind: LineUploadKind): Promise<DownloadedFile> {
  return apiClient.download(LINE_TEMPLATE_PATHS[kind]);
}

/** `GET line_table_list/export/?spec_id`: the collection as the upload reads it back. */
export function exportCollection(specId: number): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.lineExport, undefined, { query: { spec_id: specId } });
}
