import { setImmediate as nextTurn } from 'node:timers/promises';
import { type FeatureKind, kindOfValue } from '../phenotypes/save-results.ts';
import type { ImportContext } from './load-import-context.ts';
import { fieldKeyOf, fieldYearKeyOf, foldName, plotNameOf } from './nursery-keys.ts';
import type { NurseryRow, NurserySheet } from './read-nursery-sheet.ts';

/**
 * The checks across rows and against the database, after every row was read: nurseries out
 * of reach, a plot given twice, labels given twice or held by another plot, feature kinds,
 * and a line given two different parents. Problems go to `sheet.problems`.
 * The kinds pass (every value of the file) hands the event loop back every
 * ROWS_PER_TURN rows, so other requests are served meanwhile (decision 034).
 * @returns the kind of every feature the file gives values to
 */
export async function checkNurseryRows(
  sheet: NurserySheet,
  context: ImportContext,
): Promise<Map<string, FeatureKind>> {
  checkFieldsInReach(sheet, context);
  const plots = checkPlotsOnce(sheet);
  checkLabels(sheet, context, plots);
  checkParents(sheet, 'mother');
  checkParents(sheet, 'father');
  return checkKinds(sheet, context);
}

function checkFieldsInReach({ rows, layout, problems }: NurserySheet, context: ImportContext) {
  const reported = new Set<string>();
  for (const row of rows) {
    const key = fieldKeyOf(row);
    if (!context.hiddenFields.has(key) || reported.has(key)) continue;
    reported.add(key);
    problems.add(row.row, layout.columns.field ?? null, 'imports.fieldOutOfReach', {
      field: row.field,
    });
  }
}

/** Each plot (season, name, repetition) once. @returns the rows by plot key */
function checkPlotsOnce({ rows, layout, problems }: NurserySheet) {
  const plots = new Map<string, NurseryRow>();
  for (const row of rows) {
    const key = `${fieldYearKeyOf(row)}\u0000${plotNameOf(row)}`;
    const first = plots.get(key);
    if (first) {
      problems.add(row.row, layout.columns.plot ?? null, 'imports.duplicatePlot', {
        plot: plotNameOf(row),
        row: first.row,
      });
    } else plots.set(key, row);
  }
  return plots;
}

/**
 * A label once per season, and not held by a plot of the season that keeps it: a plot
 * outside the file, or one in the file whose label cell is empty or the same.
 */
function checkLabels(sheet: NurserySheet, context: ImportContext, plots: Map<string, NurseryRow>) {
  const column = sheet.layout.columns.label ?? null;
  const seen = new Map<string, NurseryRow>();
  for (const row of sheet.rows) {
    if (row.label === null) continue;
    const season = fieldYearKeyOf(row);
    const first = seen.get(`${season}\u0000${row.label}`);
    if (first) {
      sheet.problems.add(row.row, column, 'imports.duplicateLabel', {
        label: row.label,
        row: first.row,
      });
      continue;
    }
    seen.set(`${season}\u0000${row.label}`, row);
    const holder = context.labelHolders.get(season)?.get(row.label);
    if (holder === undefined || holder === plotNameOf(row)) continue;
    const holderRow = plots.get(`${season}\u0000${holder}`);
    if (holderRow?.label && holderRow.label !== row.label) continue;
    sheet.problems.add(row.row, column, 'imports.labelTaken', { label: row.label, plot: holder });
  }
}

/** One mother (or father) per line across the file; a line's own name is ignored. */
function checkParents({ rows, layout, problems }: NurserySheet, parent: 'mother' | 'father') {
  const column = layout.columns[parent] ?? null;
  const first = new Map<string, NurseryRow>();
  for (const row of rows) {
    const name = row[parent];
    if (name === null || foldName(name) === foldName(row.line)) continue;
    const line = foldName(row.line);
    const earlier = first.get(line);
    if (!earlier) first.set(line, row);
    else if (foldName(earlier[parent] ?? '') !== foldName(name)) {
      problems.add(row.row, column, `imports.${parent}Conflict`, {
        line: row.line,
        other: earlier[parent] ?? '',
        row: earlier.row,
      });
    }
  }
}

/** Rows whose values are classified between two turns of the event loop. */
const ROWS_PER_TURN = 2_000;

/**
 * Spec §5: a feature is quantitative or qualitative, never both (decision 013). An existing
 * feature keeps its kind; a new one is qualitative when any of its values is text. Text given
 * to an existing quantitative feature is reported at its cell; numbers of a qualitative
 * feature are kept as text.
 */
async function checkKinds({ rows, layout, problems }: NurserySheet, context: ImportContext) {
  const kinds = new Map<string, FeatureKind>();
  const columns = layout.phenotypes.map(({ column, feature }) => ({
    column,
    feature,
    known: context.featureKinds.get(feature),
  }));
  for (let index = 0; index < rows.length; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const row = rows[index] as NurseryRow;
    columns.forEach(({ column, feature, known }, position) => {
      const value = row.values[position];
      if (value === null || value === undefined) return;
      if (kindOfValue(value) === 'quantitative') {
        if (!kinds.has(feature)) kinds.set(feature, known ?? 'quantitative');
      } else if (known === 'quantitative') {
        problems.add(row.row, column, 'imports.needsNumber', { feature });
      } else kinds.set(feature, 'qualitative');
    });
  }
  return kinds;
}
