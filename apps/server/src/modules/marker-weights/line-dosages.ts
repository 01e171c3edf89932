import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { doseOfPair, isFlipped } from './allele-dose.ts';

/** ALT-allele dose (0, 1, 2) of catalogue markers, per line then per marker (mutation id). */
export type LineDosages = Map<number, Map<number, number>>;

type SampleRow = {
  line_id: number;
  matrix_id: number;
  idx: number;
  chunk_markers: number;
  marker_count: number;
};
type SiteRow = {
  idx: number;
  mutation_id: number;
  site_ref: string;
  site_alt: string;
  ref_allele: string;
  alt_allele: string;
};

function doseAt(dosages: LineDosages, lineId: number): Map<number, number> {
  let doses = dosages.get(lineId);
  if (!doses) {
    doses = new Map();
    dosages.set(lineId, doses);
  }
  return doses;
}

/** The lines' samples in the newest gt2 matrix holding each line. */
async function newestSamples(db: Db, cropId: number, lineIds: readonly number[] | 'all') {
  const byLine =
    lineIds === 'all' ? sql`` : sql`and s.line_id = any(${sql.param([...lineIds])}::int[])`;
  return queryRows<SampleRow>(
    db,
    sql`select distinct on (s.line_id) s.line_id, s.matrix_id, s.idx,
        m.chunk_markers, m.marker_count
      from genotype_matrix_samples s join genotype_matrices m on m.id = s.matrix_id
      where m.crop_id = ${cropId} and m.encoding = 'gt2' and s.line_id is not null ${byLine}
      order by s.line_id, m.created_at desc, m.id desc, s.idx`,
  );
}

/** Reads one matrix's calls of its samples at its sites linked to the wanted markers. */
async function readMatrixDoses(
  db: Db,
  samples: readonly SampleRow[],
  mutationIds: readonly number[],
  into: LineDosages,
): Promise<void> {
  const first = samples[0];
  if (!first) return;
  const sites = await queryRows<SiteRow>(
    db,
    sql`select g.idx, g.mutation_id, g.ref as site_ref, g.alt as site_alt, mu.ref_allele, mu.alt_allele
      from genotype_matrix_markers g join mutations mu on mu.id = g.mutation_id
      where g.matrix_id = ${first.matrix_id}
        and g.mutation_id = any(${sql.param([...mutationIds])}::int[])
      order by g.idx`,
  );
  const byChunk = new Map<number, SiteRow[]>();
  for (const site of sites) {
    const chunk = Math.floor(site.idx / first.chunk_markers);
    const list = byChunk.get(chunk) ?? [];
    list.push(site);
    byChunk.set(chunk, list);
  }
  for (const [chunk, chunkSites] of byChunk) {
    const [found] = await queryRows<{ data: Buffer }>(
      db,
      sql`select data from genotype_matrix_chunks where matrix_id = ${first.matrix_id} and chunk = ${chunk}`,
    );
    if (!found) continue;
    const markers = Math.min(first.chunk_markers, first.marker_count - chunk * first.chunk_markers);
    const stride = Math.ceil(markers / 4);
    for (const site of chunkSites) {
      const local = site.idx - chunk * first.chunk_markers;
      const flipped = isFlipped(
        { ref: site.ref_allele, alt: site.alt_allele },
        { ref: site.site_ref, alt: site.site_alt },
      );
      for (const sample of samples) {
        const byte = found.data[sample.idx * stride + (local >> 2)] ?? 0xff;
        const call = (byte >> ((local & 3) << 1)) & 3;
        if (call === 3) continue;
        doseAt(into, sample.line_id).set(site.mutation_id, flipped ? 2 - call : call);
      }
    }
  }
}

/** Fills the doses the matrices lack from the allele pairs typed on the lines' plots. */
async function readTypedDoses(
  db: Db,
  cropId: number,
  lineIds: readonly number[] | 'all',
  mutationIds: readonly number[],
  into: LineDosages,
): Promise<void> {
  const byLine =
    lineIds === 'all' ? sql`` : sql`and p.line_id = any(${sql.param([...lineIds])}::int[])`;
  const typed = await queryRows<{
    line_id: number;
    mutation_id: number;
    first_allele: string;
    second_allele: string;
    ref_allele: string;
    alt_allele: string;
  }>(
    db,
    sql`select distinct on (p.line_id, g.mutation_id) p.line_id, g.mutation_id,
        g.first_allele, g.second_allele, mu.ref_allele, mu.alt_allele
      from plot_genotypes g
        join plots p on p.id = g.plot_id
        join mutations mu on mu.id = g.mutation_id
      where mu.crop_id = ${cropId} and g.brush_id is null and p.line_id is not null
        and g.mutation_id = any(${sql.param([...mutationIds])}::int[]) ${byLine}
      order by p.line_id, g.mutation_id, p.id desc`,
  );
  for (const row of typed) {
    const doses = doseAt(into, row.line_id);
    if (doses.has(row.mutation_id)) continue;
    const dose = doseOfPair(
      { ref: row.ref_allele, alt: row.alt_allele },
      row.first_allele,
      row.second_allele,
    );
    if (dose !== null) doses.set(row.mutation_id, dose);
  }
}

/**
 * Doses of lines at catalogue markers: a line's sample in the newest genotype matrix holding it
 * (sites linked to the catalogue, turned to the catalogue's ALT when the matrix counts the
 * other allele), filled where the matrix has no call from the allele pairs typed on the line's
 * plots (the newest plot first). `lineIds` 'all' = every line of the crop. Lines without any
 * dose are absent.
 */
export async function readLineDosages(
  db: Db,
  cropId: number,
  lineIds: readonly number[] | 'all',
  mutationIds: readonly number[],
): Promise<LineDosages> {
  const dosages: LineDosages = new Map();
  if (mutationIds.length === 0 || (lineIds !== 'all' && lineIds.length === 0)) return dosages;
  const samples = await newestSamples(db, cropId, lineIds);
  const byMatrix = new Map<number, SampleRow[]>();
  for (const sample of samples) {
    const list = byMatrix.get(sample.matrix_id) ?? [];
    list.push(sample);
    byMatrix.set(sample.matrix_id, list);
  }
  for (const matrixSamples of byMatrix.values())
    await readMatrixDoses(db, matrixSamples, mutationIds, dosages);
  await readTypedDoses(db, cropId, lineIds, mutationIds, dosages);
  for (const [lineId, doses] of dosages) if (doses.size === 0) dosages.delete(lineId);
  return dosages;
}
export { doseOfPair } from './allele-dose.ts';
