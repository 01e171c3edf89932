import { BRUSH_KEYS, type BrushSummary } from '@plotline/contract/brushes';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { brushes } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';

/**
 * Adds a plant row to a plot. Names are unique in the plot (exact, after trimming); the
 * unique index decides, so two concurrent requests cannot both win.
 * @throws AppError VALIDATION `brush_name` validation.brushNameExists
 */
export async function createBrush(db: Db, plotId: number, name: string): Promise<BrushSummary> {
  const [row] = await db
    .insert(brushes)
    .values({ plotId, name })
    .onConflictDoNothing()
    .returning({ brush_id: brushes.id, brush_name: brushes.name, plot: brushes.plotId });
  if (!row) throw fieldError('brush_name', BRUSH_KEYS.nameExists);
  return row;
}

/**
 * Renames a plant row, unless another row of its plot has that name.
 * @throws AppError VALIDATION `brush_name` validation.brushNameExists
 */
export async function renameBrush(db: Db, brushId: number, name: string): Promise<BrushSummary> {
  const [row] = await queryRows<BrushSummary>(
    db,
    sql`update brushes b set name = ${name} where b.id = ${brushId}
        and not exists (select 1 from brushes o
          where o.plot_id = b.plot_id and o.name = ${name} and o.id <> b.id)
      returning b.id as brush_id, b.name as brush_name, b.plot_id as plot`,
  );
  if (!row) throw fieldError('brush_name', BRUSH_KEYS.nameExists);
  return row;
}
