import {
  CROSSING_PLAN_PLOTS_MAX,
  type CrossingPlan,
  type CrossingPlanBody,
  type PlannedCross,
} from '@plotline/contract/pedigree';
import { LINE_NAME_MAX_LENGTH } from '@plotline/contract/rules';
import { coancestryOf } from '@plotline/stats/breeding/pedigree';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyInt, anyText } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldYears, lines, plots } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldForSeasonWrite } from '../../platform/auth/policy.ts';
import { ensureLockedFieldMap } from '../field-maps/ensure-field-map.ts';
import { ensureFieldYear } from '../fields/ensure-field-year.ts';
import { findOrCreateLines, foldLineName, type Tx } from '../lines/find-or-create-lines.ts';
import { refusePedigreeLoop } from '../lines/find-pedigree-loop.ts';
import { nextPosition } from '../plots/create-plots.ts';
import { insertPlots } from '../plots/move-plots.ts';
import { getVisibleLines } from './coancestry-of-lines.ts';
import { type CrossPair, crossName, listCrosses } from './list-crosses.ts';
import { readAncestry } from './read-ancestry.ts';

/** Key of the advisory lock that serialises crossing plans of one crop (with the crop id). */
const PLAN_LOCK = 14_036;

const foldedName = sql`replace(lower(btrim(${lines.name})), 'ё', 'е')`;

type Cross = PlannedCross & { lineId: number | null };

/**
 * `crossbreeding_planning/` (decision 036): crosses of visible lines into a season of a
 * nursery the caller may add plots to. Each cross is a line `<mother>/<father>` (Purdy) with
 * its parents — the existing one when it has exactly these parents, else a new one, suffixed
 * ` (2)`, ` (3)`… when the name is taken by another line — and `plots_per_cross` plots named
 * `<cross>/<n>`. All of it in one transaction; `dry_run` answers the same plan and writes
 * nothing.
 * @throws AppError NOT_FOUND nursery of another crop or out of sight, any line out of sight;
 *   PERMISSION_DENIED the season not writable; VALIDATION no crosses, over 2000 plots, a cross
 *   plot already in the season, a cross name too long
 */
export async function planCrosses(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof CrossingPlanBody>,
): Promise<CrossingPlan> {
  const field = await getFieldForSeasonWrite(db, user, body.field_id, body.year);
  if (field.cropId !== body.spec_id) throw new AppError('NOT_FOUND');
  const named = [
    ...body.mothers,
    ...body.fathers,
    ...body.pairs.flatMap((pair) => [pair.mother_id, pair.father_id]),
  ];
  const parents = await getVisibleLines(db, user, field.cropId, named);
  const pairs = listCrosses(body);
  if (pairs.length === 0) {
    throw fieldError(body.design === 'pairs' ? 'pairs' : 'mothers', 'pedigree.noCrosses');
  }
  const work = async (tx: Tx): Promise<CrossingPlan> => {
    if (!body.dry_run) {
      await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK}::int, ${field.cropId}::int)`);
    }
    const nameOf = new Map(parents.map((line) => [line.id, line.name]));
    const parentIds = parents.map((line) => line.id);
    const { coancestry } = coancestryOf(await readAncestry(tx, parentIds), parentIds);
    const at = new Map(parentIds.map((id, i) => [id, i]));
    const coancestryOfPair = (pair: CrossPair) =>
      coancestry[at.get(pair.motherId) as number]?.[at.get(pair.fatherId) as number] ?? 0;
    const made = await crossesMade(tx, field.cropId, parentIds);
    let crosses: Cross[] = pairs.map((pair) => {
      const value = coancestryOfPair(pair);
      const motherName = nameOf.get(pair.motherId) ?? '';
      const fatherName = nameOf.get(pair.fatherId) ?? '';
      return {
        mother_id: pair.motherId,
        mother_name: motherName,
        father_id: pair.fatherId,
        father_name: fatherName,
        cross_name: crossName(motherName, fatherName),
        coancestry: value,
        close_relatives: value > body.coancestry_threshold,
        already_made: made.get(pairKey(pair.motherId, pair.fatherId)) ?? [],
        plots: body.plots_per_cross,
        lineId: null,
      };
    });
    if (body.skip_existing) crosses = crosses.filter((cross) => cross.already_made.length === 0);
    const total = crosses.length * body.plots_per_cross;
    if (total > CROSSING_PLAN_PLOTS_MAX) {
      throw fieldError('plots_per_cross', 'pedigree.tooManyCrossPlots', {
        max: CROSSING_PLAN_PLOTS_MAX,
        count: total,
        crosses: crosses.length,
        per: body.plots_per_cross,
      });
    }
    const tooLong = crosses.find((cross) => cross.cross_name.length > LINE_NAME_MAX_LENGTH);
    if (tooLong) {
      throw fieldError('non_field_errors', 'pedigree.crossNameTooLong', {
        name: tooLong.cross_name,
        max: LINE_NAME_MAX_LENGTH,
      });
    }
    await chooseCrossLines(tx, field.cropId, crosses);
    const [season] = await tx
      .select({ id: fieldYears.id })
      .from(fieldYears)
      .where(and(eq(fieldYears.fieldId, field.id), eq(fieldYears.year, body.year)));
    const plotNames = crosses.flatMap((cross) =>
      Array.from({ length: body.plots_per_cross }, (_, i) => `${cross.cross_name}/${i + 1}`),
    );
    if (season && plotNames.length > 0) {
      const [taken] = await tx
        .select({ name: plots.name })
        .from(plots)
        .where(and(eq(plots.fieldYearId, season.id), anyText(plots.name, plotNames)))
        .limit(1);
      if (taken)
        throw fieldError('non_field_errors', 'pedigree.crossPlotExists', { plot: taken.name });
    }
    const answer = (yearId: number | null, plotIds: number[]): CrossingPlan => ({
      field_id: field.id,
      year: body.year,
      year_id: yearId,
      crosses: crosses.map(({ lineId: _l, ...cross }) => cross),
      total_plots: total,
      created: plotIds.length > 0,
      plot_ids: plotIds,
    });
    if (body.dry_run || crosses.length === 0) return answer(season?.id ?? null, []);
    const year = await ensureFieldYear(tx, field.id, body.year);
    await createCrossLines(tx, field.cropId, crosses, user);
    // the season's map (created now if missing) also serialises writers of its positions
    await ensureLockedFieldMap(tx, year.id);
    let position = await nextPosition(tx, year.id);
    const created = await insertPlots(
      tx,
      crosses.flatMap((cross) =>
        Array.from({ length: body.plots_per_cross }, (_, i) => ({
          fieldYearId: year.id,
          lineId: cross.lineId as number,
          name: `${cross.cross_name}/${i + 1}`,
          repetition: i + 1,
          position: position++,
          width: null,
          length: null,
          createdBy: user.id,
        })),
      ),
    );
    return answer(
      year.id,
      created.map((plot) => plot.id),
    );
  };
  return db.transaction(work);
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a},${b}` : `${b},${a}`;
}

/** Lines whose parents are two of `parentIds` (either order), by the unordered pair. */
async function crossesMade(
  tx: Tx,
  cropId: number,
  parentIds: number[],
): Promise<Map<string, { line_id: number; line_name: string }[]>> {
  const rows = await tx
    .select({ id: lines.id, name: lines.name, motherId: lines.motherId, fatherId: lines.fatherId })
    .from(lines)
    .where(
      and(
        eq(lines.cropId, cropId),
        anyInt(lines.motherId, parentIds),
        anyInt(lines.fatherId, parentIds),
      ),
    )
    .orderBy(lines.id);
  const out = new Map<string, { line_id: number; line_name: string }[]>();
  for (const row of rows) {
    const key = pairKey(row.motherId as number, row.fatherId as number);
    out.set(key, [...(out.get(key) ?? []), { line_id: row.id, line_name: row.name }]);
  }
  return out;
}

/**
 * Picks each cross's line: the crop's line of that name when its mother and father are
 * exactly these, else the name is taken and the next ` (n)` is tried (n = 2, 3, …). Sets
 * `lineId` (an existing line) or leaves it null (to create) and the final `cross_name`
 * (a pending cross keeps its plain name until one is chosen).
 */
async function chooseCrossLines(tx: Tx, cropId: number, crosses: Cross[]): Promise<void> {
  const chosen = new Set<string>();
  let pending = crosses;
  for (let round = 0; pending.length > 0; round++) {
    // round 0 tries the plain name, then suffixes 2..9, 10..99, … ten at a time
    const suffixes =
      round === 0 ? [1] : Array.from({ length: 10 }, (_, i) => (round - 1) * 10 + i + 2);
    const candidates = (cross: Cross) =>
      suffixes.map((n) => (n === 1 ? cross.cross_name : `${cross.cross_name} (${n})`));
    const names = pending.flatMap(candidates);
    const rows = await tx
      .select({
        id: lines.id,
        name: lines.name,
        motherId: lines.motherId,
        fatherId: lines.fatherId,
      })
      .from(lines)
      .where(and(eq(lines.cropId, cropId), anyText(foldedName, names.map(foldLineName))));
    const existing = new Map(rows.map((row) => [foldLineName(row.name), row]));
    const left: Cross[] = [];
    for (const cross of pending) {
      let done = false;
      for (const name of candidates(cross)) {
        const folded = foldLineName(name);
        if (chosen.has(folded)) continue;
        const line = existing.get(folded);
        if (line && (line.motherId !== cross.mother_id || line.fatherId !== cross.father_id)) {
          continue;
        }
        chosen.add(folded);
        cross.cross_name = line?.name ?? name;
        cross.lineId = line?.id ?? null;
        done = true;
        break;
      }
      if (!done) left.push(cross);
    }
    pending = left;
  }
}

/** Creates the crosses' new lines with their parents (one statement each way). */
async function createCrossLines(
  tx: Tx,
  cropId: number,
  crosses: Cross[],
  user: CurrentUser,
): Promise<void> {
  const fresh = crosses.filter((cross) => cross.lineId === null);
  if (fresh.length === 0) return;
  const ids = await findOrCreateLines(tx, {
    cropId,
    names: fresh.map((cross) => cross.cross_name),
    createdBy: user.id,
    divisionId: user.divisionId,
  });
  for (const cross of fresh) cross.lineId = ids.get(foldLineName(cross.cross_name)) ?? null;
  const made = fresh.filter((cross) => cross.lineId !== null);
  await queryRows(
    tx,
    sql`update lines set mother_id = u.m, father_id = u.f
      from unnest(${sql.param(made.map((cross) => cross.lineId))}::int[],
        ${sql.param(made.map((cross) => cross.mother_id))}::int[],
        ${sql.param(made.map((cross) => cross.father_id))}::int[]) as u(id, m, f)
      where lines.id = u.id`,
  );
  await refusePedigreeLoop(
    tx,
    made.map((cross) => cross.lineId as number),
  );
}
