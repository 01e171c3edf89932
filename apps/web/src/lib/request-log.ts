/** One API call as the client saw it; bodies are never kept (they may hold passwords). */
export type RequestLogEntry = {
  method: string;
  url: string;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  durationMs: number;
  /** ISO 8601 time the request started. */
  startedAt: string;
};

/** The log holds at most this many entries (product-spec §9)… */
export const REQUEST_LOG_MAX_ENTRIES = 100;
/** …and once it passes that, it keeps only the newest this many. */
export const REQUEST_LOG_TRIMMED_ENTRIES = 50;

let entries: RequestLogEntry[] = [];

/** Appends an entry, trimming the log to the newest 50 when it passes 100. */
export function appendRequestLog(entry: RequestLogEntry): void {
  entries.push(entry);
  if (entries.length > REQUEST_LOG_MAX_ENTRIES) {
    entries = entries.slice(-REQUEST_LOG_TRIMMED_ENTRIES);
  }
}

/** A copy of the log, oldest first (for diagnostics and feedback reports). */
export function listRequestLog(): RequestLogEntry[] {
  return [...entries];
}

/** Empties the log. */
export function clearRequestLog(): void {
  entries = [];
}
