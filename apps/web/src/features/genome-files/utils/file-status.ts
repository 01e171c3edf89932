import type { GenomeFileItem, GenomeFileStatus } from '@plotline/contract/genome-files';

/** Byte units, binary, as file managers show them. */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes as "12.3 MB" (one decimal below 100 of a unit). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** How far a file is, 0..100, for its progress bar; null when no bar is shown. */
export function progressPercent(
  file: Pick<GenomeFileItem, 'status' | 'size' | 'uploaded_bytes' | 'progress'>,
  local?: { sent: number; total: number },
): number | null {
  if (file.status === 'uploading') {
    const sent = local?.sent ?? file.uploaded_bytes ?? 0;
    const total = local?.total ?? file.size;
    return total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  }
  if (file.status === 'processing') return Math.round((file.progress ?? 0) * 100);
  return null;
}

/** Order of concern: a failure first, then work in flight, then done. */
const CONCERN: Record<GenomeFileStatus, number> = {
  failed: 3,
  uploading: 2,
  processing: 1,
  success: 0,
};

/** The status a set of files is summed up by (the most concerning), or null for none. */
export function worstStatus(statuses: readonly GenomeFileStatus[]): GenomeFileStatus | null {
  let worst: GenomeFileStatus | null = null;
  for (const status of statuses) {
    if (worst === null || CONCERN[status] > CONCERN[worst]) worst = status;
  }
  return worst;
}
