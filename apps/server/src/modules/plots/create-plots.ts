import { type CreatedPlot, type CreatePlotBody, PLOT_KEYS } from '@plotline/contract/plots';
import { hasLetterOrDigit } from '@plotline/contract/rules';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { plots } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldForSeasonWrite } from '../../platform/auth/policy.ts';
import { ensureLockedFieldMap } from '../field-maps/ensure-field-map.ts';
import { ensureFieldYear } from '../fields/ensure-field-year.ts';
import { findOrCreateLines, foldLineName, type Tx } from '../lines/find-or-create-lines.ts';
import { setLineParents } from '../lines/set-line-parents.ts';

/**
 * Refuses names made only of special characters (api-contract §5: the line-name message is
 * an object, not a list).
 * @throws AppError VALIDATION
 */
export function checkPlotAndLineNames(names: { plot_name?: string; line_name?: string }): void {
  if (names.line_name !== undefined && !hasLetterOrDigit(names.line_name)) {
    throw new AppError('VALIDATION', {
      fields: { line_name: { key: PLOT_KEYS.lineNameSpecial, asObject: true } },
    });
  }
  if (names.plot_name !== undefined && !hasLetterOrDigit(names.plot_name)) {
    throw new AppError('VALIDATION', {
      fields: { plot_name: { key: PLOT_KEYS.plotNameSpecial } },
    });
  }
}

/**
 * The id of a new plot's line, found or created by name in the crop, with the mother and
 * father given (created too when missing).
 */
export async function resolvePlotLine(
  tx: Tx,
  cropId: number,
  names: { line_name: string; mother: string | null; father: string | null },
  user: CurrentUser,
): Promise<number> {
  const lineIds = await findOrCreateLines(tx, {
    cropId,
    names: [names.line_name],
    createdBy: user.id,
    divisionId: user.divisionId,
  });
  const lineId = lineIds.get(foldLineName(names.line_name));
  if (lineId === undefined) throw new Error('line not created');
  if (names.mother || names.father) {
    await setLineParents(tx, {
      cropId,
      lineId,
      lineName: names.line_name,
      mother: names.mother ?? undefined,
      father: names.father ?? undefined,
      createdBy: user.id,
    });
  }
  return lineId;
}

/** The next free place in the field-year's order (1-based). */
export async function nextPosition(tx: Tx, fieldYearId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${plots.position}), 0)::int + 1` })
    .from(plots)
    .where(eq(plots.fieldYearId, fieldYearId));
  return row?.next ?? 1;
}

/**
 * Creates one plot per repetition (`<name>/<n>`) of a line in a field's year, adding the
 * year and the line (with its parents) when missing. The label goes to the first repetition.
 * @throws AppError NOT_FOUND when the field is out of reach or of another crop;
 *   VALIDATION for special-character names or a taken name/label (unique indexes)
 */
export async function createPlots(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof CreatePlotBody>,
): Promise<CreatedPlot[]> {
  checkPlotAndLineNames(body);
  const field = await getFieldForSeasonWrite(db, user, body.field, body.year);
  if (field.cropId !== body.spec_id) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const fieldYear = await ensureFieldYear(tx, field.id, body.year);
    const lineId = await resolvePlotLine(tx, field.cropId, body, user);
    // the season's map (created now if missing) also serialises writers of its positions
    await ensureLockedFieldMap(tx, fieldYear.id);
    const first = await nextPosition(tx, fieldYear.id);
    const rows = Array.from({ length: body.repetitions }, (_, index) => ({
      fieldYearId: fieldYear.id,
      lineId,
      name: `${body.plot_name}/${index + 1}`,
      label: index === 0 ? (body.plot_label ?? null) : null,
      comment: body.comment,
      width: body.width ?? null,
      length: body.length ?? null,
      repetition: index + 1,
      position: first + index,
      createdBy: user.id,
    }));
    const created = await tx.insert(plots).values(rows).returning();
    return created.map((plot) => ({
      plot_id: plot.id,
      plot_name: plot.name,
      line_name: body.line_name,
      width: plot.width,
      length: plot.length,
      year_id: fieldYear.id,
      year: body.year,
      plot_label: plot.label,
    }));
  });
}
