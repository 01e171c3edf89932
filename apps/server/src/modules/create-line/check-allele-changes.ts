import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mutations } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { doseOfPair } from '../marker-weights/allele-dose.ts';

/** A checked target pair: upper-case, each allele the marker's REF or ALT, with its ALT dose. */
export type CheckedChange = {
  mutationId: number;
  firstAllele: string;
  secondAllele: string;
  dose: number;
};

type Change = { mutation_id: number; first_allele: string; second_allele: string };

/**
 * Checks the target pairs of a planned line against the crop's catalogue (spec §5: both alleles
 * of the modal are required): each marker is the crop's, changed once, has REF and ALT, and
 * each allele is one of them (any case). The first problem is reported on its item's field,
 * `changes[i].<field>`, so the modal can point at the select.
 * @throws AppError VALIDATION on `changes[i].mutation_id`, `changes[i].first_allele` or
 *   `changes[i].second_allele`
 */
export async function checkAlleleChanges(
  db: Db,
  cropId: number,
  changes: readonly Change[],
): Promise<CheckedChange[]> {
  const ids = [...new Set(changes.map((change) => change.mutation_id))];
  const markers =
    ids.length === 0
      ? []
      : await db
          .select({
            id: mutations.id,
            name: mutations.name,
            ref: mutations.refAllele,
            alt: mutations.altAllele,
          })
          .from(mutations)
          .where(and(eq(mutations.cropId, cropId), inArray(mutations.id, ids)));
  const byId = new Map(markers.map((marker) => [marker.id, marker]));
  const seen = new Set<number>();
  return changes.map((change, i) => {
    const marker = byId.get(change.mutation_id);
    const at = (field: string) => `changes[${i}].${field}`;
    if (!marker) throw fieldError(at('mutation_id'), 'createLine.noSuchMarker');
    if (seen.has(marker.id))
      throw fieldError(at('mutation_id'), 'createLine.duplicateMarker', { name: marker.name });
    seen.add(marker.id);
    if (marker.ref === '' || marker.alt === '')
      throw fieldError(at('mutation_id'), 'createLine.markerWithoutAlleles', { name: marker.name });
    const first = change.first_allele.trim().toUpperCase();
    const second = change.second_allele.trim().toUpperCase();
    for (const [field, allele] of [
      ['first_allele', first],
      ['second_allele', second],
    ] as const) {
      if (allele === '') throw fieldError(at(field), 'createLine.alleleRequired');
      if (allele !== marker.ref.toUpperCase() && allele !== marker.alt.toUpperCase())
        throw fieldError(at(field), 'createLine.notMarkerAllele', {
          name: marker.name,
          ref: marker.ref.toUpperCase(),
          alt: marker.alt.toUpperCase(),
        });
    }
    const dose = doseOfPair(marker, first, second) ?? 0;
    return { mutationId: marker.id, firstAllele: first, secondAllele: second, dose };
  });
}
