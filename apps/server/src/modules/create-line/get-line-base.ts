import type { BaseMarker, CreateLineBase } from '@plotline/contract/create-line';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mutations } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { readLineDosages } from '../marker-weights/line-dosages.ts';
import { predictLine } from './predict-line.ts';
import { readLineModel } from './read-line-model.ts';

/**
 * The pair of a dose in the catalogue's alleles: 0 REF/REF, 1 REF/ALT, 2 ALT/ALT (a matrix call
 * says how many ALT alleles, not which strand typed them; upper-case as the alleles are kept).
 */
export function pairOfDose(marker: { ref: string; alt: string }, dose: number | null) {
  if (dose === null) return { first_allele: null, second_allele: null };
  const ref = marker.ref.toUpperCase() || null;
  const alt = marker.alt.toUpperCase();
  if (dose === 0) return { first_allele: ref, second_allele: ref };
  if (dose === 1) return { first_allele: ref, second_allele: alt };
  return { first_allele: alt, second_allele: alt };
}

/**
 * The create-line table of a base variety: its pair and ALT dose at every catalogue marker with
 * a weight on the traits (every catalogue marker with `all`), each with its effects, and the
 * variety's predicted traits.
 * @throws AppError as readLineModel
 */
export async function getLineBase(
  db: Db,
  user: CurrentUser,
  input: {
    cropId: number;
    lineId: number;
    regionId: number | null;
    featureIds?: number[];
    all: boolean;
  },
): Promise<CreateLineBase> {
  const model = await readLineModel(db, user, input);
  const rows = await db
    .select({
      id: mutations.id,
      name: mutations.name,
      chr: mutations.chr,
      pos: mutations.pos,
      gene: mutations.gene,
      ref: mutations.refAllele,
      alt: mutations.altAllele,
    })
    .from(mutations)
    .where(
      input.all
        ? eq(mutations.cropId, model.cropId)
        : inArray(mutations.id, model.weightedMarkerIds.length ? model.weightedMarkerIds : [0]),
    )
    .orderBy(asc(mutations.chr), asc(mutations.pos));
  const doses = input.all
    ? ((
        await readLineDosages(
          db,
          model.cropId,
          [model.line.id],
          rows.map((row) => row.id),
        )
      ).get(model.line.id) ?? new Map<number, number>())
    : model.baseDoses;
  const effects = new Map<number, BaseMarker['effects']>();
  for (const weight of model.weights) {
    const list = effects.get(weight.mutation_id) ?? [];
    list.push({ feature_id: weight.feature_id, effect: weight.effect });
    effects.set(weight.mutation_id, list);
  }
  const markers = rows.map((row): BaseMarker => {
    const dose = doses.get(row.id) ?? null;
    return {
      mutation_id: row.id,
      name: row.name,
      chr: row.chr,
      pos: row.pos,
      gene: row.gene,
      ref: row.ref,
      alt: row.alt,
      ...pairOfDose(row, dose),
      dose,
      effects: effects.get(row.id) ?? [],
    };
  });
  return {
    line_id: model.line.id,
    line_name: model.line.name,
    region_id: model.regionId,
    markers,
    traits: predictLine(model, model.baseDoses),
  };
}
