import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { QcSummary } from '@plotline/contract/genome-files';
import { AlleleCounter, type CatalogueMarker } from '@plotline/genome/calling/allele-counter';
import { forEachRead } from '@plotline/genome/reads/for-each-read';
import { ReadFormatError } from '@plotline/genome/reads/read-format-error';
import { and, eq, ne } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '../../db/client.ts';
import { genomeFiles } from '../../db/schema/genome.ts';
import { fields, fieldYears } from '../../db/schema/nursery.ts';
import { mutations, plots } from '../../db/schema/plots.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import { UPLOAD_KEY_PREFIX } from '../../platform/uploads/upload-service.ts';
import { genomeFileKeyOf } from './genome-file-key.ts';
import { startQc, summaryOf, writeQcFiles } from './qc-engine.ts';
import {
  baseName,
  GenomeFileProblem,
  readSequenceFile,
  type SequenceFormat,
} from './read-sequence-file.ts';
import { recomputePlotCalls, type StoredAlleleCounts } from './recompute-plot-calls.ts';

/**
 * One contained sequence file's QC, as `genome_files.qc` keeps it (a list of these): its
 * module verdicts, and the report — our engine's (`plotline`) or the parsed fastqc_data.txt
 * of an uploaded FastQC archive (`fastqc_data`).
 */
export type StoredQc = {
  file: string;
  modules: QcSummary['modules'];
  format: 'plotline' | 'fastqc_data';
  report: unknown;
};

/** How a processing ended: what the file's row now says. */
export type ProcessOutcome =
  | { status: 'success'; reads: number; markersCalled: number; note: string | null }
  | { status: 'failed'; error: { key: string; values: Record<string, string | number> } };

/** A paired archive's mate names: `…_R1…`, `…_1.fq` (a digit 1 or 2 not inside a number). */
const MATE = { 1: /(^|[^0-9a-z])r?1([^0-9]|$)/i, 2: /(^|[^0-9a-z])r?2([^0-9]|$)/i } as const;

/** The catalogue markers of a crop that reads can be counted at (flanks given). */
async function markersOfCrop(db: Db, cropId: number): Promise<CatalogueMarker[]> {
  const rows = await db
    .select({
      id: mutations.id,
      ref: mutations.refAllele,
      alt: mutations.altAllele,
      flankLeft: mutations.flankLeft,
      flankRight: mutations.flankRight,
    })
    .from(mutations)
    .where(
      and(eq(mutations.cropId, cropId), ne(mutations.flankLeft, ''), ne(mutations.flankRight, '')),
    );
  return rows;
}

/** The stored bytes counted as they are read: progress = compressed bytes / size. */
async function* metered(
  body: Readable,
  size: number,
  report: (percent: number) => void,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  let read = 0;
  let yielded = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    signal.throwIfAborted();
    read += chunk.length;
    report(size > 0 ? Math.min(99, Math.floor((read / size) * 100)) : 0);
    yield chunk;
    // a long file never holds the event loop: let timers and requests in now and then
    if (++yielded % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The FastQC folder name of a contained file: `s_R1.fastq.gz` → `s_R1_fastqc` (FastQC's rule). */
export function fastqcFolderOf(name: string): string {
  const base = baseName(name)
    .replace(/\.gz$/i, '')
    .replace(/\.(fastq|fq|fasta|fa|fna|txt|sam|bam)$/i, '');
  return `${base || 'reads'}_fastqc`;
}

/** Writes the FastQC-layout archive of the reports into the file store. @returns its key */
async function storeQcArchive(
  files: FileStore,
  fileId: number,
  reports: { file: string; texts: { data: string; summary: string } }[],
) {
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const { file, texts } of reports) {
    let folder = fastqcFolderOf(file);
    for (let n = 2; used.has(folder); n++) folder = `${fastqcFolderOf(file)}-${n}`;
    used.add(folder);
    zip.addBuffer(Buffer.from(texts.data), `${folder}/fastqc_data.txt`);
    zip.addBuffer(Buffer.from(texts.summary), `${folder}/summary.txt`);
  }
  zip.end();
  const key = `genome-files/${fileId}/${randomUUID()}_fastqc.zip`;
  await files.put(key, Readable.from(zip.outputStream), 'application/zip');
  return key;
}

/** The reason a failure shows ('File not processed: {reason}'), from what was thrown. */
function problemOf(error: unknown): { key: string; values: Record<string, string | number> } {
  if (error instanceof GenomeFileProblem) return { key: error.key, values: error.values };
  if (error instanceof ReadFormatError) {
    return {
      key: 'genomeFiles.badRecord',
      values: { record: error.recordNumber, file: '', code: error.code },
    };
  }
  return { key: 'genomeFiles.failed', values: {} };
}

/**
 * Processes a stored sequencing file once (decision 047): every contained FASTQ/FASTA goes
 * through the reader into a QC accumulator and the crop's allele counter; then the row gets
 * the QC reports, the FastQC-layout archive, the allele counts and `success` — or `failed`
 * with the reason — and the plot's genotypes from reads are called again from all its files.
 * @throws only what the database throws; a cancellation ends `failed` (genomeFiles.cancelled)
 */
export async function processGenomeFile(
  db: Db,
  options: {
    files: FileStore;
    fileId: number;
    report: (percent: number) => void;
    signal: AbortSignal;
  },
): Promise<ProcessOutcome> {
  const { files, fileId, signal } = options;
  const [row] = await db
    .select({
      id: genomeFiles.id,
      plotId: genomeFiles.plotId,
      name: genomeFiles.originalName,
      key: genomeFiles.storageKey,
      size: genomeFiles.size,
      paired: genomeFiles.paired,
      cropId: fields.cropId,
    })
    .from(genomeFiles)
    .innerJoin(plots, eq(plots.id, genomeFiles.plotId))
    .innerJoin(fieldYears, eq(fieldYears.id, plots.fieldYearId))
    .innerJoin(fields, eq(fields.id, fieldYears.fieldId))
    .where(eq(genomeFiles.id, fileId));
  if (!row) return { status: 'failed', error: { key: 'genomeFiles.uploadGone', values: {} } };
  const fail = async (error: { key: string; values: Record<string, string | number> }) => {
    await db
      .update(genomeFiles)
      .set({ status: 'failed', error, updatedAt: new Date() })
      .where(eq(genomeFiles.id, fileId));
    return { status: 'failed' as const, error };
  };
  if (row.key?.startsWith(UPLOAD_KEY_PREFIX)) {
    // a bucket's upload: copied out of the folder the upload sweep empties (start-processing.ts)
    const upload = await files.open(row.key);
    if (!upload) return fail({ key: 'genomeFiles.uploadGone', values: {} });
    const target = genomeFileKeyOf(fileId);
    await files.put(target, upload.body, 'application/octet-stream');
    await db.update(genomeFiles).set({ storageKey: target }).where(eq(genomeFiles.id, fileId));
    await files.delete(row.key);
    row.key = target;
  }
  const stored = row.key ? await files.open(row.key) : undefined;
  if (!row.key || !stored) return fail({ key: 'genomeFiles.uploadGone', values: {} });

  const markers = await markersOfCrop(db, row.cropId);
  const counter = markers.length > 0 ? new AlleleCounter(markers) : undefined;
  const reports: StoredQc[] = [];
  let reads = 0;
  let current = row.name;
  const onSequence = async (
    name: string,
    format: SequenceFormat,
    source: AsyncIterable<Uint8Array>,
  ) => {
    current = baseName(name);
    const qc = startQc(current, format);
    const result = await forEachRead(
      source,
      format,
      (read) => {
        qc.add(read);
        counter?.addRead(read.seq, read.seqStart, read.seqEnd);
      },
      { signal },
    );
    reads += result.records;
    const report = qc.report();
    reports.push({
      file: current,
      modules: summaryOf(current, report).modules,
      format: 'plotline',
      report,
    });
  };
  let names: string[];
  let archive: boolean;
  try {
    ({ names, archive } = await readSequenceFile({
      name: row.name,
      source: metered(stored.body, row.size || stored.size, options.report, signal),
      withLocalPath: (use) => {
        stored.body.destroy();
        return withLocalFile(files, row.key as string, use);
      },
      onSequence,
    }));
  } catch (error) {
    stored.body.destroy();
    if (signal.aborted) return fail({ key: 'genomeFiles.cancelled', values: {} });
    const problem = problemOf(error);
    if (problem.key === 'genomeFiles.failed') throw error;
    if (problem.key === 'genomeFiles.badRecord') problem.values.file = current;
    return fail(problem);
  }
  if (archive) {
    const bases = names.map(baseName);
    const lacks = row.paired
      ? !bases.some((name) => MATE[1].test(name)) || !bases.some((name) => MATE[2].test(name))
      : bases.length === 0;
    if (lacks) {
      return fail({
        key: 'genomeFiles.archiveLacksFiles',
        values: { needed: row.paired ? 'genomeFiles.needPair' : 'genomeFiles.needReads' },
      });
    }
  }
  signal.throwIfAborted();
  const qcKey = await storeQcArchive(
    files,
    fileId,
    reports.map((qc) => ({ file: qc.file, texts: writeQcFiles(qc.report as never) })),
  );
  const indexed = counter?.indexed ?? 0;
  const counts: StoredAlleleCounts = {
    counts: counter?.counts() ?? [],
    indexed,
    note: indexed === 0 ? 'genomeFiles.noCatalogue' : null,
  };
  // the file's success and the plot's calls that include it are seen together
  const markersCalled = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(genomeFiles)
      .set({
        status: 'success',
        error: null,
        qc: reports,
        qcKey,
        alleleCounts: counts,
        reads,
        updatedAt: new Date(),
      })
      .where(eq(genomeFiles.id, fileId))
      .returning({ id: genomeFiles.id });
    return done ? recomputePlotCalls(tx as unknown as Db, row.plotId) : undefined;
  });
  // deleted while it was processed: its archive goes with it
  if (markersCalled === undefined) {
    await files.delete(qcKey);
    return { status: 'failed', error: { key: 'genomeFiles.uploadGone', values: {} } };
  }
  return { status: 'success', reads, markersCalled, note: counts.note };
}
