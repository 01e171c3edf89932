import { sql } from 'drizzle-orm';
import { ImportRejected } from '../../platform/excel/problem-list.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import {
  type FeatureKind,
  type ResultRow,
  resolveFeatures,
  upsertResults,
} from '../phenotypes/save-results.ts';
import { insertNewPlotValues, VALUES_PER_STATEMENT } from './insert-new-values.ts';
import type { NurseryWrite } from './write-nursery-rows.ts';

const CHUNK = VALUES_PER_STATEMENT;

/** The file's plots by row index: ids, seasons, and which ones this import created. */
export type WrittenPlots = { ids: Int32Array; seasons: Int32Array; fresh: Uint8Array };

/**
 * Creates or replaces the file's phenotype values (an empty cell leaves a value as it is),
 * creating the crop's missing features with the kinds the checks found. Plots that existed
 * go through `upsertResults` (a value there is replaced); plots this import created cannot
 * hold values yet and take plain inserts (`insertNewPlotValues`, decision 034). The signal
 * is checked between statements.
 * @returns how many values were written
 * @throws ImportRejected when a feature was created with the other kind meanwhile
 */
export async function writeValues(
  tx: Tx,
  input: NurseryWrite,
  plots: WrittenPlots,
): Promise<number> {
  const { layout, rows } = input.sheet;
  const wanted = new Map<string, Set<FeatureKind>>();
  for (const { feature } of layout.phenotypes) {
    const kind = input.kinds.get(feature);
    if (kind) wanted.set(feature, new Set([kind]));
  }
  const { byName, conflicts } = await resolveFeatures(tx, input.cropId, wanted);
  if (conflicts.length > 0) rejectConflicts(input, conflicts);
  const columns = layout.phenotypes.map(({ feature, unit }) => ({
    featureId: byName.get(feature)?.id ?? 0,
    kind: byName.get(feature)?.kind ?? 'quantitative',
    unit,
  }));
  let chunk: ResultRow[] = [];
  let written = 0;
  const flush = async () => {
    input.signal?.throwIfAborted();
    await upsertResults(tx, chunk);
    written += chunk.length;
    chunk = [];
  };
  for (let index = 0; index < rows.length; index++) {
    if (plots.fresh[index] === 1) continue;
    const values = rows[index]?.values ?? [];
    columns.forEach(({ featureId, unit }, column) => {
      const value = values[column];
      if (value === null || value === undefined) return;
      chunk.push({ plotId: plots.ids[index] ?? 0, brushId: null, featureId, value, unit });
    });
    if (chunk.length >= CHUNK) await flush();
  }
  if (chunk.length > 0) await flush();
  const inserted = await insertNewPlotValues(
    tx,
    columns,
    {
      plotIds: plots.ids,
      seasonIds: plots.seasons,
      fresh: plots.fresh,
      values: (index) => rows[index]?.values,
      rowCount: rows.length,
    },
    { signal: input.signal, onChunk: (share) => input.report(0.3 + 0.6 * share) },
  );
  return written + inserted;
}

function rejectConflicts(input: NurseryWrite, conflicts: string[]): never {
  for (const feature of conflicts) {
    const column = input.sheet.layout.phenotypes.find((p) => p.feature === feature)?.column;
    input.sheet.problems.add(1, column ?? null, 'imports.kindChanged', { feature });
  }
  throw new ImportRejected(input.sheet.problems.toList());
}

/**
 * Creates or replaces the file's stage dates (stage names lower-case; an empty cell leaves a
 * date as it is), in chunks of one `unnest` statement each.
 * @returns how many dates were written
 */
export async function writeStages(
  tx: Tx,
  input: NurseryWrite,
  plotIds: Int32Array,
): Promise<number> {
  const { layout, rows } = input.sheet;
  if (layout.stages.length === 0) return 0;
  const plots: number[] = [];
  const stages: string[] = [];
  const dates: string[] = [];
  let written = 0;
  const flush = async () => {
    if (plots.length === 0) return;
    await tx.execute(sql`insert into plot_stages (plot_id, stage, date)
      select * from unnest(${sql.param(plots)}::int[], ${sql.param(stages)}::text[],
        ${sql.param(dates)}::date[])
      on conflict (plot_id, stage) where brush_id is null do update set date = excluded.date`);
    written += plots.length;
    plots.length = stages.length = dates.length = 0;
  };
  for (let index = 0; index < rows.length; index++) {
    rows[index]?.dates.forEach((date, column) => {
      if (date === null) return;
      plots.push(plotIds[index] ?? 0);
      stages.push(layout.stages[column]?.stage ?? '');
      dates.push(date);
    });
    if (plots.length >= CHUNK) {
      input.signal?.throwIfAborted();
      await flush();
    }
  }
  await flush();
  input.report(1);
  return written;
}
