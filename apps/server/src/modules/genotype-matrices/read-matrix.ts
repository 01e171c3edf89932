import { Readable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import type { MatrixMarker, MatrixSample } from '@plotline/contract/genotype-matrices';
import { MISSING } from '@plotline/genome/matrix/calls';
import { strideOf, unpackCalls } from '@plotline/genome/matrix/pack';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { MatrixRecord } from './matrix-access.ts';

/**
 * Reading a matrix's calls (decision 046): each read fetches only the bytes it needs with
 * `substring` on the EXTERNAL (uncompressed) chunk column, so PostgreSQL reads only the TOAST
 * pages that hold them.
 */

/** Markers of chunk `chunk` (the last one may hold fewer). */
export function markersOfChunk(matrix: MatrixRecord, chunk: number): number {
  return Math.max(
    0,
    Math.min(matrix.chunkMarkers, matrix.markerCount - chunk * matrix.chunkMarkers),
  );
}

/** One sample's calls at every marker, one byte each (MISSING for a missing call). */
export async function readSampleRow(
  db: Db,
  matrix: MatrixRecord,
  idx: number,
): Promise<Uint8Array> {
  const parts = await queryRows<{ chunk: number; part: Buffer }>(
    db,
    sql`select chunk, substring(data from ${idx} * (octet_length(data) / ${matrix.sampleCount}) + 1
        for octet_length(data) / ${matrix.sampleCount}) as part
      from genotype_matrix_chunks where matrix_id = ${matrix.id} order by chunk`,
  );
  const out = new Uint8Array(matrix.markerCount).fill(MISSING);
  for (const { chunk, part } of parts) {
    unpackCalls(part, 0, markersOfChunk(matrix, chunk), out, chunk * matrix.chunkMarkers);
  }
  return out;
}

/**
 * The calls of samples [sampleFrom, sampleTo) × markers [markerFrom, markerTo), sample-major,
 * one byte each: one query per chunk the marker range crosses, fetching each sample's bytes
 * of that range only.
 */
export async function readWindow(
  db: Db,
  matrix: MatrixRecord,
  samples: { from: number; to: number },
  markers: { from: number; to: number },
): Promise<Uint8Array> {
  const width = Math.max(0, markers.to - markers.from);
  const height = Math.max(0, samples.to - samples.from);
  const out = new Uint8Array(width * height).fill(MISSING);
  if (width === 0 || height === 0) return out;
  const size = matrix.chunkMarkers;
  for (let chunk = Math.floor(markers.from / size); chunk * size < markers.to; chunk++) {
    const base = chunk * size;
    const lo = Math.max(markers.from, base) - base;
    const hi = Math.min(markers.to, base + markersOfChunk(matrix, chunk)) - base;
    if (hi <= lo) continue;
    const stride = strideOf(markersOfChunk(matrix, chunk));
    const firstByte = lo >> 2;
    const bytes = ((hi - 1) >> 2) - firstByte + 1;
    const parts = await queryRows<{ s: number; part: Buffer }>(
      db,
      sql`select s, substring(c.data from s * ${stride} + ${firstByte + 1} for ${bytes}) as part
        from genotype_matrix_chunks c, generate_series(${samples.from}::int, ${samples.to - 1}::int) s
        where c.matrix_id = ${matrix.id} and c.chunk = ${chunk} order by s`,
    );
    for (const { s, part } of parts) {
      const at = (s - samples.from) * width + (base + lo - markers.from);
      unpackCalls(part, lo - firstByte * 4, hi - lo, out, at);
    }
  }
  return out;
}

type SampleRow = MatrixSample;
type MarkerRow = MatrixMarker;

/** Samples of a matrix with their line and plot, by a condition on `s`. */
export async function selectSamples(db: Db, matrixId: number, where: SQL, tail: SQL = sql``) {
  return queryRows<SampleRow>(
    db,
    sql`select s.idx, s.name, s.line_id, l.name as line_name, s.plot_id, p.name as plot_name
      from genotype_matrix_samples s
        left join lines l on l.id = s.line_id
        left join plots p on p.id = s.plot_id
      where s.matrix_id = ${matrixId} and ${where} order by s.idx ${tail}`,
  );
}

/** Markers of a matrix, by a condition on `m`. */
export async function selectMarkers(db: Db, matrixId: number, where: SQL, tail: SQL = sql``) {
  return queryRows<MarkerRow>(
    db,
    sql`select m.idx, m.name, m.chr, m.pos, m.ref, m.alt, m.alt_freq, m.call_rate, m.mutation_id
      from genotype_matrix_markers m
      where m.matrix_id = ${matrixId} and ${where} order by m.idx ${tail}`,
  );
}

const GT_TEXT = ['0/0', '0/1', '1/1', './.'];

/** VCF ID text of a marker name: no whitespace or `;`. */
function vcfId(name: string): string {
  const id = name.replace(/[\s;]+/g, '_');
  return id || '.';
}

/**
 * The matrix as a VCFv4.2 text (GT only), generated chunk by chunk: one chunk's bytes and
 * markers in memory at a time.
 */
async function* vcfText(db: Db, matrix: MatrixRecord): AsyncGenerator<string> {
  const names = await queryRows<{ name: string }>(
    db,
    sql`select name from genotype_matrix_samples where matrix_id = ${matrix.id} order by idx`,
  );
  const contigs = await queryRows<{ chr: string }>(
    db,
    sql`select chr from genotype_matrix_markers where matrix_id = ${matrix.id}
      group by chr order by min(idx)`,
  );
  let head = '##fileformat=VCFv4.2\n##source=Plotline\n';
  for (const { chr } of contigs) head += `##contig=<ID=${chr}>\n`;
  head += '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">\n';
  head += `#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT${names.map((s) => `\t${s.name}`).join('')}\n`;
  yield head;
  const samples = matrix.sampleCount;
  const chunks = Math.ceil(matrix.markerCount / matrix.chunkMarkers);
  for (let chunk = 0; chunk < chunks; chunk++) {
    const count = markersOfChunk(matrix, chunk);
    const base = chunk * matrix.chunkMarkers;
    const [row] = await queryRows<{ data: Buffer }>(
      db,
      sql`select data from genotype_matrix_chunks where matrix_id = ${matrix.id} and chunk = ${chunk}`,
    );
    const markers = await selectMarkers(
      db,
      matrix.id,
      sql`m.idx >= ${base} and m.idx < ${base + count}`,
    );
    const data = row?.data ?? Buffer.alloc(0);
    const stride = strideOf(count);
    const fields = new Array<string>(samples);
    let text = '';
    for (let j = 0; j < markers.length; j++) {
      const marker = markers[j] as MarkerRow;
      const byte = j >> 2;
      const shift = (j & 3) << 1;
      for (let s = 0; s < samples; s++) {
        const value = data[s * stride + byte];
        fields[s] = GT_TEXT[value === undefined ? MISSING : (value >> shift) & 3] as string;
      }
      text += `${marker.chr}\t${marker.pos}\t${vcfId(marker.name)}\t${marker.ref}\t${marker.alt}\t.\t.\t.\tGT${samples > 0 ? `\t${fields.join('\t')}` : ''}\n`;
      if (text.length > 1 << 20) {
        yield text;
        text = '';
        await yieldToLoop();
      }
    }
    if (text) yield text;
  }
}

/** The export's stream: the VCF text, gzip-compressed for `vcf.gz`. */
export function exportVcf(db: Db, matrix: MatrixRecord, gzip: boolean): Readable {
  const text = Readable.from(vcfText(db, matrix));
  if (!gzip) return text;
  const compressed = createGzip();
  text.on('error', (error) => compressed.destroy(error));
  return text.pipe(compressed);
}
