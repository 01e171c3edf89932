import type { CreatedPlot, CreatePlotByCoordBody } from '@plotline/contract/plots';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { plots } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import { ensureLockedFieldMap } from '../field-maps/ensure-field-map.ts';
import { MAP_GROWTH_ROWS, positionOf, rowsOf } from '../field-maps/field-map-grid.ts';
import { checkPlotAndLineNames, nextPosition, resolvePlotLine } from './create-plots.ts';

/**
 * `create_plot_by_coord/`: one plot at field-map row `y`, place `x` (0-based), i.e. at order
 * position `y × width + x + 1` of the field-year, `width` being the field map's (created on
 * demand, decision 018). The map may grow by at most 50 rows below its last row. The name
 * is kept as given.
 * @throws AppError NOT_FOUND out of reach; VALIDATION the place is taken or outside the map,
 *   bad or taken name
 */
export async function createPlotByCoord(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof CreatePlotByCoordBody>,
): Promise<CreatedPlot> {
  checkPlotAndLineNames(body);
  const fieldYear = await getFieldYearFor(db, user, body.year_id, 'write');
  if (fieldYear.cropId !== body.spec_id) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const { width } = await ensureLockedFieldMap(tx, fieldYear.id);
    if (body.x >= width) throw fieldError('x', 'errors.maxValue', { n: width - 1 });
    const lowestRow = rowsOf((await nextPosition(tx, fieldYear.id)) - 1, width) - 1;
    if (body.y > lowestRow + MAP_GROWTH_ROWS) {
      throw fieldError('y', 'errors.maxValue', { n: lowestRow + MAP_GROWTH_ROWS });
    }
    const position = positionOf(body.y, body.x, width);
    const [occupant] = await tx
      .select({ id: plots.id })
      .from(plots)
      .where(and(eq(plots.fieldYearId, fieldYear.id), eq(plots.position, position)));
    if (occupant) throw fieldError('x', 'validation.positionTaken');
    const lineId = await resolvePlotLine(tx, fieldYear.cropId, body, user);
    const [plot] = await tx
      .insert(plots)
      .values({
        fieldYearId: fieldYear.id,
        lineId,
        name: body.plot_name,
        comment: body.comment,
        width: body.width ?? null,
        length: body.length ?? null,
        position,
        createdBy: user.id,
      })
      .returning();
    if (!plot) throw new Error('insert returned no row');
    return {
      plot_id: plot.id,
      plot_name: plot.name,
      line_name: body.line_name,
      width: plot.width,
      length: plot.length,
      year_id: fieldYear.id,
      year: fieldYear.year,
      plot_label: plot.label,
    };
  });
}
