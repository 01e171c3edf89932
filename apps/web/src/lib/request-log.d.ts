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
export declare const REQUEST_LOG_MAX_ENTRIES = 100;
/** …and once it passes that, it keeps only the newest this many. */
export declare const REQUEST_LOG_TRIMMED_ENTRIES = 50;
/** Appends an entry, trimming the log to the newest 50 when it passes 100. */
export declare function appendRequestLog(entry: RequestLogEntry): void;
/** A copy of the log, oldest first (for diagnostics and feedback reports). */
export declare function listRequestLog(): RequestLogEntry[];
/** Empties the log. */
export declare function clearRequestLog(): void;
