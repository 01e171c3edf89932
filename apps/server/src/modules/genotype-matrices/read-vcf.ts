import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import VCF from '@gmod/vcf';
import { VCF_LIMITS } from '@plotline/contract/genotype-matrices';
import { type ByteLine, byteLines, LineTooLong } from '@plotline/genome/matrix/lines';

/**
 * Reading a VCF, plain or gzip/bgzip-compressed (bgzip is multi-member gzip, which zlib's
 * gunzip reads whole), as a stream: the header (meta lines, then `#CHROM`) is parsed with
 * @gmod/vcf; the data lines are handed on as bytes. Every bound of VCF_LIMITS is checked
 * before the memory is spent: a line is refused once longer than the limit, never gathered.
 */

/** Why a VCF cannot be read, at a line (null: the whole file). */
export class VcfProblem extends Error {
  readonly line: number | null;
  readonly key: string;
  readonly params: Record<string, string | number>;
  constructor(line: number | null, key: string, params: Record<string, string | number> = {}) {
    super(key);
    this.line = line;
    this.key = key;
    this.params = params;
  }
}

export type VcfHeader = {
  samples: string[];
  /** FORMAT DS is declared. */
  hasDs: boolean;
  /** The `##contig` ids with their length when given. */
  contigs: { id: string; length: number | null }[];
};

/** The bytes of `source`, gunzipped when they start like gzip. */
async function* decoded(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const head = first.value;
  async function* whole() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    yield* whole();
    return;
  }
  const gunzip = createGunzip();
  const feeding = pipeline(whole(), gunzip).catch((error: unknown) => {
    gunzip.destroy(error as Error);
  });
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch {
    throw new VcfProblem(null, 'genotypeMatrices.badGzip');
  } finally {
    // a reader that stops early (the preview) ends the gunzip, and with it the feeding
    gunzip.destroy();
    await feeding;
  }
}

/** Characters of the whole header (meta lines and `#CHROM`). */
const HEADER_CHARS_MAX = 64 * 1024 * 1024;

/** An open VCF: its header, then its data lines (numbered from the file's first line). */
export type OpenVcf = { header: VcfHeader; lines: AsyncGenerator<ByteLine> };

/** Lines of `source`, with a too-long one turned into a VcfProblem. */
async function* vcfLines(source: AsyncIterable<Buffer>): AsyncGenerator<ByteLine> {
  try {
    yield* byteLines(decoded(source), VCF_LIMITS.lineLength);
  } catch (error) {
    if (error instanceof LineTooLong) {
      throw new VcfProblem(error.line, 'genotypeMatrices.lineTooLong', {
        n: VCF_LIMITS.lineLength,
      });
    }
    throw error;
  }
}

/**
 * Reads the header of a VCF stream.
 * @throws VcfProblem when it is not a VCF (no `##fileformat=VCF`, no `#CHROM` line), or beyond
 *   the header bounds, or its samples beyond VCF_LIMITS.samples or named twice
 */
export async function openVcf(source: Readable | AsyncIterable<Buffer>): Promise<OpenVcf> {
  const lines = vcfLines(source as AsyncIterable<Buffer>);
  const header: string[] = [];
  let chars = 0;
  let last = 0;
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new VcfProblem(last + 1, 'genotypeMatrices.noHeader');
    const { bytes, number } = next.value;
    last = number;
    const text = bytes.toString('utf8');
    if (number === 1 && !text.startsWith('##fileformat=VCF')) {
      throw new VcfProblem(1, 'genotypeMatrices.notVcf');
    }
    chars += text.length + 1;
    if (number > VCF_LIMITS.headerLines || chars > HEADER_CHARS_MAX) {
      throw new VcfProblem(number, 'genotypeMatrices.headerTooLong', {
        n: VCF_LIMITS.headerLines,
      });
    }
    if (text.startsWith('##')) {
      header.push(text);
      continue;
    }
    if (!text.startsWith('#CHROM')) throw new VcfProblem(number, 'genotypeMatrices.noHeader');
    const columns = text.split('\t');
    const fixed = ['#CHROM', 'POS', 'ID', 'REF', 'ALT', 'QUAL', 'FILTER', 'INFO'];
    if (
      fixed.some((name, i) => columns[i] !== name) ||
      (columns.length > 8 && columns[8] !== 'FORMAT')
    ) {
      throw new VcfProblem(number, 'genotypeMatrices.badColumns');
    }
    const samples = columns.slice(9);
    if (samples.length > VCF_LIMITS.samples) {
      throw new VcfProblem(number, 'genotypeMatrices.tooManySamples', { n: VCF_LIMITS.samples });
    }
    const seen = new Set<string>();
    for (const sample of samples) {
      if (!sample || sample.length > VCF_LIMITS.alleleLength || sample.includes('\u0000')) {
        throw new VcfProblem(number, 'genotypeMatrices.badSampleName', {
          name: sample.slice(0, 50),
        });
      }
      if (seen.has(sample)) {
        throw new VcfProblem(number, 'genotypeMatrices.sampleTwice', { name: sample });
      }
      seen.add(sample);
    }
    header.push(text);
    let parsed: VCF;
    try {
      parsed = new VCF({ header: header.join('\n') });
    } catch {
      throw new VcfProblem(null, 'genotypeMatrices.badHeader');
    }
    const formats = (parsed.getMetadata('FORMAT') ?? {}) as Record<string, unknown>;
    const contigMeta = (parsed.getMetadata('contig') ?? {}) as Record<
      string,
      { length?: number | string } | undefined
    >;
    const contigs = Object.entries(contigMeta).map(([id, meta]) => {
      const length = Number(meta?.length);
      return { id, length: Number.isInteger(length) && length > 0 ? length : null };
    });
    return { header: { samples, hasDs: 'DS' in formats, contigs }, lines };
  }
}
