import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { type MatrixImportResult, VCF_LIMITS } from '@plotline/contract/genotype-matrices';
import { formatKeysOf, markerStats, readCalls } from '@plotline/genome/matrix/calls';
import { ChunkPacker } from '@plotline/genome/matrix/pack';
import { readSite } from '@plotline/genome/matrix/vcf-site';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getCropFor } from '../../platform/auth/policy.ts';
import { ImportRejected, ProblemList } from '../../platform/excel/problem-list.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { type JobOutcome, jobProblem } from '../../platform/jobs/job-types.ts';
import { matchSamples, type SampleMatching } from './match-samples.ts';
import { openVcf, VcfProblem } from './read-vcf.ts';

/** Markers per chunk: a multiple of 4; 2,000 samples × 4,096 markers is a 2 MB chunk. */
export const CHUNK_MARKERS = 4096;

/** Problems after which the file is read no further (all are reported). */
const PROBLEMS_TO_STOP = 200;

/** Lines parsed between two yields to the event loop. */
const LINES_PER_YIELD = 256;

export type VcfImport = {
  files: FileStore;
  fileKey: string;
  fileName: string;
  name: string;
  matching: SampleMatching;
  addMarkers: boolean;
  user: CurrentUser;
  report?: (percent: number) => void;
  signal?: AbortSignal;
  /** Markers per chunk (tests use small chunks to cross boundaries). */
  chunkMarkers?: number;
};

/** Rows a statement wrote. */
function rowCountOf(result: unknown): number {
  return (result as { rowCount?: number | null }).rowCount ?? 0;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Markers of one chunk, columns ready for `unnest`. */
class MarkerColumns {
  idx: number[] = [];
  name: string[] = [];
  chr: string[] = [];
  pos: number[] = [];
  ref: string[] = [];
  alt: string[] = [];
  altFreq: (number | null)[] = [];
  callRate: number[] = [];
  get length() {
    return this.idx.length;
  }
}

/** Writes a full (or the last) chunk and its markers. */
async function writeChunk(
  tx: Tx,
  matrixId: number,
  chunk: number,
  packer: ChunkPacker,
  markers: MarkerColumns,
): Promise<void> {
  const data = packer.finish();
  await tx.execute(
    sql`insert into genotype_matrix_chunks (matrix_id, chunk, data) values (${matrixId}, ${chunk}, ${data})`,
  );
  await tx.execute(sql`insert into genotype_matrix_markers
      (matrix_id, idx, name, chr, pos, ref, alt, alt_freq, call_rate)
    select ${matrixId}, * from unnest(${sql.param(markers.idx)}::int[], ${sql.param(markers.name)}::text[],
      ${sql.param(markers.chr)}::text[], ${sql.param(markers.pos)}::int[], ${sql.param(markers.ref)}::text[],
      ${sql.param(markers.alt)}::text[], ${sql.param(markers.altFreq)}::real[], ${sql.param(markers.callRate)}::real[])`);
}

/** Counts the bytes that pass, for the job's progress. */
async function* counted(
  source: AsyncIterable<Buffer>,
  onBytes: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    onBytes(chunk.length);
    yield chunk;
  }
}

/**
 * Imports a VCF as a genotype matrix of the crop (decision 046), all or nothing in one
 * transaction: the header's samples are matched (lines or plots), every data line is read
 * from its bytes into 2-bit dosages packed sample-major per chunk of markers, each chunk
 * written with its markers (allele frequency, call rate) as soon as it is full — one
 * statement per chunk, never a row per call. Sites must be sorted: a chromosome in one
 * block, positions increasing within it (a repeated site is a problem). The catalogue
 * markers at the same chromosome and position are linked; with `addMarkers` the missing
 * ones are created first. Stops when cancelled (the signal), writing nothing.
 */
export async function importVcf(db: Db, input: VcfImport): Promise<JobOutcome> {
  const stored = await input.files.open(input.fileKey);
  if (!stored) return { status: 'failed', errors: [jobProblem('jobs.interrupted')] };
  const size = Math.max(1, stored.size);
  let read = 0;
  const source = counted(stored.body, (bytes) => {
    read += bytes;
  });
  try {
    await getCropFor(db, input.user, input.matching.cropId);
    const vcf = await openVcf(source);
    const { samples } = vcf.header;
    const matched = await matchSamples(db, input.user, input.matching, samples);
    const capacity = input.chunkMarkers ?? CHUNK_MARKERS;
    const problems = new ProblemList();
    let problemCount = 0;
    const problem = (line: number, key: string, params?: Record<string, string | number>) => {
      problemCount++;
      problems.add(line, null, key, { line, ...params });
    };
    const result = await db.transaction(async (tx) => {
      const [matrix] = await queryRows<{ id: number }>(
        tx,
        sql`insert into genotype_matrices
          (crop_id, name, source_name, encoding, sample_count, marker_count, chunk_markers, created_by)
        values (${input.matching.cropId}, ${input.name}, ${input.fileName.slice(0, 500)}, 'gt2',
          ${samples.length}, 0, ${capacity}, ${input.user.id}) returning id`,
      );
      if (!matrix) throw new Error('no matrix');
      const matrixId = matrix.id;
      for (let start = 0; start < matched.length; start += 5000) {
        const part = matched.slice(start, start + 5000);
        await tx.execute(sql`insert into genotype_matrix_samples (matrix_id, idx, name, line_id, plot_id)
          select ${matrixId}, * from unnest(${sql.param(part.map((s) => s.idx))}::int[],
            ${sql.param(part.map((s) => s.name))}::text[], ${sql.param(part.map((s) => s.line_id))}::int[],
            ${sql.param(part.map((s) => s.plot_id))}::int[])`);
      }

      const calls = new Uint8Array(samples.length);
      let packer = new ChunkPacker(samples.length, capacity);
      let markers = new MarkerColumns();
      let chunk = 0;
      let sites = 0;
      let multiallelic = 0;
      let chr = '';
      let lastPos = 0;
      const doneChromosomes = new Set<string>();
      let formatText: string | undefined;
      let keys = formatKeysOf('');
      let sinceYield = 0;
      for await (const { bytes, number } of vcf.lines) {
        if (++sinceYield >= LINES_PER_YIELD) {
          sinceYield = 0;
          input.signal?.throwIfAborted();
          input.report?.(Math.min(95, Math.floor((read / size) * 95)));
          await yieldToLoop();
        }
        if (bytes.length === 0) continue;
        if (problemCount >= PROBLEMS_TO_STOP) break;
        const site = readSite(bytes, VCF_LIMITS.alleleLength);
        if (typeof site === 'string') {
          problem(number, `genotypeMatrices.site.${site}`);
          continue;
        }
        if (++sites > VCF_LIMITS.sites) {
          problem(number, 'genotypeMatrices.tooManySites', { n: VCF_LIMITS.sites });
          break;
        }
        if (site.chr !== chr) {
          if (doneChromosomes.has(site.chr)) {
            problem(number, 'genotypeMatrices.unsortedChromosome', { chr: site.chr });
            continue;
          }
          if (chr) doneChromosomes.add(chr);
          chr = site.chr;
        } else if (site.pos === lastPos) {
          problem(number, 'genotypeMatrices.siteTwice', { chr, pos: site.pos });
          continue;
        } else if (site.pos < lastPos) {
          problem(number, 'genotypeMatrices.unsortedPosition', { chr, pos: site.pos });
          continue;
        }
        lastPos = site.pos;
        if (site.format !== formatText) {
          formatText = site.format;
          keys = formatKeysOf(site.format);
        }
        if (samples.length > 0 && keys.gt < 0 && keys.ds < 0) {
          problem(number, 'genotypeMatrices.noGenotype');
          continue;
        }
        const got = readCalls(bytes, site.samplesFrom, bytes.length, keys, calls);
        if (got.samples !== samples.length) {
          problem(number, 'genotypeMatrices.sampleCount', {
            n: got.samples,
            expected: samples.length,
          });
          continue;
        }
        if (got.malformed >= 0) {
          problem(number, 'genotypeMatrices.badCall', {
            sample: samples[got.malformed] ?? '',
          });
          continue;
        }
        if (!problems.isEmpty) continue; // reading on for more problems only
        if (site.alts.length > 1) multiallelic++;
        const stats = markerStats(calls, samples.length);
        const idx = sites - 1;
        markers.idx.push(idx);
        markers.name.push(site.id && site.id !== '.' ? site.id : `${site.chr}_${site.pos}`);
        markers.chr.push(site.chr);
        markers.pos.push(site.pos);
        markers.ref.push(site.ref);
        markers.alt.push(site.alts[0] ?? '.');
        markers.altFreq.push(stats.altFreq);
        markers.callRate.push(stats.callRate);
        packer.add(calls);
        if (packer.full) {
          await writeChunk(tx, matrixId, chunk, packer, markers);
          chunk++;
          packer = new ChunkPacker(samples.length, capacity);
          markers = new MarkerColumns();
        }
      }
      input.signal?.throwIfAborted();
      if (!problems.isEmpty) throw new ImportRejected(problems.toList());
      if (sites === 0) throw new ImportRejected([jobProblem('genotypeMatrices.noSites')]);
      if (packer.markers > 0) await writeChunk(tx, matrixId, chunk, packer, markers);
      await tx.execute(
        sql`update genotype_matrices set marker_count = ${sites} where id = ${matrixId}`,
      );
      let added = 0;
      if (input.addMarkers) {
        const inserted =
          await tx.execute(sql`insert into mutations (crop_id, name, chr, pos, ref_allele, alt_allele)
          select ${input.matching.cropId}, m.name, m.chr, m.pos, m.ref, m.alt
          from genotype_matrix_markers m where m.matrix_id = ${matrixId}
          on conflict (crop_id, chr, pos) do nothing`);
        added = rowCountOf(inserted);
      }
      const linked = await tx.execute(sql`update genotype_matrix_markers m set mutation_id = mu.id
        from mutations mu where m.matrix_id = ${matrixId} and mu.crop_id = ${input.matching.cropId}
          and mu.chr = m.chr and mu.pos = m.pos`);
      const outcome: MatrixImportResult = {
        matrix_id: matrixId,
        samples: samples.length,
        markers: sites,
        samples_matched: matched.filter((s) => s.line_id !== null || s.plot_id !== null).length,
        markers_in_catalogue: rowCountOf(linked),
        markers_added: added,
        multiallelic,
      };
      return outcome;
    });
    input.report?.(100);
    return { status: 'success', result };
  } catch (error) {
    if (error instanceof VcfProblem) {
      return {
        status: 'failed',
        errors: [
          {
            row: error.line,
            column: null,
            header: null,
            key: error.key,
            params: { line: error.line ?? 0, ...error.params },
          },
        ],
      };
    }
    if (error instanceof ImportRejected) return { status: 'failed', errors: error.problems };
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return { status: 'failed', errors: [jobProblem('genotypeMatrices.cropGone')] };
    }
    throw error;
  } finally {
    stored.body.destroy();
  }
}
