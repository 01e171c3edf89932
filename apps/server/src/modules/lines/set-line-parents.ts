import { eq } from 'drizzle-orm';
import { lines } from '../../db/schema.ts';
import { findOrCreateLines, foldLineName, type Tx } from './find-or-create-lines.ts';
import { refusePedigreeLoop } from './find-pedigree-loop.ts';

/**
 * Sets a line's mother and father by name (created in the crop when missing); `null` clears a
 * parent, `undefined` leaves it. A line is never its own parent: such a name is ignored; a
 * link that makes it its own ancestor is a 400 naming the loop, on `father` when the loop goes
 * through the father given, else on `mother` (the caller's transaction then rolls back).
 */
export async function setLineParents(
  tx: Tx,
  input: {
    cropId: number;
    lineId: number;
    lineName: string;
    mother?: string | null;
    father?: string | null;
    createdBy: number | null;
  },
): Promise<void> {
  const named = [input.mother, input.father].filter(
    (name): name is string =>
      typeof name === 'string' && foldLineName(name) !== foldLineName(input.lineName),
  );
  const ids = await findOrCreateLines(tx, {
    cropId: input.cropId,
    names: named,
    createdBy: input.createdBy,
  });
  const idOf = (name: string | null | undefined) => {
    if (name === undefined) return undefined;
    if (name === null) return null;
    return ids.get(foldLineName(name)) ?? null;
  };
  const motherId = idOf(input.mother);
  const fatherId = idOf(input.father);
  if (motherId === undefined && fatherId === undefined) return;
  await tx
    .update(lines)
    .set({
      ...(motherId === undefined ? {} : { motherId }),
      ...(fatherId === undefined ? {} : { fatherId }),
    })
    .where(eq(lines.id, input.lineId));
  const father = input.father;
  await refusePedigreeLoop(tx, [input.lineId], (loop) =>
    father && loop[0] === input.lineName && foldLineName(loop[1] ?? '') === foldLineName(father)
      ? 'father'
      : 'mother',
  );
}
