import type { GenotypeRankRow, SortByGenotypesBody } from '@plotline/contract/marker-weights';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { linesVisibleTo } from '../../platform/auth/policy.ts';
import { readLineDosages } from '../marker-weights/line-dosages.ts';

type RankInput = z.output<typeof SortByGenotypesBody>;
/** A target checked against the catalogue: whether the wanted allele is the marker's ALT. */
type Target = { mutationId: number; wantsAlt: boolean };

const same = (a: string, b: string) => a !== '' && a.toUpperCase() === b.toUpperCase();

/**
 * The targets against the crop's catalogue: each marker once, of the crop, with both alleles
 * known, the wanted allele being its REF or its ALT.
 * @throws AppError VALIDATION on `targets` otherwise
 */
async function checkTargets(
  db: Db,
  cropId: number,
  targets: RankInput['targets'],
): Promise<Target[]> {
  const ids = targets.map((target) => target.mutation_id);
  if (new Set(ids).size !== ids.length)
    throw fieldError('targets', 'genomeSelection.repeatedMarker');
  const markers = await queryRows<{ id: number; name: string; ref: string; alt: string }>(
    db,
    sql`select id, name, ref_allele as ref, alt_allele as alt from mutations
      where crop_id = ${cropId} and id = any(${sql.param(ids)}::int[])`,
  );
  const byId = new Map(markers.map((marker) => [marker.id, marker]));
  return targets.map((target) => {
    const marker = byId.get(target.mutation_id);
    if (!marker) throw fieldError('targets', 'genomeSelection.noSuchMarker');
    if (marker.ref === '' || marker.alt === '')
      throw fieldError('targets', 'genomeSelection.markerWithoutAlleles', { marker: marker.name });
    if (!same(marker.ref, target.allele) && !same(marker.alt, target.allele))
      throw fieldError('targets', 'genomeSelection.alleleNotOfMarker', {
        marker: marker.name,
        allele: target.allele,
        ref: marker.ref,
        alt: marker.alt,
      });
    return { mutationId: marker.id, wantsAlt: same(marker.alt, target.allele) };
  });
}

/**
 * Ranks lines by how many of the wanted alleles they carry (spec §7 `get_sort_by_genotypes/`):
 * a homozygous target counts 2, a heterozygous 1, a marker without a genotype 0 and is counted
 * in `missing`. Lines: those named (the readable ones of the crop), else every readable line of
 * the crop with a genotype at a target. Order: score, then fewer missing, then name.
 * @throws AppError VALIDATION on `targets` (see checkTargets)
 */
export async function rankLinesByGenotype(
  db: Db,
  user: CurrentUser,
  cropId: number,
  input: Pick<RankInput, 'targets' | 'line_ids'>,
): Promise<GenotypeRankRow[]> {
  const targets = await checkTargets(db, cropId, input.targets);
  const named = input.line_ids
    ? sql`and ${lines.id} = any(${sql.param(input.line_ids)}::int[])`
    : sql``;
  const readable = await queryRows<{ id: number; name: string; is_sort: boolean }>(
    db,
    sql`select ${lines.id} as id, ${lines.name} as name, ${lines.isSort} as is_sort from ${lines}
      where ${lines.cropId} = ${cropId} and ${linesVisibleTo(user, 'read')} ${named}`,
  );
  const dosages = await readLineDosages(
    db,
    cropId,
    readable.map((line) => line.id),
    targets.map((target) => target.mutationId),
  );
  const rows: GenotypeRankRow[] = [];
  for (const line of readable) {
    const doses = dosages.get(line.id);
    if (!doses && !input.line_ids) continue;
    const carried = targets.flatMap(({ mutationId, wantsAlt }) => {
      const alt = doses?.get(mutationId);
      return alt === undefined ? [] : [{ mutation_id: mutationId, dose: wantsAlt ? alt : 2 - alt }];
    });
    rows.push({
      line_id: line.id,
      name: line.name,
      is_sort: line.is_sort,
      score: carried.reduce((sum, target) => sum + target.dose, 0),
      max_score: 2 * targets.length,
      carried,
      missing: targets.length - carried.length,
    });
  }
  return rows.sort(
    (a, b) =>
      b.score - a.score ||
      a.missing - b.missing ||
      a.name.localeCompare(b.name) ||
      a.line_id - b.line_id,
  );
}
