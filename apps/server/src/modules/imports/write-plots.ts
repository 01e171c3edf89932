import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { orderByDesign, recordDesign } from '../field-maps/place-by-design.ts';
import { foldLineName, type Tx } from '../lines/find-or-create-lines.ts';
import { fieldYearKeyOf, plotNameOf } from './nursery-keys.ts';
import type { NurseryRow } from './read-nursery-sheet.ts';
import type { NurseryWrite } from './write-nursery-rows.ts';

type ExistingPlot = { id: number; field_year_id: number; name: string; label: string | null };

/**
 * Creates the file's new plots (next positions of their season, placed by `sortMethod`, or by
 * `design` season by season, the design then recorded on the season's map) and
 * updates the existing ones (line; label and comment when the file gives them), each in one
 * statement. Labels that move between plots are cleared first so the unique index holds.
 * @returns by row index: plot ids, season ids and whether the plot is new (created here, so
 *   it holds no values yet); and how many were created and updated
 */
export async function writePlots(
  tx: Tx,
  input: NurseryWrite,
  seasonIds: Map<string, number>,
  lineIds: Map<string, number>,
) {
  const { rows } = input.sheet;
  const { existing, next } = await loadSeasonPlots(tx, [...new Set(seasonIds.values())]);
  const seasonOf = (row: NurseryRow) => seasonIds.get(fieldYearKeyOf(row)) ?? 0;
  const lineOf = (row: NurseryRow) => lineIds.get(foldLineName(row.line)) ?? 0;
  const { ids, updates, creates, cleared } = matchExisting(rows, existing, seasonOf);
  if (cleared.length > 0) {
    await tx.execute(
      sql`update plots set label = null where id = any(${sql.param(cleared)}::int[])`,
    );
  }
  await updatePlots(tx, updates, rows, ids, lineOf);
  const designed = input.design
    ? orderByDesign(
        creates,
        (index) => {
          const row = rows[index] as NurseryRow;
          return { group: seasonOf(row), entry: row.plot, repetition: row.repetition };
        },
        input.design,
      )
    : null;
  const ordered = designed?.ordered ?? placeNewPlots(creates, rows, input.sortMethod);
  const positions = ordered.map((index) => {
    const season = seasonOf(rows[index] as NurseryRow);
    const position = next.get(season) ?? 1;
    next.set(season, position + 1);
    return position;
  });
  const plan = { ordered, positions, rows, seasonOf, lineOf };
  const created = await insertPlots(tx, input.user.id, plan);
  for (const [season, design] of designed?.designs ?? []) await recordDesign(tx, [season], design);
  const fresh = new Uint8Array(rows.length);
  for (const index of creates) {
    const row = rows[index] as NurseryRow;
    ids[index] = created.get(`${seasonOf(row)}\u0000${plotNameOf(row)}`) ?? 0;
    fresh[index] = 1;
  }
  const seasons = Int32Array.from(rows, seasonOf);
  return { ids, seasons, fresh, created: creates.length, updated: updates.length };
}

/**
 * Splits the rows into plots that exist (their ids filled in) and plots to create, and lists
 * the existing plots whose label the file changes.
 */
function matchExisting(
  rows: NurseryRow[],
  existing: Map<string, ExistingPlot>,
  seasonOf: (row: NurseryRow) => number,
) {
  const ids = new Int32Array(rows.length);
  const updates: number[] = [];
  const creates: number[] = [];
  const cleared: number[] = [];
  rows.forEach((row, index) => {
    const plot = existing.get(`${seasonOf(row)}\u0000${plotNameOf(row)}`);
    if (!plot) {
      creates.push(index);
      return;
    }
    ids[index] = plot.id;
    updates.push(index);
    if (row.label !== null && row.label !== plot.label) cleared.push(plot.id);
  });
  return { ids, updates, creates, cleared };
}

/** The plots of the seasons by `<season id>\0<name>`, and each season's next position. */
async function loadSeasonPlots(tx: Tx, seasonIds: number[]) {
  const plots = await queryRows<ExistingPlot & { position: number }>(
    tx,
    sql`select id, field_year_id, name, label, position from plots
      where field_year_id = any(${sql.param(seasonIds)}::int[])`,
  );
  const existing = new Map(plots.map((plot) => [`${plot.field_year_id}\u0000${plot.name}`, plot]));
  const next = new Map<number, number>();
  for (const plot of plots) {
    next.set(plot.field_year_id, Math.max(next.get(plot.field_year_id) ?? 1, plot.position + 1));
  }
  return { existing, next };
}

/**
 * Placement of new plots (spec §4, decision 013): 1 file order; 2 linear, by repetition;
 * 3 a randomised complete block: by repetition, shuffled inside each repetition.
 */
function placeNewPlots(indexes: number[], rows: NurseryRow[], sortMethod: number): number[] {
  if (sortMethod === 1) return indexes;
  const repetitionOf = (index: number) => rows[index]?.repetition ?? 0;
  const ordered = [...indexes].sort((a, b) => repetitionOf(a) - repetitionOf(b) || a - b);
  if (sortMethod !== 3) return ordered;
  for (let end = ordered.length; end > 0; ) {
    let start = end - 1;
    while (
      start > 0 &&
      repetitionOf(ordered[start - 1] ?? 0) === repetitionOf(ordered[end - 1] ?? 0)
    )
      start--;
    for (let i = end - 1; i > start; i--) {
      const j = start + Math.floor(Math.random() * (i - start + 1));
      [ordered[i], ordered[j]] = [ordered[j] as number, ordered[i] as number];
    }
    end = start;
  }
  return ordered;
}

async function updatePlots(
  tx: Tx,
  indexes: number[],
  rows: NurseryRow[],
  ids: Int32Array,
  lineOf: (row: NurseryRow) => number,
) {
  if (indexes.length === 0) return;
  const picked = indexes.map((index) => rows[index] as NurseryRow);
  await tx.execute(sql`update plots p set line_id = u.line_id,
      label = coalesce(u.label, p.label), comment = coalesce(u.comment, p.comment)
    from unnest(${sql.param(indexes.map((index) => ids[index]))}::int[],
      ${sql.param(picked.map(lineOf))}::int[],
      ${sql.param(picked.map((row) => row.label))}::text[],
      ${sql.param(picked.map((row) => row.comment))}::text[]) as u(id, line_id, label, comment)
    where p.id = u.id`);
}

/** Inserts the new plots. @returns their ids by `<season id>\0<name>` */
async function insertPlots(
  tx: Tx,
  userId: number,
  plan: {
    ordered: number[];
    positions: number[];
    rows: NurseryRow[];
    seasonOf: (row: NurseryRow) => number;
    lineOf: (row: NurseryRow) => number;
  },
) {
  if (plan.ordered.length === 0) return new Map<string, number>();
  const picked = plan.ordered.map((index) => plan.rows[index] as NurseryRow);
  const inserted = await queryRows<{ id: number; field_year_id: number; name: string }>(
    tx,
    sql`insert into plots (field_year_id, line_id, name, label, comment, repetition, position,
        created_by)
      select f, l, n, lb, coalesce(c, ''), r, pos, ${userId}::int
      from unnest(${sql.param(picked.map(plan.seasonOf))}::int[],
        ${sql.param(picked.map(plan.lineOf))}::int[],
        ${sql.param(picked.map(plotNameOf))}::text[],
        ${sql.param(picked.map((row) => row.label))}::text[],
        ${sql.param(picked.map((row) => row.comment))}::text[],
        ${sql.param(picked.map((row) => row.repetition))}::int[],
        ${sql.param(plan.positions)}::int[]) as u(f, l, n, lb, c, r, pos)
      returning id, field_year_id, name`,
  );
  return new Map(inserted.map((plot) => [`${plot.field_year_id}\u0000${plot.name}`, plot.id]));
}
