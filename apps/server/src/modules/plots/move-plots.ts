import type { CreatedPlot, MovePlotsBody } from '@plotline/contract/plots';
import { BATCH_PLOTS_MAX } from '@plotline/contract/rules';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { fields, lines, plots } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldForSeasonWrite, getPlotsFor } from '../../platform/auth/policy.ts';
import { ensureLockedFieldMap } from '../field-maps/ensure-field-map.ts';
import { placeEntries, recordDesign, resolveDesign } from '../field-maps/place-by-design.ts';
import { ensureFieldYear } from '../fields/ensure-field-year.ts';
import { findOrCreateLines, foldLineName, type Tx } from '../lines/find-or-create-lines.ts';
import { nextPosition } from './create-plots.ts';

/** A plot's name without its repetition suffix: `Делянка 3/2` → `Делянка 3`. */
export function baseName(name: string): string {
  return name.replace(/\/\d+$/, '');
}

type Entry = { base: string; lineId: number; width: number | null; length: number | null };

/**
 * Orders the new plots: 1 in order (each entry's repetitions together), 2 linear (all first
 * repetitions, then all second…), 3 random (a fresh random order inside each repetition:
 * a randomised complete block per repetition).
 */
export function placeRepetitions(entries: Entry[], repetitions: number, sortMethod: 1 | 2 | 3) {
  const reps = Array.from({ length: repetitions }, (_, i) => i + 1);
  if (sortMethod === 1) return entries.flatMap((entry) => reps.map((rep) => ({ entry, rep })));
  return reps.flatMap((rep) => {
    const block = entries.map((entry) => ({ entry, rep }));
    if (sortMethod === 3) {
      for (let i = block.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [block[i], block[j]] = [
          block[j] as (typeof block)[number],
          block[i] as (typeof block)[number],
        ];
      }
    }
    return block;
  });
}

/** One entry per plot base name of the chosen plots, in field order, then the extra lines. */
async function collectEntries(
  tx: Tx,
  input: { cropId: number; plotIds: number[]; extraNames: string[]; user: CurrentUser },
): Promise<Entry[]> {
  const rows = input.plotIds.length
    ? await tx
        .select({
          name: plots.name,
          lineId: plots.lineId,
          width: plots.width,
          length: plots.length,
        })
        .from(plots)
        .where(anyInt(plots.id, input.plotIds))
        .orderBy(plots.position, plots.id)
    : [];
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const base = baseName(row.name);
    if (!entries.has(base)) entries.set(base, { base, ...row });
  }
  const extraLines = await findOrCreateLines(tx, {
    cropId: input.cropId,
    names: input.extraNames,
    createdBy: input.user.id,
    divisionId: input.user.divisionId,
  });
  for (const name of input.extraNames) {
    const lineId = extraLines.get(foldLineName(name));
    if (lineId !== undefined && !entries.has(name)) {
      entries.set(name, { base: name, lineId, width: null, length: null });
    }
  }
  return [...entries.values()];
}

/** Names of the plots already in a field-year. */
async function takenNames(tx: Tx, fieldYearId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ name: plots.name })
    .from(plots)
    .where(eq(plots.fieldYearId, fieldYearId));
  return new Set(rows.map((row) => row.name));
}

/**
 * `plot_table/create_multiple/`: the lines of the chosen plots (one entry per plot base
 * name), plus lines named in `additional_plot_names`, get plots in the field's `new_year`,
 * `repetitions` each, placed by `sort_method`. Plot names already in that year are skipped.
 * When the year is new, `max_length_per_list` becomes the field's width. A `design` replaces
 * `sort_method`: its checks join the entries (as lines when new), the layout follows the
 * design and seed, and the design is recorded on the season's map.
 * @throws AppError NOT_FOUND field or any plot out of reach; VALIDATION plots of another crop
 */
export async function movePlots(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof MovePlotsBody>,
): Promise<CreatedPlot[]> {
  const field = await getFieldForSeasonWrite(db, user, body.field_id, body.new_year);
  if (field.cropId !== body.spec_id) throw new AppError('NOT_FOUND');
  const sources = await getPlotsFor(db, user, body.plot_ids, 'read');
  if (sources.some((plot) => plot.cropId !== field.cropId)) {
    throw fieldError('plot_ids', 'validation.plotsOfOtherCrop');
  }
  const design = body.design
    ? { ...resolveDesign(body.design), repetitions: body.repetitions }
    : null;
  return db.transaction(async (tx) => {
    const entries = await collectEntries(tx, {
      cropId: field.cropId,
      plotIds: sources.map((plot) => plot.id),
      extraNames: [...(body.additional_plot_names ?? []), ...(design?.checks ?? [])],
      user,
    });
    const year = await ensureFieldYear(tx, field.id, body.new_year);
    if (year.created) {
      await tx
        .update(fields)
        .set({ width: body.max_length_per_list })
        .where(eq(fields.id, field.id));
    }
    // a new season's map takes the width just set; the lock serialises position writers
    await ensureLockedFieldMap(tx, year.id);
    // more than a season of plots at once is refused before laying them out (decision 027)
    if (design?.type !== 'augmented_rcbd' && entries.length * body.repetitions > BATCH_PLOTS_MAX) {
      throw tooManyPlots();
    }
    const taken = await takenNames(tx, year.id);
    let position = await nextPosition(tx, year.id);
    const placed = design
      ? placeEntries(new Map(entries.map((entry) => [entry.base, entry])), design)
      : placeRepetitions(entries, body.repetitions, body.sort_method);
    const rows = placed
      .map(({ entry, rep }) => ({ entry, rep, name: `${entry.base}/${rep}` }))
      .filter((plot) => !taken.has(plot.name))
      .map(({ entry, rep, name }) => ({
        fieldYearId: year.id,
        lineId: entry.lineId,
        name,
        repetition: rep,
        position: position++,
        width: entry.width,
        length: entry.length,
        createdBy: user.id,
      }));
    if (rows.length > BATCH_PLOTS_MAX) throw tooManyPlots();
    if (rows.length === 0) return [];
    const created = await insertPlots(tx, rows);
    if (design) await recordDesign(tx, [year.id], design);
    const lineNames = await namesOfLines(tx, [...new Set(rows.map((row) => row.lineId))]);
    return created.map((plot) => ({
      plot_id: plot.id,
      plot_name: plot.name,
      line_name: lineNames.get(plot.line_id) ?? '',
      width: plot.width,
      length: plot.length,
      year_id: year.id,
      year: body.new_year,
      plot_label: plot.label,
    }));
  });
}

function tooManyPlots() {
  return fieldError('plot_ids', 'validation.tooManyPlots', { n: BATCH_PLOTS_MAX });
}

export type NewPlot = {
  fieldYearId: number;
  lineId: number;
  name: string;
  repetition: number;
  position: number;
  width: number | null;
  length: number | null;
  createdBy: number;
};

/** Inserts plots of one season in one statement over arrays (up to BATCH_PLOTS_MAX). */
export async function insertPlots(tx: Tx, rows: NewPlot[]) {
  const first = rows[0] as NewPlot;
  return queryRows<{
    id: number;
    name: string;
    line_id: number;
    width: number | null;
    length: number | null;
    label: string | null;
  }>(
    tx,
    sql`insert into plots (field_year_id, line_id, name, repetition, position, width, length,
        created_by)
      select ${first.fieldYearId}::int, l, n, r, pos, w, len, ${first.createdBy}::int
      from unnest(${sql.param(rows.map((row) => row.lineId))}::int[],
        ${sql.param(rows.map((row) => row.name))}::text[],
        ${sql.param(rows.map((row) => row.repetition))}::int[],
        ${sql.param(rows.map((row) => row.position))}::int[],
        ${sql.param(rows.map((row) => row.width))}::float8[],
        ${sql.param(rows.map((row) => row.length))}::float8[]) as u(l, n, r, pos, w, len)
      returning id, name, line_id, width, length, label`,
  );
}

async function namesOfLines(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: lines.id, name: lines.name })
    .from(lines)
    .where(anyInt(lines.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
