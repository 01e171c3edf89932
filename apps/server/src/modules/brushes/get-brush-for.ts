import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brushes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { type AccessMode, getPlotFor } from '../../platform/auth/policy.ts';

/**
 * A plant row (brush) with its plot, when the user may reach the plot in `mode`.
 * @throws AppError NOT_FOUND when the row does not exist or its plot is out of reach
 */
export async function getBrushFor(db: Db, user: CurrentUser, brushId: number, mode: AccessMode) {
  const [brush] = await db
    .select({ id: brushes.id, name: brushes.name, plotId: brushes.plotId })
    .from(brushes)
    .where(eq(brushes.id, brushId));
  if (!brush) throw new AppError('NOT_FOUND');
  const plot = await getPlotFor(db, user, brush.plotId, mode);
  return { ...brush, cropId: plot.cropId };
}
