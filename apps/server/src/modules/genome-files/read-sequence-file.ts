import { Readable } from 'node:stream';
import { openDecompressed } from '@plotline/genome/reads/open-decompressed';
import { ReadFormatError } from '@plotline/genome/reads/read-format-error';
import { extract } from 'tar-stream';
import yauzl from 'yauzl';

/**
 * Finds the FASTQ/FASTA files in one stored sequencing file (decision 047): a FASTQ or FASTA,
 * plain or gzip (multi-member: bgzip), or a .tar / .tar.gz / .zip holding them (an entry may
 * itself be gzip). What a file is comes from its bytes, never its name: gzip by its magic, a
 * tar by `ustar` at offset 257, a zip by `PK 03 04`, FASTQ by `@`, FASTA by `>`.
 * Every contained file is handed to `onSequence` as a stream of its plain bytes, one at a time.
 */

/** A problem with the file that fails it: a catalogue key and its values ('File not processed: …'). */
export class GenomeFileProblem extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'GenomeFileProblem';
  }
}

/** Bounds on what a stored file may expand to (decision 047). */
export const SEQUENCE_FILE_LIMITS = {
  /** Decompressed bytes per compressed byte of one gzip stream (FASTQ compresses 3–6×). */
  maxRatio: 100,
  /** Entries of an archive (files, folders and others). */
  entries: 1000,
  /** Characters of one entry's name. */
  entryName: 1024,
} as const;

export type SequenceFormat = 'fastq' | 'fasta';
export type OnSequence = (
  name: string,
  format: SequenceFormat,
  source: AsyncIterable<Uint8Array>,
) => Promise<void>;

const GZIP = [0x1f, 0x8b];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(head: Buffer, magic: readonly number[]): boolean {
  return head.length >= magic.length && magic.every((byte, i) => head[i] === byte);
}

function isTar(head: Buffer): boolean {
  return head.length >= 262 && head.toString('latin1', 257, 262) === 'ustar';
}

/** The FASTQ/FASTA format of a plain text by its first non-blank byte, or undefined. */
function formatOf(head: Buffer): SequenceFormat | undefined {
  for (const byte of head) {
    if (byte === 0x0a || byte === 0x0d || byte === 0x20) continue;
    if (byte === 0x40) return 'fastq';
    if (byte === 0x3e) return 'fasta';
    return undefined;
  }
  return undefined;
}

/** The first `n` bytes of an async stream and a stream of all of it (those bytes included). */
async function peek(
  source: AsyncIterable<Uint8Array>,
  n: number,
): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = source[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    seen.push(chunk);
    length += chunk.length;
  }
  async function* rest() {
    yield* seen;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    }
  }
  return { head: Buffer.concat(seen).subarray(0, n), rest: rest() };
}

/** Names of read files inside archives: the rest (READMEs, md5 sums, macOS `._` files) are skipped. */
const READ_FILE = /\.(fastq|fq|fasta|fa|fna)(\.gz)?$/i;

/** The name of an archive entry or a file without its folders. */
export function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

function checkEntryName(name: string, count: number): void {
  if (count > SEQUENCE_FILE_LIMITS.entries) {
    throw new GenomeFileProblem('genomeFiles.tooManyEntries', { n: SEQUENCE_FILE_LIMITS.entries });
  }
  if (name.length > SEQUENCE_FILE_LIMITS.entryName)
    throw new GenomeFileProblem('genomeFiles.badArchive');
}

function wantedEntry(name: string): boolean {
  const base = baseName(name);
  return READ_FILE.test(base) && !base.startsWith('._');
}

/** A plain-or-gzip stream holding one FASTQ/FASTA file (an archive's entry, or the whole file). */
async function readOne(
  name: string,
  source: AsyncIterable<Uint8Array>,
  onSequence: OnSequence,
  mustBeReads: boolean,
): Promise<boolean> {
  const plain = openDecompressed(source, { maxRatio: SEQUENCE_FILE_LIMITS.maxRatio });
  const { head, rest } = await peek(plain, 64);
  const format = formatOf(head);
  if (!format) {
    if (mustBeReads) throw new GenomeFileProblem('genomeFiles.notReads');
    for await (const _ of rest) {
      // drained: the archive's next entry comes after it
    }
    return false;
  }
  await onSequence(name.replace(/\.gz$/i, ''), format, rest);
  return true;
}

async function readTar(
  source: AsyncIterable<Uint8Array>,
  onSequence: OnSequence,
  names: string[],
): Promise<void> {
  const tar = extract();
  const input = Readable.from(source);
  input.on('error', (error) => tar.destroy(error));
  input.pipe(tar);
  let count = 0;
  for await (const entry of tar) {
    count++;
    const name = entry.header.name;
    checkEntryName(name, count);
    if (entry.header.type === 'file' && wantedEntry(name)) {
      if (await readOne(name, entry as AsyncIterable<Uint8Array>, onSequence, false)) {
        names.push(name);
      }
    }
    entry.resume();
  }
}

async function readZip(path: string, onSequence: OnSequence, names: string[]): Promise<void> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, validateEntrySizes: true });
  try {
    let count = 0;
    for await (const entry of zip.eachEntry()) {
      count++;
      checkEntryName(entry.fileName, count);
      if (entry.fileName.endsWith('/') || !wantedEntry(entry.fileName)) continue;
      const compressed = Math.max(entry.compressedSize, 1024 * 1024);
      if (entry.uncompressedSize > SEQUENCE_FILE_LIMITS.maxRatio * compressed) {
        throw new GenomeFileProblem('genomeFiles.bomb', { n: SEQUENCE_FILE_LIMITS.maxRatio });
      }
      const stream = await zip.openReadStreamPromise(entry);
      if (await readOne(entry.fileName, stream, onSequence, false)) names.push(entry.fileName);
    }
  } finally {
    zip.close();
  }
}

/**
 * Reads every FASTQ/FASTA file of a stored file. `source` is its bytes once from the start;
 * `localPath` gives a path on disk for a zip (random access), asked only when the file is one.
 * @returns the names of the sequence files read (an archive's entries, or the file's own name)
 * @throws GenomeFileProblem (not reads, a bad archive, a bomb…); ReadFormatError from the reader
 */
export async function readSequenceFile(options: {
  name: string;
  source: AsyncIterable<Uint8Array>;
  withLocalPath: <T>(use: (path: string) => Promise<T>) => Promise<T>;
  onSequence: OnSequence;
}): Promise<{ names: string[]; archive: boolean }> {
  const { name, onSequence } = options;
  const names: string[] = [];
  try {
    const { head, rest } = await peek(options.source, 512);
    if (startsWith(head, ZIP)) {
      // random access: the stream is not needed (read the central directory at the end)
      await options.withLocalPath((path) => readZip(path, onSequence, names));
      return { names, archive: true };
    }
    if (isTar(head)) {
      await readTar(rest, onSequence, names);
      return { names, archive: true };
    }
    if (startsWith(head, GZIP)) {
      const plain = openDecompressed(rest, { maxRatio: SEQUENCE_FILE_LIMITS.maxRatio });
      const inner = await peek(plain, 512);
      if (isTar(inner.head)) {
        await readTar(inner.rest, onSequence, names);
        return { names, archive: true };
      }
      await readOne(name, inner.rest, onSequence, true);
      names.push(name);
      return { names, archive: false };
    }
    await readOne(name, rest, onSequence, true);
    names.push(name);
    return { names, archive: false };
  } catch (error) {
    throw asProblem(error);
  }
}

/** A reader's failure as what the user is told; the cancellation and unknown errors pass. */
function asProblem(error: unknown): unknown {
  if (error instanceof GenomeFileProblem) return error;
  if (error instanceof ReadFormatError) {
    if ((error.code as string) === 'expansion_limit') {
      return new GenomeFileProblem('genomeFiles.bomb', { n: SEQUENCE_FILE_LIMITS.maxRatio });
    }
    return error;
  }
  if (error instanceof Error && error.name === 'AbortError') return error;
  const code = (error as { code?: unknown } | null)?.code;
  // zlib (Z_DATA_ERROR…), tar-stream and yauzl describe a damaged file
  if (
    (typeof code === 'string' && code.startsWith('Z_')) ||
    (error instanceof Error && /tar|zip|header|gzip|invalid|unexpected end/i.test(error.message))
  ) {
    return new GenomeFileProblem('genomeFiles.badArchive');
  }
  return error;
}
