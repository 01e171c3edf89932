import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { lines, plannedLineAlleles, plannedLines } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { foldLineName } from '../lines/find-or-create-lines.ts';
import { type PreviewInput, previewLine } from './preview-line.ts';

/**
 * Keeps a planned line: a `lines` row of the crop (the creator's, in their division, as a line
 * added by hand), its `planned_lines` row pointing at the base variety and the target pairs,
 * in one transaction. The checks are the preview's, then the name.
 * @throws AppError as previewLine; VALIDATION on `name` when the crop has a line of that name
 *   (trimmed, any case, ё = е; the unique index is the race's backstop)
 */
export async function createPlannedLine(
  db: Db,
  user: CurrentUser,
  input: PreviewInput & { name: string; comment: string },
): Promise<{ line_id: number; name: string }> {
  const { checked } = await previewLine(db, user, input);
  return db.transaction(async (tx) => {
    const [taken] = await queryRows<{ id: number }>(
      tx,
      sql`select id from lines where crop_id = ${input.cropId}
        and replace(lower(btrim(name)), 'ё', 'е') = ${foldLineName(input.name)} limit 1`,
    );
    if (taken) throw fieldError('name', 'lines.nameExists');
    const [created] = await tx
      .insert(lines)
      .values({
        cropId: input.cropId,
        name: input.name,
        comments: input.comment,
        createdBy: user.id,
        divisionId: user.divisionId,
      })
      .returning({ id: lines.id, name: lines.name });
    if (!created) throw new Error('line not inserted');
    await tx
      .insert(plannedLines)
      .values({ lineId: created.id, baseLineId: input.baseLineId, createdBy: user.id });
    if (checked.length > 0)
      await tx.insert(plannedLineAlleles).values(
        checked.map((change) => ({
          lineId: created.id,
          mutationId: change.mutationId,
          firstAllele: change.firstAllele,
          secondAllele: change.secondAllele,
        })),
      );
    return { line_id: created.id, name: created.name };
  });
}
