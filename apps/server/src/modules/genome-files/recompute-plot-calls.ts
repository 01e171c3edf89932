import { type AlleleCount, addCounts } from '@plotline/genome/calling/allele-counter';
import { callGenotypes } from '@plotline/genome/calling/call-genotypes';
import { and, eq, isNull, ne, not, sql } from 'drizzle-orm';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { genomeFiles } from '../../db/schema/genome.ts';
import { mutations, plotGenotypes } from '../../db/schema/plots.ts';

/** What a processed file keeps of its reads at the crop's markers (`genome_files.allele_counts`). */
export type StoredAlleleCounts = {
  counts: AlleleCount[];
  /** Catalogue markers the counter could look for (with flanks and SNP alleles). */
  indexed: number;
  /** A message key when genotypes could not be called (no catalogue markers with flanks). */
  note: string | null;
};

/** Rows written per statement. */
const BATCH = 1000;

/**
 * The plot's genotypes called from reads (decision 047): the allele counts of all its
 * successfully processed files summed per marker, called (H2's binomial model), and written
 * as `plot_genotypes` rows with source 'reads', depth and quality. A typed pair (source
 * 'manual') is never overwritten; a 'reads' row whose marker no longer gets a call (a file
 * deleted, too little depth) is removed.
 * @returns how many markers have a call
 */
export async function recomputePlotCalls(db: Db, plotId: number): Promise<number> {
  return db.transaction(async (tx) => {
    // one plot's calls at a time: two files ending together both see each other's counts
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${plotId}::int)`);
    return writeCalls(tx as unknown as Db, plotId);
  });
}

/** Advisory lock class of a plot's calls from reads. */
const LOCK_CLASS = 17_047;

async function writeCalls(db: Db, plotId: number): Promise<number> {
  const stored = await db
    .select({ alleleCounts: genomeFiles.alleleCounts })
    .from(genomeFiles)
    .where(
      and(
        eq(genomeFiles.plotId, plotId),
        eq(genomeFiles.status, 'success'),
        ne(genomeFiles.kind, 'fastqc'),
      ),
    );
  let sum: AlleleCount[] = [];
  for (const row of stored) {
    const counts = (row.alleleCounts as StoredAlleleCounts | null)?.counts ?? [];
    if (counts.length > 0) sum = addCounts(sum, counts);
  }
  const called = callGenotypes(sum).filter((call) => call.dosage !== null);
  const ids = called.map((call) => call.id);
  const alleles = new Map<number, { ref: string; alt: string }>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: mutations.id, ref: mutations.refAllele, alt: mutations.altAllele })
      .from(mutations)
      .where(anyInt(mutations.id, ids));
    for (const row of rows) alleles.set(row.id, row);
  }
  const values = called.flatMap((call) => {
    const marker = alleles.get(call.id);
    if (!marker) return [];
    const first = call.dosage === 2 ? marker.alt : marker.ref;
    const second = call.dosage === 0 ? marker.ref : marker.alt;
    return [
      {
        plotId,
        brushId: null,
        mutationId: call.id,
        firstAllele: first,
        secondAllele: second,
        source: 'reads' as const,
        depth: call.depth,
        quality: Math.round(call.quality),
      },
    ];
  });
  const ofPlot = and(
    eq(plotGenotypes.plotId, plotId),
    isNull(plotGenotypes.brushId),
    eq(plotGenotypes.source, 'reads'),
  );
  const kept = values.map((value) => value.mutationId);
  await db
    .delete(plotGenotypes)
    .where(kept.length > 0 ? and(ofPlot, not(anyInt(plotGenotypes.mutationId, kept))) : ofPlot);
  for (let i = 0; i < values.length; i += BATCH) {
    await db
      .insert(plotGenotypes)
      .values(values.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [plotGenotypes.plotId, plotGenotypes.mutationId],
        targetWhere: isNull(plotGenotypes.brushId),
        set: {
          firstAllele: sql`excluded.first_allele`,
          secondAllele: sql`excluded.second_allele`,
          depth: sql`excluded.depth`,
          quality: sql`excluded.quality`,
        },
        // a typed pair stays as the user wrote it
        setWhere: eq(plotGenotypes.source, 'reads'),
      });
  }
  return values.length;
}
