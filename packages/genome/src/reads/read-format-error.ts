/**
 * A malformed FASTQ/FASTA record. `code` names the rule broken (the server translates it),
 * `recordNumber` is 1-based (the record being read when the problem was found).
 */
export type ReadFormatErrorCode =
  /** a FASTQ record does not start with '@' (or a FASTA file with '>') */
  | 'header'
  /** the third FASTQ line does not start with '+' */
  | 'separator'
  /** sequence and quality lengths differ */
  | 'length_mismatch'
  /** the file ends in the middle of a record */
  | 'truncated'
  /** a record (or one line of it) is longer than `maxRecordBytes` */
  | 'record_too_long'
  /** a quality character outside '!'..'~' (FastQC: no known encoding) */
  | 'quality_encoding'
  /** a gzip that expands beyond its bound (openDecompressed) */
  | 'expansion_limit';

export class ReadFormatError extends Error {
  readonly code: ReadFormatErrorCode;
  readonly recordNumber: number;

  constructor(code: ReadFormatErrorCode, recordNumber: number) {
    super(`${code} at record ${recordNumber}`);
    this.name = 'ReadFormatError';
    this.code = code;
    this.recordNumber = recordNumber;
  }
}
