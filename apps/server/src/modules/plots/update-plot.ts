import type { PlotSummary, UpdatePlotBody } from '@plotline/contract/plots';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldYears, lines, plots } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getPlotFor } from '../../platform/auth/policy.ts';
import { findOrCreateLines, foldLineName } from '../lines/find-or-create-lines.ts';
import { setLineParents } from '../lines/set-line-parents.ts';
import { checkPlotAndLineNames } from './create-plots.ts';

/**
 * Changes a plot: name, label (empty clears), comment, size, its line (found or created by
 * name) and that line's parents.
 * @throws AppError NOT_FOUND out of reach; VALIDATION bad names, taken name or label
 */
export async function updatePlot(
  db: Db,
  user: CurrentUser,
  plotId: number,
  body: z.output<typeof UpdatePlotBody>,
): Promise<PlotSummary> {
  checkPlotAndLineNames(body);
  const plot = await getPlotFor(db, user, plotId, 'write');
  await db.transaction(async (tx) => {
    let lineId = plot.lineId;
    if (body.line_name !== undefined) {
      const ids = await findOrCreateLines(tx, {
        cropId: plot.cropId,
        names: [body.line_name],
        createdBy: user.id,
        divisionId: user.divisionId,
      });
      lineId = ids.get(foldLineName(body.line_name)) ?? lineId;
    }
    const changes = {
      ...(body.plot_name === undefined ? {} : { name: body.plot_name }),
      ...(body.plot_label === undefined ? {} : { label: body.plot_label || null }),
      ...(body.comment === undefined ? {} : { comment: body.comment ?? '' }),
      ...(body.width === undefined ? {} : { width: body.width ?? null }),
      ...(body.length === undefined ? {} : { length: body.length ?? null }),
      lineId,
    };
    await tx.update(plots).set(changes).where(eq(plots.id, plot.id));
    if (body.mother !== undefined || body.father !== undefined) {
      const [line] = await tx.select({ name: lines.name }).from(lines).where(eq(lines.id, lineId));
      await setLineParents(tx, {
        cropId: plot.cropId,
        lineId,
        lineName: line?.name ?? '',
        mother: body.mother,
        father: body.father,
        createdBy: user.id,
      });
    }
  });
  return getPlotSummary(db, plot.id);
}

/** Plots of a season (or one plot) with their line and season, in field order. */
export function selectPlotSummaries(db: Db, where: { fieldYearId: number } | { plotId: number }) {
  return db
    .select({
      plot_id: plots.id,
      plot_name: plots.name,
      line_name: lines.name,
      line_id: lines.id,
      width: plots.width,
      length: plots.length,
      year_id: fieldYears.id,
      year: fieldYears.year,
      field_id: fieldYears.fieldId,
      plot_label: plots.label,
      comment: plots.comment,
    })
    .from(plots)
    .innerJoin(lines, eq(lines.id, plots.lineId))
    .innerJoin(fieldYears, eq(fieldYears.id, plots.fieldYearId))
    .where(
      'plotId' in where ? eq(plots.id, where.plotId) : eq(plots.fieldYearId, where.fieldYearId),
    )
    .orderBy(asc(plots.position), asc(plots.id));
}

/** A plot's own fields. @throws AppError NOT_FOUND */
export async function getPlotSummary(db: Db, plotId: number): Promise<PlotSummary> {
  const [row] = await selectPlotSummaries(db, { plotId });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
