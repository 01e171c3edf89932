import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { genomeFiles } from '../../db/schema/genome.ts';
import { fields } from '../../db/schema/nursery.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldsVisibleTo, getPlotFor } from '../../platform/auth/policy.ts';

/**
 * A sequencing file the user reaches (decision 047): `read` and `write` follow its plot
 * (getPlotFor); `delete` needs the plot readable and the user its uploader or one who manages
 * the nursery (getFieldFor 'manage').
 * @throws AppError NOT_FOUND unknown or out of sight (another tenant); PERMISSION_DENIED seen
 *   but not in `mode`
 */
export async function getGenomeFileFor(
  db: Db,
  user: CurrentUser,
  fileId: number,
  mode: 'read' | 'write' | 'delete',
) {
  const [file] = await db.select().from(genomeFiles).where(eq(genomeFiles.id, fileId));
  if (!file) throw new AppError('NOT_FOUND');
  const plot = await getPlotFor(db, user, file.plotId, mode === 'write' ? 'write' : 'read');
  if (mode === 'delete' && !(await mayDelete(db, user, file.createdBy, plot.fieldId))) {
    throw new AppError('PERMISSION_DENIED');
  }
  return { file, plot };
}

/** Whether the user may delete a file of a plot they read: its uploader, or a manager of the nursery. */
export async function mayDelete(
  db: Db,
  user: CurrentUser,
  createdBy: number | null,
  fieldId: number,
): Promise<boolean> {
  if (createdBy === user.id) return true;
  const [row] = await db
    .select({ manages: sql<boolean>`${fieldsVisibleTo(user, 'manage')}` })
    .from(fields)
    .where(and(eq(fields.id, fieldId)));
  return Boolean(row?.manages);
}
