import type { GenomeFileItem, QcSummary } from '@plotline/contract/genome-files';
import type { Language } from '@plotline/contract/rules';
import { isMessageKey, translate } from '../../platform/i18n/translate.ts';
import type { StoredQc } from './process-genome-file.ts';
import type { StoredAlleleCounts } from './recompute-plot-calls.ts';

/** A row of `genome_files` with what its list shows beside it (job progress, uploader's name). */
export type GenomeFileRow = {
  id: number;
  plotId: number;
  originalName: string;
  storageKey: string | null;
  size: number;
  kind: GenomeFileItem['kind'];
  status: GenomeFileItem['status'];
  paired: boolean;
  dataType: string;
  error: unknown;
  qc: unknown;
  qcKey: string | null;
  alleleCounts: unknown;
  reads: number | null;
  createdAt: Date;
  createdBy: number | null;
  creatorName: string | null;
  jobId: number | null;
  jobProgress: number | null;
};

/** A stored message key with values, translated; values that are keys are translated too. */
function translated(stored: unknown, language: Language): string | null {
  const { key, values } = (stored ?? {}) as { key?: unknown; values?: Record<string, unknown> };
  if (typeof key !== 'string' || !isMessageKey(key)) return null;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'number') params[name] = value;
    else if (typeof value === 'string') {
      params[name] = isMessageKey(value) ? translate(value, language) : value;
    }
  }
  return translate(key, language, params);
}

/** 'File not processed: <reason>' of a failed file's stored error, or null. */
export function errorText(error: unknown, language: Language): string | null {
  const reason = translated(error, language);
  return reason === null ? null : translate('genomeFiles.notProcessed', language, { reason });
}

/** The list item of a file (get_fastqc_archives/). */
export function presentGenomeFile(
  row: GenomeFileRow,
  options: { language: Language; uploadedBytes: number | null; canDelete: boolean },
): GenomeFileItem {
  const counts = row.alleleCounts as StoredAlleleCounts | null;
  const qc = (Array.isArray(row.qc) ? row.qc : []) as StoredQc[];
  const summary: QcSummary[] = qc.map((item) => ({ file: item.file, modules: item.modules ?? [] }));
  const note = counts?.note ? translate(counts.note as never, options.language) : null;
  return {
    id: row.id,
    plot_id: row.plotId,
    original_name: row.originalName,
    size: row.size,
    kind: row.kind,
    status: row.status,
    paired: row.paired,
    data_type: row.dataType,
    job_id: row.jobId,
    uploaded_bytes: row.status === 'uploading' ? options.uploadedBytes : null,
    progress: row.status === 'processing' ? (row.jobProgress ?? 0) / 100 : null,
    error: row.status === 'failed' ? errorText(row.error, options.language) : null,
    note: row.status === 'success' ? note : null,
    reads: row.reads,
    markers_called: counts ? counts.counts.length : null,
    qc_summary: summary,
    has_archive: row.kind === 'fastqc' || row.qcKey !== null,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy === null ? null : { id: row.createdBy, name: row.creatorName ?? '' },
    can_delete: options.canDelete,
  };
}
