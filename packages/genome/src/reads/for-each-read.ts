/**
 * The one streaming pass over a FASTQ or FASTA file that every consumer shares (QC, allele
 * counting…): bytes in, one callback per record out, no string per record.
 *
 * The `ReadRecord` handed to the sink is ONE object reused for every record, and its byte views
 * (`header`, `seq`, `qual`) point into the current chunk (zero copy) or, for a record split across
 * chunks, into a small stitched buffer; FASTA sequences split over several lines are joined into a
 * reused scratch buffer. Everything is valid only during the call: a sink that keeps a sequence
 * copies it (`seq.slice(seqStart, seqEnd)`).
 *
 * Validation (a `ReadFormatError {code, recordNumber}` the server translates):
 * FASTQ — 4-line records, '@' header, '+' third line, sequence and quality of equal length, blank
 * lines between records skipped (as FastQC does), CRLF tolerated; a record longer than
 * `maxRecordBytes` (default 4 MiB: about a 2 Mb read) is refused, so no line grows unbounded.
 * FASTA — '>' header then sequence lines, joined; `maxRecordBytes` (default 256 MiB, a large
 * chromosome contig) bounds header + joined sequence.
 */
import { ReadFormatError } from './read-format-error.ts';

export type ReadFileFormat = 'fastq' | 'fasta';

export type ReadRecord = {
  /** 1-based number of the record in the file */
  recordNumber: number;
  /** the header line without its '@' / '>' and without the line end */
  header: Uint8Array;
  headerStart: number;
  headerEnd: number;
  /** bases as written (FastQC upper-cases them; consumers do the same where it matters) */
  seq: Uint8Array;
  seqStart: number;
  seqEnd: number;
  /** Phred+offset characters; null for FASTA */
  qual: Uint8Array | null;
  qualStart: number;
  qualEnd: number;
};

export type ReadSink = (read: ReadRecord) => void;

export type ForEachReadOptions = {
  signal?: AbortSignal;
  /** bound of one record in bytes (FASTQ: all four lines; FASTA: header + joined sequence) */
  maxRecordBytes?: number;
};

export const FASTQ_MAX_RECORD_BYTES = 4 * 1024 * 1024;
export const FASTA_MAX_RECORD_BYTES = 256 * 1024 * 1024;

const LF = 10;
const CR = 13;
const AT = 64;
const PLUS = 43;
const GT = 62;

/** Reads every record of `source`; resolves with the number of records and of bytes read. */
export async function forEachRead(
  source: AsyncIterable<Uint8Array>,
  format: ReadFileFormat,
  onRead: ReadSink,
  options: ForEachReadOptions = {},
): Promise<{ records: number; bytes: number }> {
  return format === 'fastq'
    ? readFastq(source, onRead, options.maxRecordBytes ?? FASTQ_MAX_RECORD_BYTES, options.signal)
    : readFasta(source, onRead, options.maxRecordBytes ?? FASTA_MAX_RECORD_BYTES, options.signal);
}

function newRecord(): ReadRecord {
  const empty = new Uint8Array(0);
  return {
    recordNumber: 0,
    header: empty,
    headerStart: 0,
    headerEnd: 0,
    seq: empty,
    seqStart: 0,
    seqEnd: 0,
    qual: null,
    qualStart: 0,
    qualEnd: 0,
  };
}

/** End of the line content that ends before `newline` (drops a CR). */
function contentEnd(buf: Uint8Array, start: number, newline: number): number {
  return newline > start && buf[newline - 1] === CR ? newline - 1 : newline;
}

function toBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
}

async function readFastq(
  source: AsyncIterable<Uint8Array>,
  onRead: ReadSink,
  maxRecordBytes: number,
  signal: AbortSignal | undefined,
): Promise<{ records: number; bytes: number }> {
  const record = newRecord();
  let pending: Buffer | null = null;
  let bytes = 0;

  /** Parses the complete records of buf[from..]; returns where the incomplete tail starts. */
  const parse = (buf: Buffer, final: boolean): number => {
    const end = buf.length;
    let pos = 0;
    for (;;) {
      // blank lines between records (FastQC skips them)
      while (pos < end) {
        const b = buf[pos];
        if (b === LF) pos += 1;
        else if (b === CR && pos + 1 < end && buf[pos + 1] === LF) pos += 2;
        else if (b === CR && pos + 1 === end) {
          if (final) pos += 1;
          else return pos;
        } else break;
      }
      if (pos >= end) return end;
      const start = pos;
      const recordNumber = record.recordNumber + 1;
      const n1 = buf.indexOf(LF, start);
      const n2 = n1 < 0 ? -1 : buf.indexOf(LF, n1 + 1);
      const n3 = n2 < 0 ? -1 : buf.indexOf(LF, n2 + 1);
      let n4 = n3 < 0 ? -1 : buf.indexOf(LF, n3 + 1);
      if (n4 < 0) {
        if (end - start > maxRecordBytes)
          throw new ReadFormatError('record_too_long', recordNumber);
        if (!final) return start;
        if (n3 < 0)
          throw new ReadFormatError(buf[start] === AT ? 'truncated' : 'header', recordNumber);
        n4 = end;
      }
      if (n4 - start > maxRecordBytes) throw new ReadFormatError('record_too_long', recordNumber);
      if (buf[start] !== AT) throw new ReadFormatError('header', recordNumber);
      if (buf[n2 + 1] !== PLUS || n2 + 1 >= n3)
        throw new ReadFormatError('separator', recordNumber);
      const seqEnd = contentEnd(buf, n1 + 1, n2);
      const qualEnd = contentEnd(buf, n3 + 1, n4);
      if (seqEnd - (n1 + 1) !== qualEnd - (n3 + 1))
        throw new ReadFormatError('length_mismatch', recordNumber);
      record.recordNumber = recordNumber;
      record.header = buf;
      record.headerStart = start + 1;
      record.headerEnd = contentEnd(buf, start, n1);
      record.seq = buf;
      record.seqStart = n1 + 1;
      record.seqEnd = seqEnd;
      record.qual = buf;
      record.qualStart = n3 + 1;
      record.qualEnd = qualEnd;
      onRead(record);
      pos = n4 + 1;
    }
  };

  for await (const chunk of source) {
    signal?.throwIfAborted();
    bytes += chunk.length;
    // A record split across chunks: its tail (< maxRecordBytes) is prepended to the next chunk.
    const buf: Buffer = pending ? Buffer.concat([pending, chunk]) : toBuffer(chunk);
    const used = parse(buf, false);
    pending = used < buf.length ? Buffer.from(buf.subarray(used)) : null;
  }
  signal?.throwIfAborted();
  if (pending) parse(pending, true);
  return { records: record.recordNumber, bytes };
}

async function readFasta(
  source: AsyncIterable<Uint8Array>,
  onRead: ReadSink,
  maxRecordBytes: number,
  signal: AbortSignal | undefined,
): Promise<{ records: number; bytes: number }> {
  const record = newRecord();
  let header: Uint8Array = new Uint8Array(256);
  let headerLength = 0;
  let seq: Uint8Array = new Uint8Array(64 * 1024);
  let seqLength = 0;
  let open = false;
  let inHeader = false;
  let atLineStart = true;
  let bytes = 0;

  const grow = (array: Uint8Array, needed: number): Uint8Array => {
    let size = array.length;
    while (size < needed) size *= 2;
    const bigger = new Uint8Array(Math.min(size, maxRecordBytes));
    bigger.set(array);
    return bigger;
  };

  const emit = () => {
    if (seqLength > 0 && seq[seqLength - 1] === CR) seqLength -= 1;
    if (headerLength > 0 && header[headerLength - 1] === CR) headerLength -= 1;
    record.header = header;
    record.headerStart = 0;
    record.headerEnd = headerLength;
    record.seq = seq;
    record.seqStart = 0;
    record.seqEnd = seqLength;
    onRead(record);
  };

  for await (const chunk of source) {
    signal?.throwIfAborted();
    bytes += chunk.length;
    const buf = toBuffer(chunk);
    const end = buf.length;
    let pos = 0;
    while (pos < end) {
      if (atLineStart) {
        const b = buf[pos];
        if (b === GT) {
          if (open) emit();
          open = true;
          record.recordNumber += 1;
          headerLength = 0;
          seqLength = 0;
          inHeader = true;
          atLineStart = false;
          pos += 1;
          continue;
        }
        if (b === LF) {
          pos += 1;
          continue;
        }
        if (!open) {
          if (b === CR) {
            pos += 1;
            continue;
          }
          throw new ReadFormatError('header', 1);
        }
        atLineStart = false;
      }
      const newline = buf.indexOf(LF, pos);
      const lineEnd = newline < 0 ? end : newline;
      const length = lineEnd - pos;
      if (headerLength + seqLength + length > maxRecordBytes)
        throw new ReadFormatError('record_too_long', record.recordNumber);
      if (inHeader) {
        if (headerLength + length > header.length) header = grow(header, headerLength + length);
        header.set(buf.subarray(pos, lineEnd), headerLength);
        headerLength += length;
      } else {
        if (seqLength + length > seq.length) seq = grow(seq, seqLength + length);
        seq.set(buf.subarray(pos, lineEnd), seqLength);
        seqLength += length;
      }
      if (newline >= 0) {
        // drop the CR of a CRLF (also when the CR came at the end of the previous chunk)
        if (inHeader) {
          if (headerLength > 0 && header[headerLength - 1] === CR) headerLength -= 1;
        } else if (seqLength > 0 && seq[seqLength - 1] === CR) seqLength -= 1;
        inHeader = false;
        atLineStart = true;
        pos = newline + 1;
      } else pos = end;
    }
  }
  signal?.throwIfAborted();
  if (open) emit();
  return { records: record.recordNumber, bytes };
}
