import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import {
  UnreadableWorkbookError,
  WORKBOOK_LIMITS,
  WORKBOOK_LIMITS_MB,
  WorkbookLimitError,
} from './workbook-limits.ts';
import { XmlMeter, type XmlRole } from './xml-meter.ts';
import { readZipDirectory, type ZipBytes, type ZipEntry } from './zip-directory.ts';

/** The parts exceljs reads whole into memory. */
const SETTINGS_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml']);
/** The shared strings, where exceljs reads them (one cached list). */
export const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const CHUNK_BYTES = 64 * 1024;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;

/** How the XML of a part is held to the limits, by its name (undefined: bytes only). */
export function xmlRoleOf(name: string): XmlRole | undefined {
  if (name === SHARED_STRINGS_PART) return 'sharedStrings';
  if (SETTINGS_PARTS.has(name)) return 'settings';
  if (/^xl\/worksheets\/[^/]+\.xml$/.test(name)) return 'sheet';
  return undefined;
}

/** Bytes of a zip on disk or in memory: random reads, and streams of a range. */
type ZipSource = ZipBytes & { stream: (start: number, end: number) => Readable };

async function fileSource(path: string): Promise<ZipSource> {
  const { size } = await stat(path);
  return {
    size,
    read: async (offset, length) => {
      const handle = await open(path);
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    stream: (start, end) =>
      end > start
        ? createReadStream(path, { start, end: end - 1, highWaterMark: CHUNK_BYTES })
        : Readable.from([]),
  };
}

function bufferSource(bytes: Buffer): ZipSource {
  return {
    size: bytes.length,
    read: (offset, length) => bytes.subarray(offset, offset + length),
    stream: (start, end) =>
      Readable.from(
        (function* () {
          for (let at = start; at < end; at += CHUNK_BYTES) {
            yield bytes.subarray(at, Math.min(end, at + CHUNK_BYTES));
          }
        })(),
      ),
  };
}

/**
 * An xlsx opened for bounded reading (decision 025): its central directory is read and its
 * declared sizes checked against WORKBOOK_LIMITS before anything is inflated; every part is
 * then read through a meter that counts the real unpacked bytes (declared sizes can lie)
 * and, for the XML parts exceljs reads, rows, cells, strings and text lengths, and stops
 * the inflation as soon as one is over.
 */
export class WorkbookZip {
  readonly entries: readonly ZipEntry[];
  readonly #source: ZipSource;
  readonly #tally = { unpacked: 0, cells: 0 };

  private constructor(source: ZipSource, entries: ZipEntry[]) {
    this.#source = source;
    this.entries = entries;
  }

  /**
   * Opens a workbook file (path) or one held in memory.
   * @throws WorkbookLimitError when its directory declares too much; UnreadableWorkbookError
   *   when it is no complete zip
   */
  static async open(file: string | Buffer): Promise<WorkbookZip> {
    const source = typeof file === 'string' ? await fileSource(file) : bufferSource(file);
    const { entries } = await readZipDirectory(source);
    checkDeclaredSizes(entries);
    return new WorkbookZip(source, entries);
  }

  /** The entry of that name, if any. */
  find(name: string): ZipEntry | undefined {
    return this.entries.find((entry) => entry.name === name);
  }

  /**
   * The unpacked bytes of a part, metered: an error (WorkbookLimitError) ends the stream as
   * soon as a limit is passed. With a `role` its XML is held to that role's limits too.
   * @param options.text emit UTF-8 text (decoded across chunks) instead of bytes
   * @param options.onPacked told the packed bytes read so far (progress)
   * @throws UnreadableWorkbookError for an encrypted part, an unknown method or a bad header
   */
  async open(
    entry: ZipEntry,
    options: { role?: XmlRole; text?: boolean; onPacked?: (bytes: number) => void } = {},
  ): Promise<Readable> {
    if (entry.flags & ENCRYPTED) throw new UnreadableWorkbookError(`${entry.name} is encrypted`);
    if (entry.method !== STORED && entry.method !== DEFLATED) {
      throw new UnreadableWorkbookError(`${entry.name}: compression method ${entry.method}`);
    }
    const start = await this.#dataStart(entry);
    const raw = this.#source.stream(start, start + entry.packedBytes);
    const meter = new PartMeter(entry, this.#tally, options.role);
    if (options.text) meter.setEncoding('utf8');
    // errors reach the reader through `meter`; the callback only keeps pipeline quiet
    if (entry.method === DEFLATED) pipeline(raw, createInflateRaw(), meter, () => {});
    else pipeline(raw, meter, () => {});
    const report = options.onPacked;
    if (report) {
      let packed = 0;
      raw.on('data', (chunk: Buffer) => {
        packed += chunk.length;
        report(packed);
      });
    }
    return meter;
  }

  async #dataStart(entry: ZipEntry): Promise<number> {
    const header = await this.#source.read(entry.headerOffset, LOCAL_HEADER_BYTES);
    if (header.length < LOCAL_HEADER_BYTES || header.readUInt32LE(0) !== LOCAL_SIGNATURE) {
      throw new UnreadableWorkbookError(`${entry.name}: no local header`);
    }
    const start =
      entry.headerOffset + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.packedBytes > this.#source.size) {
      throw new UnreadableWorkbookError(`${entry.name}: data beyond the end`);
    }
    return start;
  }
}

/** Refuses a directory that declares more than the limits allow, before any inflation. */
function checkDeclaredSizes(entries: ZipEntry[]): void {
  if (entries.length > WORKBOOK_LIMITS.parts) {
    throw new WorkbookLimitError('workbook.tooManyParts', { n: WORKBOOK_LIMITS.parts });
  }
  const total = entries.reduce((sum, entry) => sum + entry.unpackedBytes, 0);
  if (total > WORKBOOK_LIMITS.unpackedBytes) {
    throw new WorkbookLimitError('workbook.tooLarge', { n: WORKBOOK_LIMITS_MB.unpacked });
  }
  for (const entry of entries) checkPartSize(entry, entry.unpackedBytes);
}

/** The limits of one part at `unpacked` bytes (declared, or read so far). */
function checkPartSize(entry: ZipEntry, unpacked: number): void {
  if (entry.name === SHARED_STRINGS_PART && unpacked > WORKBOOK_LIMITS.sharedStringsBytes) {
    throw new WorkbookLimitError('workbook.stringsTooLarge', {
      n: WORKBOOK_LIMITS_MB.sharedStrings,
    });
  }
  if (
    unpacked > WORKBOOK_LIMITS.ratioFloorBytes &&
    unpacked > WORKBOOK_LIMITS.ratio * entry.packedBytes
  ) {
    throw new WorkbookLimitError('workbook.ratio', { part: entry.name, n: WORKBOOK_LIMITS.ratio });
  }
}

/** Counts the real unpacked bytes of a part (and its XML) and fails the stream over a limit. */
class PartMeter extends Transform {
  readonly #entry: ZipEntry;
  readonly #tally: { unpacked: number; cells: number };
  readonly #xml: XmlMeter | undefined;
  #unpacked = 0;

  constructor(entry: ZipEntry, tally: { unpacked: number; cells: number }, role?: XmlRole) {
    super();
    this.#entry = entry;
    this.#tally = tally;
    this.#xml = role ? new XmlMeter(role, tally) : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.#unpacked += chunk.length;
      this.#tally.unpacked += chunk.length;
      if (this.#tally.unpacked > WORKBOOK_LIMITS.unpackedBytes) {
        throw new WorkbookLimitError('workbook.tooLarge', { n: WORKBOOK_LIMITS_MB.unpacked });
      }
      checkPartSize(this.#entry, this.#unpacked);
      this.#xml?.write(chunk);
      done(null, chunk);
    } catch (error) {
      done(error as Error);
    }
  }
}

/**
 * Reads a whole workbook through the meters without building anything: every part is
 * inflated and counted, the XML parts exceljs reads are held to their limits. Parts no
 * reader inflates (unknown methods, encrypted) are left alone.
 * @throws WorkbookLimitError over a limit; other errors when the file is unreadable
 */
export async function checkWorkbook(file: string | Buffer): Promise<void> {
  const zip = await WorkbookZip.open(file);
  for (const entry of zip.entries) {
    if (entry.flags & ENCRYPTED || (entry.method !== STORED && entry.method !== DEFLATED)) continue;
    const part = await zip.open(entry, { role: xmlRoleOf(entry.name) });
    for await (const _chunk of part);
  }
}
