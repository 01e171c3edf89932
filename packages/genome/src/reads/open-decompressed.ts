/**
 * Plain or gzip bytes → plain bytes, chosen by the gzip magic number (1f 8b), not by the name.
 * Multi-member gzip (bgzip, `cat a.gz b.gz`) is read whole: Node's gunzip continues past the end
 * of a member. The expansion is bounded: more than `maxRatio` × the compressed bytes read so far
 * (counted from 1 MiB) or more than `maxBytes` in all stops with a ReadFormatError
 * 'expansion_limit' (a zip bomb, not a FASTQ).
 */
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ReadFormatError } from './read-format-error.ts';

export type DecompressOptions = {
  /** bound of decompressed / compressed bytes (FASTQ compresses 3–6×; default 50) */
  maxRatio?: number;
  /** bound of all decompressed bytes (default: none beyond the ratio) */
  maxBytes?: number;
};

export async function* openDecompressed(
  source: AsyncIterable<Uint8Array>,
  options: DecompressOptions = {},
): AsyncGenerator<Buffer> {
  const maxRatio = options.maxRatio ?? 50;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const iterator = source[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  // enough bytes to see the magic number
  while (head.length < 2) {
    const next = await iterator.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  const rest = async function* () {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    }
  };
  if (!(head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b)) {
    yield* rest();
    return;
  }
  let compressed = 0;
  let plain = 0;
  const input = Readable.from(
    (async function* () {
      for await (const chunk of rest()) {
        compressed += chunk.length;
        yield chunk;
      }
    })(),
  );
  const gunzip = createGunzip({ chunkSize: 64 * 1024 });
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      plain += chunk.length;
      if (plain > maxBytes || plain > maxRatio * Math.max(compressed, 1024 * 1024))
        throw new ReadFormatError('expansion_limit', 0);
      yield chunk;
    }
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}
