import type { ImportCounts } from '@plotline/contract/imports';
import { FIELD_WIDTH_DEFAULT } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldsVisibleTo } from '../../platform/auth/policy.ts';
import { ImportRejected } from '../../platform/excel/problem-list.ts';
import { showNewCharacteristics } from '../characteristics/show-new-characteristics.ts';
import type { ResolvedDesign } from '../field-maps/place-by-design.ts';
import { findOrCreateLines, foldLineName, type Tx } from '../lines/find-or-create-lines.ts';
import { findPedigreeLoop } from '../lines/find-pedigree-loop.ts';
import type { FeatureKind } from '../phenotypes/save-results.ts';
import { fieldKeyOf, fieldYearKeyOf, foldName } from './nursery-keys.ts';
import type { NurseryRow, NurserySheet } from './read-nursery-sheet.ts';
import { writePlots } from './write-plots.ts';
import { writeStages, writeValues } from './write-values.ts';

/** Everything the write phase of an upload needs; the sheet has passed every check. */
export type NurseryWrite = {
  cropId: number;
  owner: { companyId: number | null; ownerUserId: number | null };
  user: CurrentUser;
  sheet: NurserySheet;
  kinds: Map<string, FeatureKind>;
  /**
   * Map width (plots per row) given with the upload: set on nurseries the file creates
   * (default 20) and on those it adds a season to (decision 013); absent, those keep theirs.
   */
  width?: number;
  sortMethod: number;
  /** Placement of the new plots by a design, season by season (replaces `sortMethod`). */
  design?: ResolvedDesign;
  /** Share of the write phase done, 0..1. */
  report: (share: number) => void;
  /** Checked between statements; aborting throws its reason (the transaction rolls back). */
  signal?: AbortSignal;
};

/**
 * Writes a checked nursery sheet inside the caller's transaction, in bulk (`unnest`, one
 * statement per table and chunk): nurseries and seasons created when missing, lines by name
 * with their parents, plots created or updated, then phenotype values and stage dates.
 * @throws ImportRejected when a feature's kind changed since the checks (rolls back)
 */
export async function writeNurseryRows(tx: Tx, input: NurseryWrite): Promise<ImportCounts> {
  const { rows } = input.sheet;
  const fieldsByKey = await upsertFields(tx, input);
  const seasons = await upsertFieldYears(tx, rows, fieldsByKey.ids);
  if (input.width !== undefined && seasons.newIn.length > 0) {
    await tx.execute(sql`update fields set width = ${input.width}::int
      where id = any(${sql.param(seasons.newIn)}::int[])`);
  }
  const lineIds = await upsertLines(tx, input);
  input.report(0.1);
  const plots = await writePlots(tx, input, seasons.ids, lineIds);
  input.report(0.3);
  const values = await writeValues(tx, input, plots);
  const stages = await writeStages(tx, input, plots.ids);
  const { layout } = input.sheet;
  await showNewCharacteristics(
    tx,
    [...new Set(seasons.ids.values())],
    [
      ...new Set(layout.phenotypes.map(({ feature }) => `feature:${feature}`)),
      ...new Set(layout.stages.map(({ stage }) => `stage:${stage}`)),
    ],
  );
  return {
    rows: rows.length,
    fields_created: fieldsByKey.created,
    years_created: seasons.created,
    plots_created: plots.created,
    plots_updated: plots.updated,
    values_written: values,
    stages_written: stages,
    field_years: seasons.list,
  };
}

/** The file's nurseries by key, created in the crop (owned like it) when missing. */
async function upsertFields(tx: Tx, input: NurseryWrite) {
  const byKey = new Map(input.sheet.rows.map((row) => [fieldKeyOf(row), row]));
  const first = [...byKey.values()];
  const created = await queryRows<{ id: number }>(
    tx,
    sql`insert into fields (crop_id, company_id, owner_user_id, division_id, created_by, name,
        region, width)
      select ${input.cropId}::int, ${input.owner.companyId}::int, ${input.owner.ownerUserId}::int,
        ${input.user.divisionId}::int, ${input.user.id}::int, n, r,
        ${input.width ?? FIELD_WIDTH_DEFAULT}::int
      from unnest(${sql.param(first.map((row) => row.field))}::text[],
        ${sql.param(first.map((row) => row.region))}::text[]) as t(n, r)
      on conflict do nothing returning id`,
  );
  const found = await queryRows<{ id: number; name: string; region: string }>(
    tx,
    sql`select id, name, region from fields where crop_id = ${input.cropId}::int
      and ${fieldsVisibleTo(input.user, 'manage')}
      and (replace(lower(btrim(name)), 'ё', 'е'), replace(lower(btrim(region)), 'ё', 'е')) in
        (select * from unnest(${sql.param(first.map((row) => foldName(row.field)))}::text[],
          ${sql.param(first.map((row) => foldName(row.region)))}::text[]))`,
  );
  const ids = new Map(found.map((f) => [fieldKeyOf({ field: f.name, region: f.region }), f.id]));
  if (ids.size !== byKey.size) throw new Error('a nursery of the file is out of reach');
  return { ids, created: created.length };
}

/**
 * The file's seasons by key, created when missing and locked against concurrent imports.
 * @returns also the nurseries that got a new season (`newIn`)
 */
async function upsertFieldYears(tx: Tx, rows: NurseryRow[], fieldIds: Map<string, number>) {
  const byKey = new Map(rows.map((row) => [fieldYearKeyOf(row), row]));
  const pairs = [...byKey.values()].map((row) => ({
    fieldId: fieldIds.get(fieldKeyOf(row)) ?? 0,
    year: row.year,
  }));
  const fieldParam = sql.param(pairs.map((pair) => pair.fieldId));
  const yearParam = sql.param(pairs.map((pair) => pair.year));
  const created = await queryRows<{ field_id: number }>(
    tx,
    sql`insert into field_years (field_id, year)
      select * from unnest(${fieldParam}::int[], ${yearParam}::int[])
      on conflict do nothing returning field_id`,
  );
  const found = await queryRows<{ id: number; field_id: number; year: number }>(
    tx,
    sql`select fy.id, fy.field_id, fy.year from field_years fy
      join unnest(${fieldParam}::int[], ${yearParam}::int[]) as u(f, y)
        on fy.field_id = u.f and fy.year = u.y
      order by fy.id for update of fy`,
  );
  const idOf = new Map(found.map((row) => [`${row.field_id}\u0000${row.year}`, row.id]));
  const ids = new Map(
    [...byKey.keys()].map((key, index) => {
      const pair = pairs[index];
      return [key, idOf.get(`${pair?.fieldId}\u0000${pair?.year}`) ?? 0];
    }),
  );
  const list = found.map((row) => ({ field_id: row.field_id, year_id: row.id, year: row.year }));
  const newIn = [...new Set(created.map((row) => row.field_id))];
  return { ids, created: created.length, list, newIn };
}

/**
 * The lines of the file by folded name, created when missing, with the parents the file
 * gives (an empty parent cell leaves the line's parent as it is).
 */
async function upsertLines(tx: Tx, input: NurseryWrite) {
  const { rows } = input.sheet;
  const names = rows.flatMap((row) => [row.line, row.mother ?? '', row.father ?? '']);
  const ids = await findOrCreateLines(tx, {
    cropId: input.cropId,
    names,
    createdBy: input.user.id,
    divisionId: input.user.divisionId,
  });
  const parents = new Map<number, { mother: number | null; father: number | null }>();
  for (const row of rows) {
    const lineId = ids.get(foldLineName(row.line)) ?? 0;
    const parentId = (name: string | null) =>
      name === null || foldName(name) === foldName(row.line)
        ? null
        : (ids.get(foldLineName(name)) ?? null);
    const known = parents.get(lineId);
    parents.set(lineId, {
      mother: known?.mother ?? parentId(row.mother),
      father: known?.father ?? parentId(row.father),
    });
  }
  const given = [...parents].filter(([, p]) => p.mother !== null || p.father !== null);
  if (given.length > 0) {
    await tx.execute(sql`update lines l set mother_id = coalesce(u.m, l.mother_id),
        father_id = coalesce(u.f, l.father_id)
      from unnest(${sql.param(given.map(([id]) => id))}::int[],
        ${sql.param(given.map(([, p]) => p.mother))}::int[],
        ${sql.param(given.map(([, p]) => p.father))}::int[]) as u(id, m, f)
      where l.id = u.id`);
    const loop = await findPedigreeLoop(
      tx,
      given.map(([id]) => id),
    );
    if (loop) rejectLoop(input.sheet, loop);
  }
  return ids;
}

/**
 * A line of the file made its own ancestor: the problem goes on the first row of a line of
 * the loop, at its mother column (decision 036).
 */
function rejectLoop(sheet: NurserySheet, loop: readonly string[]): never {
  const inLoop = new Set(loop.map(foldLineName));
  const at = sheet.rows.find(
    (row) => inLoop.has(foldLineName(row.line)) && (row.mother || row.father),
  );
  const column =
    (at?.father && !at.mother ? sheet.layout.columns.father : sheet.layout.columns.mother) ?? null;
  sheet.problems.add(at?.row ?? null, column, 'lines.pedigreeLoop', { loop: loop.join(' → ') });
  throw new ImportRejected(sheet.problems.toList());
}
