import {
  type CreateMarkerBody,
  checkAllelePair,
  MARKER_MESSAGES,
  type UpdateMarkerBody,
} from '@plotline/contract/markers';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { mutations } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { MarkerRow } from './marker-access.ts';

type MarkerFields = Omit<z.output<typeof CreateMarkerBody>, 'spec_id'>;

/** The row values of a marker's fields, by the table's column names. */
export function markerValues(fields: Partial<MarkerFields>) {
  return {
    name: fields.mut_name,
    chr: fields.chr,
    pos: fields.pos,
    refAllele: fields.ref_allele,
    altAllele: fields.alt_allele,
    forwardPrimer: fields.forward_primer,
    reversePrimer: fields.reverse_primer,
    flankLeft: fields.flank_left,
    flankRight: fields.flank_right,
    gene: fields.gene,
    description: fields.description,
  };
}

/**
 * Refuses a chr+pos the crop's catalogue already has at another marker.
 * @throws AppError 400 on `pos`, naming the marker there
 */
async function refuseTakenPosition(
  db: Db,
  cropId: number,
  at: { chr: string; pos: number },
  exceptId?: number,
): Promise<void> {
  const [taken] = await queryRows<{ name: string }>(
    db,
    sql`select name from mutations where crop_id = ${cropId} and chr = ${at.chr}
      and pos = ${at.pos} ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  if (taken) {
    throw fieldError('pos', MARKER_MESSAGES.duplicate, {
      chr: at.chr,
      pos: at.pos,
      name: taken.name,
    });
  }
}

/**
 * Adds a marker to a crop's catalogue.
 * @throws AppError 400 on `pos` when the crop has a marker at chr+pos
 * @returns its id
 */
export async function createMarker(db: Db, cropId: number, fields: MarkerFields): Promise<number> {
  return db.transaction(async (tx) => {
    await refuseTakenPosition(tx, cropId, fields);
    const [row] = await tx
      .insert(mutations)
      .values({
        cropId,
        ...markerValues(fields),
        name: fields.mut_name,
        chr: fields.chr,
        pos: fields.pos,
      })
      .returning({ id: mutations.id });
    return row?.id as number;
  });
}

/**
 * Changes a marker's fields. The allele rule holds for the marker as it becomes (an allele
 * left alone is named); a new chr+pos must be free in the crop.
 * @throws AppError 400 naming the field
 */
export async function updateMarker(
  db: Db,
  marker: MarkerRow,
  changes: z.output<typeof UpdateMarkerBody>,
): Promise<void> {
  const problem = checkAllelePair({
    ref_allele: changes.ref_allele ?? marker.refAllele,
    alt_allele: changes.alt_allele ?? marker.altAllele,
  });
  if (problem) throw fieldError(problem.path, problem.message);
  await db.transaction(async (tx) => {
    if (changes.chr !== undefined || changes.pos !== undefined) {
      const at = { chr: changes.chr ?? marker.chr, pos: changes.pos ?? marker.pos };
      await refuseTakenPosition(tx, marker.cropId, at, marker.id);
    }
    const values = Object.fromEntries(
      Object.entries(markerValues(changes)).filter(([, value]) => value !== undefined),
    );
    await tx.update(mutations).set(values).where(sql`${mutations.id} = ${marker.id}`);
  });
}
