import type { MessageKey } from '../i18n/messages.ts';

const MB = 1024 * 1024;

/**
 * What any user workbook may expand to (decision 025). A workbook over one of these is
 * refused before its memory is spent: declared sizes are checked from the zip's central
 * directory, and the real ones are counted while parts are inflated and their XML read.
 *
 * They are generous for real breeding files: a 50,000-row × 30-column plot-results file with
 * Cyrillic text unpacks to ~60 MB with ~0.2 M shared strings, 1.5 M filled cells and parts
 * compressed 5–16 times; styled empty cells out to column ~14,000 (api-contract §6) add
 * bytes but no filled cells. A zip bomb is compressed hundreds of times.
 */
export const WORKBOOK_LIMITS = {
  /** Files inside the zip. */
  parts: 10_000,
  /** Bytes of all parts once unpacked. */
  unpackedBytes: 512 * MB,
  /** Unpacked ÷ packed bytes of one part, past `ratioFloorBytes` (Apache POI's default). */
  ratio: 100,
  /** Parts smaller than this once unpacked are not held to `ratio`. */
  ratioFloorBytes: 1 * MB,
  /** Shared strings (the different texts of the workbook). */
  sharedStrings: 2_000_000,
  /** Bytes of the shared-strings part once unpacked: exceljs keeps them all in memory. */
  sharedStringsBytes: 128 * MB,
  /** Characters of one cell or shared string (Excel's own limit). */
  textLength: 32_767,
  /** Rows holding cells, per sheet (Excel's own limit). */
  rows: 1_048_576,
  /** Cells with content (styled empty cells are not counted), in the whole workbook. */
  cells: 10_000_000,
  /** Bytes of one row, one shared string, or one XML token (tag, text, comment). */
  elementBytes: 16 * MB,
  /** Elements of a part read whole into memory (workbook, styles, relationships). */
  settingsElements: 500_000,
} as const;

/** The limits, in megabytes where messages name them so. */
export const WORKBOOK_LIMITS_MB = {
  unpacked: WORKBOOK_LIMITS.unpackedBytes / MB,
  sharedStrings: WORKBOOK_LIMITS.sharedStringsBytes / MB,
  element: WORKBOOK_LIMITS.elementBytes / MB,
} as const;

/** Message keys of the limits (server catalogue, ru/en/it/es). */
export type WorkbookLimitKey = Extract<MessageKey, `workbook.${string}`>;

/**
 * A workbook over one of WORKBOOK_LIMITS: its catalogue key and the values of the message
 * (`n` the limit, `part` the file inside the zip when one is to blame).
 */
export class WorkbookLimitError extends Error {
  readonly key: WorkbookLimitKey;
  readonly params: Record<string, string | number>;

  constructor(key: WorkbookLimitKey, params: Record<string, string | number>) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'WorkbookLimitError';
    this.key = key;
    this.params = params;
  }
}

/** A file that is not a zip archive an xlsx reader can open (damaged, encrypted, ZIP64…). */
export class UnreadableWorkbookError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableWorkbookError';
  }
}
