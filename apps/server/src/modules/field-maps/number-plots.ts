import {
  NUMBERING_KEYS,
  NUMBERING_LABEL_MAX_LENGTH,
  type NumberedPlot,
  type PlotLabelsUpdated,
  type UpdatePlotLabelsBody,
} from '@plotline/contract/field-maps-numbering';
import { makeLabels, orderCells } from '@plotline/contract/field-maps-numbering-order';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { plots } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { ensureLockedFieldMap } from './ensure-field-map.ts';
import { placeOf, rowsOf } from './field-map-grid.ts';

type MapPlot = { id: number; position: number; label: string | null };

/**
 * `update_plot_labels/`: numbers the plots of field-year `fieldYearId` that have no label,
 * in the order `body` walks the map (numbering-order.ts), and leaves labelled plots as they
 * are. The unlabelled plots get, in that order, the first labels
 * `prefix + (start + k × step)`, k = 0, 1, …, that no plot of the field-year carries yet: on
 * a map numbered 1…n with plots added since, numbering again with the same settings
 * continues at n + 1. Plots keep their positions. One locked transaction (the map row, as
 * every writer of positions), one set-based update.
 * The caller has checked write access to the field-year.
 * @throws AppError VALIDATION `non_field_errors`: no plots; every plot already numbered; a
 *   label would be longer than 10 characters (the first such label is named)
 */
export async function numberPlots(
  db: Db,
  fieldYearId: number,
  body: z.output<typeof UpdatePlotLabelsBody>,
): Promise<PlotLabelsUpdated> {
  return db.transaction(async (tx) => {
    const map = await ensureLockedFieldMap(tx, fieldYearId);
    const all = await tx
      .select({ id: plots.id, position: plots.position, label: plots.label })
      .from(plots)
      .where(eq(plots.fieldYearId, fieldYearId))
      .orderBy(asc(plots.position), asc(plots.id));
    if (all.length === 0) throw fieldError('non_field_errors', NUMBERING_KEYS.noPlots);
    const unlabelled = all.filter((plot) => plot.label === null);
    if (unlabelled.length === 0) throw fieldError('non_field_errors', NUMBERING_KEYS.allNumbered);

    const places = placesOnMap(all);
    const size = { width: map.width, rows: rowsOf(places.last, map.width) };
    const cells = unlabelled.map((plot) => ({
      id: plot.id,
      ...placeOf(places.of.get(plot.id) ?? plot.position, map.width),
    }));
    const ordered = orderCells(cells, size, body);
    const taken = new Set(all.flatMap((plot) => (plot.label === null ? [] : [plot.label])));
    const labels = makeLabels(
      ordered.length,
      { prefix: body.prefix, start: body.numeration_start_number, step: body.numeration_step },
      taken,
    );
    const tooLong = labels.find((label) => label.length > NUMBERING_LABEL_MAX_LENGTH);
    if (tooLong !== undefined) {
      throw fieldError('non_field_errors', NUMBERING_KEYS.labelTooLong, {
        label: tooLong,
        n: NUMBERING_LABEL_MAX_LENGTH,
      });
    }
    const numbered = ordered.map((cell, i) => ({ plot_id: cell.id, plot_label: labels[i] ?? '' }));
    await writeLabels(tx, numbered);
    return { numbered: numbered.length, plots: numbered };
  });
}

/**
 * Each plot's place as the map shows it (field-map-grid.ts#buildGrid): its position, except
 * that when plots share a position (an old race) the first keeps it and the others follow
 * the last plot. `plots` come ordered by (position, id).
 */
function placesOnMap(plots: readonly MapPlot[]): { of: Map<number, number>; last: number } {
  const of = new Map<number, number>();
  const used = new Set<number>();
  const strays: MapPlot[] = [];
  let last = 0;
  for (const plot of plots) {
    if (used.has(plot.position)) strays.push(plot);
    else {
      used.add(plot.position);
      of.set(plot.id, plot.position);
    }
    last = Math.max(last, plot.position);
  }
  for (const plot of strays) of.set(plot.id, ++last);
  return { of, last };
}

/** Writes every label in one statement (unnest of two arrays). */
async function writeLabels(tx: Tx, numbered: readonly NumberedPlot[]): Promise<void> {
  await tx.execute(sql`
    update plots p set label = v.label
    from unnest(${sql.param(numbered.map((plot) => plot.plot_id))}::int[],
                ${sql.param(numbered.map((plot) => plot.plot_label))}::text[]) as v(id, label)
    where p.id = v.id`);
}
