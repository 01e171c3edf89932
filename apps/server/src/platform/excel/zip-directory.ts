import { UnreadableWorkbookError } from './workbook-limits.ts';

/** One file inside a zip, as its central directory declares it. */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated (the only two an xlsx uses). */
  method: number;
  flags: number;
  /** Bytes of its data in the zip (exact: readers take exactly these). */
  packedBytes: number;
  /** Declared bytes once unpacked (may lie: readers count the real ones). */
  unpackedBytes: number;
  /** Offset of its local header. */
  headerOffset: number;
};

/** The central directory of a zip: its entries and where the directory starts. */
export type ZipDirectory = { entries: ZipEntry[]; directoryOffset: number };

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const CENTRAL_HEADER_BYTES = 46;
const ZIP64_EXTRA = 0x0001;
const ZIP64_MARK = 0xffffffff;
/** A directory larger than this is no workbook's (10,000 parts take under 1 MB). */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

/** The bytes of a zip file: where its end record is looked for (`tail`) and its directory. */
export type ZipBytes = {
  size: number;
  read: (offset: number, length: number) => Buffer | Promise<Buffer>;
};

/** How far from the end the end record may start (it is followed by a comment ≤ 64 KB). */
export function tailLength(size: number): number {
  return Math.min(size, END_RECORD_BYTES + MAX_COMMENT_BYTES);
}

/**
 * Reads a zip's central directory: the names, methods and sizes of its entries, without
 * inflating anything. Archives spanning disks or needing a ZIP64 end record (over 65,535
 * entries or 4 GB, more than any upload) are refused; ZIP64 sizes of single entries are read.
 * @throws UnreadableWorkbookError when the bytes are no complete zip
 */
export async function readZipDirectory(zip: ZipBytes): Promise<ZipDirectory> {
  const tailStart = zip.size - tailLength(zip.size);
  const tail = await zip.read(tailStart, zip.size - tailStart);
  const end = locateDirectory(tail, tailStart);
  const directory = await zip.read(end.offset, end.bytes);
  return { entries: parseDirectory(directory, end.count), directoryOffset: end.offset };
}

/** The same, for a zip held in memory. */
export function readZipDirectorySync(bytes: Buffer): ZipDirectory {
  const tailStart = bytes.length - tailLength(bytes.length);
  const end = locateDirectory(bytes.subarray(tailStart), tailStart);
  const directory = bytes.subarray(end.offset, end.offset + end.bytes);
  return { entries: parseDirectory(directory, end.count), directoryOffset: end.offset };
}

/** Finds the end record, searching backwards past any comment, and checks what it says. */
function locateDirectory(tail: Buffer, tailStart: number) {
  let at = tail.length - END_RECORD_BYTES;
  while (at >= 0 && tail.readUInt32LE(at) !== END_SIGNATURE) at--;
  if (at < 0) throw new UnreadableWorkbookError('no end of central directory');
  const disk = tail.readUInt16LE(at + 4);
  const directoryDisk = tail.readUInt16LE(at + 6);
  const count = tail.readUInt16LE(at + 10);
  const bytes = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  if (disk !== 0 || directoryDisk !== 0) throw new UnreadableWorkbookError('spans disks');
  if (count === 0xffff || bytes === ZIP64_MARK || offset === ZIP64_MARK) {
    throw new UnreadableWorkbookError('needs a ZIP64 end record');
  }
  if (bytes > MAX_DIRECTORY_BYTES || offset + bytes > tailStart + at) {
    throw new UnreadableWorkbookError('central directory out of place');
  }
  return { count, bytes, offset };
}

function parseDirectory(directory: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + CENTRAL_HEADER_BYTES > directory.length) {
      throw new UnreadableWorkbookError('central directory cut short');
    }
    if (directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new UnreadableWorkbookError('bad central directory entry');
    }
    const nameBytes = directory.readUInt16LE(at + 28);
    const extraBytes = directory.readUInt16LE(at + 30);
    const commentBytes = directory.readUInt16LE(at + 32);
    const nameStart = at + CENTRAL_HEADER_BYTES;
    const extraStart = nameStart + nameBytes;
    const next = extraStart + extraBytes + commentBytes;
    if (next > directory.length) throw new UnreadableWorkbookError('central directory cut short');
    const entry: ZipEntry = {
      name: decoder.decode(directory.subarray(nameStart, extraStart)),
      method: directory.readUInt16LE(at + 10),
      flags: directory.readUInt16LE(at + 8),
      packedBytes: directory.readUInt32LE(at + 20),
      unpackedBytes: directory.readUInt32LE(at + 24),
      headerOffset: directory.readUInt32LE(at + 42),
    };
    readZip64Sizes(entry, directory.subarray(extraStart, extraStart + extraBytes));
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * Replaces the sizes and offset marked 0xFFFFFFFF by those of the ZIP64 extra field, which
 * lists only the marked ones, in this order. Beyond 2^53 a size reads as Infinity.
 */
function readZip64Sizes(entry: ZipEntry, extra: Buffer): void {
  const marked = (['unpackedBytes', 'packedBytes', 'headerOffset'] as const).filter(
    (key) => entry[key] === ZIP64_MARK,
  );
  if (marked.length === 0) return;
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      marked.forEach((key, index) => {
        const offset = at + 4 + index * 8;
        if (offset + 8 > at + 4 + length || offset + 8 > extra.length) {
          throw new UnreadableWorkbookError('ZIP64 field cut short');
        }
        const value = extra.readBigUInt64LE(offset);
        entry[key] =
          value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(value);
      });
      return;
    }
    at += 4 + length;
  }
  throw new UnreadableWorkbookError('ZIP64 sizes missing');
}
