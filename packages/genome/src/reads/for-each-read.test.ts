import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forEachRead, type ReadFileFormat } from './for-each-read.ts';
import { openDecompressed } from './open-decompressed.ts';
import { ReadFormatError } from './read-format-error.ts';

async function* pieces(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

type Seen = { header: string; seq: string; qual: string | null; recordNumber: number };

async function read(
  text: string | Buffer,
  format: ReadFileFormat,
  size = 1 << 16,
  maxRecordBytes?: number,
) {
  const seen: Seen[] = [];
  const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
  const result = await forEachRead(
    pieces(bytes, size),
    format,
    (r) => {
      const latin1 = (b: Uint8Array, s: number, e: number) =>
        Buffer.from(b.subarray(s, e)).toString('latin1');
      seen.push({
        recordNumber: r.recordNumber,
        header: latin1(r.header, r.headerStart, r.headerEnd),
        seq: latin1(r.seq, r.seqStart, r.seqEnd),
        qual: r.qual === null ? null : latin1(r.qual, r.qualStart, r.qualEnd),
      });
    },
    { maxRecordBytes },
  );
  return { seen, ...result };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReadFormatError);
  const { code, recordNumber } = error as ReadFormatError;
  return { code, recordNumber };
}

const FASTQ = '@r1 first\nACGTN\n+\nIIII#\n\n@r2\nGG\n+r2\n!!\n@r3\n\n+\n\n@r4\nacgt\n+\nABCD';

describe('forEachRead (FASTQ)', () => {
  it('reads every record, stitching records split at any byte, with or without a final newline', async () => {
    const expected = [
      { recordNumber: 1, header: 'r1 first', seq: 'ACGTN', qual: 'IIII#' },
      { recordNumber: 2, header: 'r2', seq: 'GG', qual: '!!' },
      { recordNumber: 3, header: 'r3', seq: '', qual: '' },
      { recordNumber: 4, header: 'r4', seq: 'acgt', qual: 'ABCD' },
    ];
    for (const size of [1, 2, 3, 5, 7, 11, 1000]) {
      expect((await read(FASTQ, 'fastq', size)).seen).toEqual(expected);
      expect((await read(`${FASTQ}\n`, 'fastq', size)).seen).toEqual(expected);
      expect((await read(FASTQ.replaceAll('\n', '\r\n'), 'fastq', size)).seen).toEqual(expected);
    }
    const { records, bytes } = await read(FASTQ, 'fastq');
    expect(records).toBe(4);
    expect(bytes).toBe(FASTQ.length);
  });

  it('refuses malformed records with their number', async () => {
    expect(await failure(read('@a\nAC\n+\nII\nb\nAC\n+\nII\n', 'fastq'))).toEqual({
      code: 'header',
      recordNumber: 2,
    });
    expect(await failure(read('@a\nAC\n-\nII\n', 'fastq'))).toEqual({
      code: 'separator',
      recordNumber: 1,
    });
    expect(await failure(read('@a\nAC\n+\nII\n@b\nACG\n+\nII\n', 'fastq', 3))).toEqual({
      code: 'length_mismatch',
      recordNumber: 2,
    });
    expect(await failure(read('@a\nAC\n+\nII\n@b\nAC\n', 'fastq'))).toEqual({
      code: 'truncated',
      recordNumber: 2,
    });
  });

  it('bounds a record (and a line without end) by maxRecordBytes', async () => {
    const long = `@a\n${'A'.repeat(5000)}\n+\n${'I'.repeat(5000)}\n`;
    expect(await failure(read(long, 'fastq', 1000, 4096))).toEqual({
      code: 'record_too_long',
      recordNumber: 1,
    });
    expect(await failure(read(`@a\n${'A'.repeat(100_000)}`, 'fastq', 1000, 4096))).toEqual({
      code: 'record_too_long',
      recordNumber: 1,
    });
    expect((await read(long, 'fastq', 1000, 20_000)).records).toBe(1);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      forEachRead(pieces(Buffer.from(FASTQ), 4), 'fastq', () => {}, { signal: controller.signal }),
    ).rejects.toThrow();
  });
});

describe('forEachRead (FASTA)', () => {
  it('joins multi-line sequences, tolerates CRLF and blank lines', async () => {
    const text = '>chr1 desc\nACGT\nAC\n\n>chr2\nGG\nTT\n>empty\n>last\nNNNN';
    const expected = [
      { recordNumber: 1, header: 'chr1 desc', seq: 'ACGTAC', qual: null },
      { recordNumber: 2, header: 'chr2', seq: 'GGTT', qual: null },
      { recordNumber: 3, header: 'empty', seq: '', qual: null },
      { recordNumber: 4, header: 'last', seq: 'NNNN', qual: null },
    ];
    for (const size of [1, 2, 3, 4, 9, 1000]) {
      expect((await read(text, 'fasta', size)).seen).toEqual(expected);
      expect((await read(text.replaceAll('\n', '\r\n'), 'fasta', size)).seen).toEqual(expected);
    }
  });

  it('refuses text before the first header and a contig beyond the bound', async () => {
    expect(await failure(read('ACGT\n>a\nAC\n', 'fasta'))).toEqual({
      code: 'header',
      recordNumber: 1,
    });
    const big = `>a\nAC\n>b\n${'ACGTACGTAC\n'.repeat(1000)}`;
    expect(await failure(read(big, 'fasta', 100, 5000))).toEqual({
      code: 'record_too_long',
      recordNumber: 2,
    });
  });
});

describe('openDecompressed', () => {
  it('passes plain bytes through and reads multi-member gzip (bgzip) whole', async () => {
    const first = Buffer.from('@a\nAC\n+\nII\n');
    const second = Buffer.from('@b\nGT\n+\nJJ\n');
    const plain = await read(Buffer.concat([first, second]), 'fastq');
    const gz = Buffer.concat([gzipSync(first), gzipSync(second)]);
    const seen: string[] = [];
    await forEachRead(openDecompressed(pieces(gz, 7)), 'fastq', (r) => {
      seen.push(Buffer.from(r.header.subarray(r.headerStart, r.headerEnd)).toString());
    });
    expect(seen).toEqual(['a', 'b']);
    expect(plain.records).toBe(2);
    const through: Buffer[] = [];
    for await (const chunk of openDecompressed(pieces(first, 1))) through.push(chunk);
    expect(Buffer.concat(through).toString()).toBe(first.toString());
  });

  it('fails on a truncated gzip and on a failing source instead of hanging', async () => {
    const drain = async (source: AsyncIterable<Uint8Array>) => {
      for await (const _ of openDecompressed(source)) {
        // drain
      }
    };
    const gz = gzipSync(Buffer.from('@a\nAC\n+\nII\n'.repeat(1000)));
    await expect(drain(pieces(gz.subarray(0, gz.length - 20), 100))).rejects.toThrow();
    const failing = async function* () {
      yield gz.subarray(0, 50);
      throw new Error('disk gone');
    };
    await expect(drain(failing())).rejects.toThrow('disk gone');
  });

  it('stops a gzip that expands beyond its bound', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const error = await (async () => {
      for await (const _ of openDecompressed(pieces(bomb, 4096), { maxRatio: 10 })) {
        // drain
      }
    })().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ReadFormatError);
    expect((error as ReadFormatError).code).toBe('expansion_limit');
  });
});
