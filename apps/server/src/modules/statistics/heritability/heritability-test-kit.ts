import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { features, lines, plotResults, plots } from '../../../db/schema.ts';
import { getTestDatabase } from '../../../test/test-app.ts';

/** The golden folder of the statistics routes (R scripts and their frozen answers). */
const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden');

/** One plot of heritability-plots.csv (made by golden/heritability.R). */
export type GoldenPlot = {
  season: number;
  plot: string;
  line: string;
  yield: number | undefined;
  height: number | undefined;
};

/** The trait names the tests give the CSV's columns. */
export const YIELD = 'урожай';
export const HEIGHT = 'высота';

/** The plots of the golden trial, in file order (seasons, then lines, then repetitions). */
export function readGoldenPlots(): GoldenPlot[] {
  const [, ...rows] = readFileSync(join(GOLDEN, 'heritability-plots.csv'), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  const value = (cell: string | undefined) => (cell ? Number(cell) : undefined);
  return rows.map((row) => {
    const [season, plot, line, , yieldCell, heightCell] = row.split(',');
    return {
      season: Number(season),
      plot: (plot ?? '').replaceAll('"', ''),
      line: (line ?? '').replaceAll('"', ''),
      yield: value(yieldCell),
      height: value(heightCell),
    };
  });
}

/** R's frozen answers (golden/heritability.json). */
export function readGoldenAnswers() {
  return JSON.parse(readFileSync(join(GOLDEN, 'heritability.json'), 'utf8')) as GoldenAnswers;
}

export type GoldenFit = {
  n: number;
  logLik: number;
  components: { name: string; variance: number }[];
  overall_mean: number;
  cullis: number;
  standard?: number | null | 'NA';
  mean_pev_difference: number;
  lines: { name: string; blup: number; pev: number }[];
};

export type GoldenAnswers = {
  one_season: { yield: GoldenFit; height: GoldenFit };
  fixed: { yield: GoldenFit; height: GoldenFit };
  random: { yield: GoldenFit };
  correlations: { genotypic: { r: number }; phenotypic: number; plots: number };
};

/**
 * Plants the golden plots into the seasons (`seasonIds[year]`): lines of the crop by name,
 * plots in file order, and the two traits' values, in a few statements.
 */
export async function plantGoldenTrial(
  cropId: number,
  seasonIds: Record<number, number>,
  golden: readonly GoldenPlot[],
) {
  const { db } = await getTestDatabase();
  const names = [...new Set(golden.map((p) => p.line))];
  await db
    .insert(lines)
    .values(names.map((name) => ({ cropId, name })))
    .onConflictDoNothing();
  const lineRows = await db
    .select()
    .from(lines)
    .where(and(eq(lines.cropId, cropId), inArray(lines.name, names)));
  const lineId = new Map(lineRows.map((row) => [row.name, row.id]));
  const created = await db
    .insert(plots)
    .values(
      golden.map((p, index) => ({
        fieldYearId: seasonIds[p.season] ?? 0,
        lineId: lineId.get(p.line) ?? 0,
        name: p.plot,
        position: index + 1,
      })),
    )
    .returning({ id: plots.id });
  await db
    .insert(features)
    .values([YIELD, HEIGHT].map((name) => ({ cropId, name, kind: 'quantitative' as const })))
    .onConflictDoNothing();
  const featureRows = await db.select().from(features).where(eq(features.cropId, cropId));
  const featureId = (name: string) => featureRows.find((row) => row.name === name)?.id ?? 0;
  const results = golden.flatMap((p, index) =>
    (
      [
        [YIELD, p.yield],
        [HEIGHT, p.height],
      ] as const
    ).flatMap(([name, value]) =>
      value === undefined
        ? []
        : [
            {
              plotId: created[index]?.id ?? 0,
              featureId: featureId(name),
              valueFloat: value,
              valueEntered: String(value),
              unit: '',
            },
          ],
    ),
  );
  await db.insert(plotResults).values(results);
  return { lineIds: lineId };
}

/** Asserts a relative error ≤ `tolerance` (1e-6; REML optima 1e-5). */
export function expectNear(actual: number, expected: number, label: string, tolerance = 1e-6) {
  const allowed = tolerance * Math.abs(expected) || 1e-10;
  expect(Math.abs(actual - expected), `${label}: ${actual} vs R ${expected}`).toBeLessThanOrEqual(
    allowed,
  );
}
