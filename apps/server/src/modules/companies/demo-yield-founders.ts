import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { randomOf } from './seed-demo-nursery.ts';

/** Chromosomes whose founder follows a line's yield: a QTL region for the demo's GWAS and GBLUP. */
const LINKED_CHROMOSOMES = 8;
/** Share of lines whose founder on a linked chromosome follows their yield. */
const FOLLOWS = 0.9;

/**
 * Ties the demo panel to the demo trials (issue 19): on the first chromosomes without a
 * catalogue marker, a line yielding above the crop's median mostly carries founder 0's
 * haplotype and one below mostly another founder's, so a GWAS of урожайность finds that region
 * and a GBLUP has heritable signal. The trials' values stay as they were; only these
 * chromosomes' founders change, from their own random stream (the rest of the panel is the same).
 */
export async function linkFoundersToYield(
  db: Db,
  cropId: number,
  lineIds: readonly number[],
  chromosomes: readonly string[],
  catalogueChromosomes: ReadonlySet<string>,
  lineFounder: number[][],
  founders: number,
): Promise<void> {
  const means = await queryRows<{ line_id: number; mean: number }>(
    db,
    sql`select p.line_id, avg(v.value_float)::float8 as mean
      from plot_results v join plots p on p.id = v.plot_id join features f on f.id = v.feature_id
      where f.crop_id = ${cropId} and f.name = 'урожайность' and v.value_float is not null
        and p.line_id is not null
      group by p.line_id`,
  );
  if (means.length < 4) return;
  const sorted = means.map((row) => row.mean).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  const meanOf = new Map(means.map((row) => [row.line_id, row.mean]));
  const random = randomOf(4242);
  const linked = chromosomes
    .map((chr, index) => ({ chr, index }))
    .filter(({ chr }) => !catalogueChromosomes.has(chr))
    .slice(0, LINKED_CHROMOSOMES);
  for (const [li, lineId] of lineIds.entries()) {
    const mean = meanOf.get(lineId);
    const founderOf = lineFounder[li];
    if (mean === undefined || !founderOf) continue;
    for (const { index } of linked) {
      const high = mean >= median;
      const follows = random() < FOLLOWS;
      const other = 1 + Math.floor(random() * (founders - 1));
      founderOf[index] = high === follows ? 0 : other;
    }
  }
}
