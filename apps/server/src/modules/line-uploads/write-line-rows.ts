import { LINE_RECORD_NAME_MAX_LENGTH } from '@plotline/contract/lines';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lines } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { linesVisibleTo } from '../../platform/auth/policy.ts';
import { ImportRejected } from '../../platform/excel/problem-list.ts';
import { findOrCreateLines, foldLineName, type Tx } from '../lines/find-or-create-lines.ts';
import { findPedigreeLoop } from '../lines/find-pedigree-loop.ts';
import { LINE_TEXT_FIELDS, type LineRow, type LineSheet } from './read-line-sheet.ts';

/** What a line upload did. */
export type LineCounts = { rows: number; created: number; updated: number };

type Existing = {
  id: number;
  name: string;
  isSort: boolean;
  regions: string[];
  texts: Record<string, string>;
  mother: string | null;
  father: string | null;
  writable: boolean;
};

/** Rows one update statement carries. */
const UPDATE_CHUNK = 2000;

const foldedName = sql`replace(lower(btrim(${lines.name})), 'ё', 'е')`;

/** The crop's lines with these folded names, with their record and the caller's write access. */
async function loadExisting(
  tx: Tx,
  cropId: number,
  user: CurrentUser,
  folded: string[],
): Promise<Map<string, Existing>> {
  const mothers = alias(lines, 'mothers');
  const fathers = alias(lines, 'fathers');
  const rows = await tx
    .select({
      id: lines.id,
      name: lines.name,
      isSort: lines.isSort,
      regions: lines.regions,
      species: lines.species,
      origin: lines.origin,
      uniformity: lines.uniformity,
      heterotic_group: lines.heteroticGroup,
      genealogy: lines.genealogy,
      owner: lines.owner,
      comments: lines.comments,
      herbicides: lines.herbicides,
      fungicides: lines.fungicides,
      mother: mothers.name,
      father: fathers.name,
      writable: sql<boolean>`${linesVisibleTo(user, 'write')}`,
    })
    .from(lines)
    .leftJoin(mothers, eq(mothers.id, lines.motherId))
    .leftJoin(fathers, eq(fathers.id, lines.fatherId))
    .where(and(eq(lines.cropId, cropId), sql`${foldedName} = any(${sql.param(folded)}::text[])`));
  return new Map(
    rows.map((row) => [
      foldLineName(row.name),
      {
        id: row.id,
        name: row.name,
        isSort: row.isSort,
        regions: row.regions,
        texts: Object.fromEntries(LINE_TEXT_FIELDS.map((field) => [field, row[field]])),
        mother: row.mother,
        father: row.father,
        writable: Boolean(row.writable),
      },
    ]),
  );
}

const sameName = (a: string | null, b: string | null) =>
  (a === null ? null : foldLineName(a)) === (b === null ? null : foldLineName(b));

/** The fields of `row` that differ from the stored line (all of them for a new line). */
function changesOf(row: LineRow, line: Existing | undefined): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of LINE_TEXT_FIELDS) {
    const value = row.texts[field];
    if (value !== undefined && (!line || line.texts[field] !== value)) changes[field] = value;
  }
  if (row.regions && (!line || row.regions.join('\u0000') !== line.regions.join('\u0000'))) {
    changes.regions = row.regions;
  }
  if (row.isSort !== undefined && (!line || line.isSort !== row.isSort)) {
    changes.is_sort = row.isSort;
  }
  if (row.mother !== undefined && (!line || !sameName(line.mother, row.mother))) {
    changes.mother = row.mother;
  }
  if (row.father !== undefined && (!line || !sameName(line.father, row.father))) {
    changes.father = row.father;
  }
  return changes;
}

/** Applies changes (`{id, …fields}`, parents as ids) in statements of UPDATE_CHUNK lines. */
async function updateLines(tx: Tx, changes: Record<string, unknown>[], signal?: AbortSignal) {
  const set = (field: string, cast: string) =>
    sql.raw(
      `${field} = case when v->'${field}' is not null then (v->>'${field}')::${cast} else l.${field} end`,
    );
  for (let start = 0; start < changes.length; start += UPDATE_CHUNK) {
    signal?.throwIfAborted();
    const chunk = changes.slice(start, start + UPDATE_CHUNK);
    await tx.execute(sql`
      update lines l set
        ${sql.join(
          LINE_TEXT_FIELDS.map((field) => set(field, 'text')),
          sql`, `,
        )},
        ${set('is_sort', 'boolean')},
        ${set('mother_id', 'int')},
        ${set('father_id', 'int')},
        regions = case when v->'regions' is not null
          then array(select jsonb_array_elements_text(v->'regions')) else l.regions end
      from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) as e(v)
      where l.id = (v->>'id')::int`);
  }
}

/**
 * Writes a checked line file inside the caller's transaction, all or nothing: missing lines
 * (rows, parents, the inner crosses of pedigrees) are created for the caller; existing rows
 * get the file's columns; a row that would change a line the caller may not write, or parent
 * links that make a line its own ancestor, are problems: ImportRejected rolls back everything.
 */
export async function writeLineRows(
  tx: Tx,
  input: {
    cropId: number;
    user: CurrentUser;
    sheet: LineSheet;
    signal?: AbortSignal;
  },
): Promise<LineCounts> {
  const { rows, layout, problems } = input.sheet;
  const { user, cropId, signal } = input;
  const inner = new Map<string, { name: string; mother: string; father: string }>();
  for (const row of rows) {
    for (const cross of row.crosses.slice(0, -1)) inner.set(foldLineName(cross.name), cross);
  }
  const named = new Set<string>();
  const nameOf = new Map<string, string>();
  const note = (name: string | null | undefined) => {
    if (!name) return;
    named.add(foldLineName(name));
    if (!nameOf.has(foldLineName(name))) nameOf.set(foldLineName(name), name);
  };
  for (const row of rows) [row.name, row.mother, row.father].forEach(note);
  for (const cross of inner.values()) [cross.name, cross.mother, cross.father].forEach(note);
  const existing = await loadExisting(tx, cropId, user, [...named]);
  signal?.throwIfAborted();

  // a new line's name is at most 100 characters (existing ones may be longer, from plots)
  for (const row of rows) {
    for (const role of ['name', 'mother', 'father'] as const) {
      const name = row[role];
      if (!name || name.length <= LINE_RECORD_NAME_MAX_LENGTH) continue;
      if (existing.has(foldLineName(name))) continue;
      problems.add(row.row, layout[role] ?? null, 'errors.maxLength', {
        n: LINE_RECORD_NAME_MAX_LENGTH,
      });
    }
  }
  const rowChanges = rows.map((row) => {
    const line = existing.get(foldLineName(row.name));
    const changes = changesOf(row, line);
    if (line && !line.writable && Object.keys(changes).length > 0) {
      problems.add(row.row, layout.name ?? null, 'lineUploads.notWritable', { line: line.name });
    }
    return { row, line, changes };
  });
  if (!problems.isEmpty) throw new ImportRejected(problems.toList());

  const missing = [...named].filter((folded) => !existing.has(folded));
  const ids = await findOrCreateLines(tx, {
    cropId,
    names: missing.map((folded) => nameOf.get(folded) as string),
    createdBy: user.id,
    divisionId: user.divisionId,
  });
  for (const [folded, line] of existing) ids.set(folded, line.id);
  const idOf = (name: string | null) =>
    name === null ? null : (ids.get(foldLineName(name)) ?? null);
  signal?.throwIfAborted();

  const updates: Record<string, unknown>[] = [];
  let updated = 0;
  for (const { row, line, changes } of rowChanges) {
    if (Object.keys(changes).length === 0) continue;
    if (line) updated++;
    const { mother, father, ...rest } = changes as Record<string, unknown> & {
      mother?: string | null;
      father?: string | null;
    };
    updates.push({
      id: idOf(row.name),
      ...rest,
      ...(mother === undefined ? {} : { mother_id: idOf(mother) }),
      ...(father === undefined ? {} : { father_id: idOf(father) }),
    });
  }
  // inner crosses: a new one gets its parents and its Purdy name as genealogy; one that
  // existed only gets the links it lacks, when the caller may write it
  const rowNames = new Set(rows.map((row) => foldLineName(row.name)));
  for (const [folded, cross] of inner) {
    if (rowNames.has(folded)) continue;
    const line = existing.get(folded);
    if (!line) {
      updates.push({
        id: idOf(cross.name),
        genealogy: cross.name,
        mother_id: idOf(cross.mother),
        father_id: idOf(cross.father),
      });
    } else if (line.writable && (line.mother === null || line.father === null)) {
      updates.push({
        id: line.id,
        ...(line.mother === null ? { mother_id: idOf(cross.mother) } : {}),
        ...(line.father === null ? { father_id: idOf(cross.father) } : {}),
      });
      updated++;
    }
  }
  await updateLines(tx, updates, signal);
  signal?.throwIfAborted();

  const linked = updates
    .filter((update) => 'mother_id' in update || 'father_id' in update)
    .map((update) => update.id as number);
  const loop = await findPedigreeLoop(tx, linked);
  if (loop) {
    const inLoop = new Set(loop.map(foldLineName));
    const at = rows.find((row) => inLoop.has(foldLineName(row.name))) ?? rows[0];
    const column = layout.mother ?? layout.genealogy ?? layout.father ?? layout.name ?? null;
    problems.add(at?.row ?? null, column, 'lines.pedigreeLoop', { loop: loop.join(' → ') });
    throw new ImportRejected(problems.toList());
  }
  return { rows: rows.length, created: missing.length, updated };
}
