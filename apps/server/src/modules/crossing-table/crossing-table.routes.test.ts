import { CrossResult, type CrossRow } from '@plotline/contract/crossing-table';
import { normalSurvival } from '@plotline/stats/distributions/distributions';
import { evaluateCrosses } from '@plotline/stats/genome/crossing/evaluate-crosses';
import { selectionIntensity } from '@plotline/stats/genome/crossing/selection-intensity';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { features, lines, markerEffects, mutations, plotGenotypes } from '../../db/schema.ts';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

// Issue 19, decision 054: four lines typed at two catalogue markers (A: GG/CC → doses 2, 0;
// B: AA/TT → 0, 2; C: AG/CT → 1, 1; D untyped), yield 50/40/45/45 (baseline 45) and height on
// their plots. Yield weights: M1 +2 (GWAS) and +3 (by hand: the hand one wins), M2 −1; height
// M2 +5. Panel mean dose 1 at both markers. Hand values of DH/RIL progeny:
//   A×B yield: E doses 1, 1 → mean 45; Var 1, 1 → σ² = 9 + 1 = 10
//   A×C yield: E 1.5, 0.5 → mean 45 + 1.5 + 0.5 = 47; Var 0.75, 0.75 → σ² = 7.5
//   B×C yield: E 0.5, 1.5 → mean 43; σ² = 7.5

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let line: Record<'A' | 'B' | 'C' | 'D', number>;
let yieldId: number;
let heightId: number;
let markerIds: [number, number];

const I = selectionIntensity(0.1);

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app);
  ({ api, cropId } = nursery);
  const { db } = await getTestDatabase();
  const plots = await buildPlots(db, { id: nursery.yearId, cropId }, ['A/1', 'B/1', 'C/1', 'D/1']);
  line = Object.fromEntries(
    plots.map((plot) => [plot.name.split('/')[0], plot.lineId as number]),
  ) as typeof line;
  for (const [name, origin] of [
    ['A', 'Russia'],
    ['B', 'Russia'],
    ['C', 'Italy'],
    ['D', 'Russia'],
  ])
    await db
      .update(lines)
      .set({ origin })
      .where(eq(lines.id, line[name as 'A']));
  const yields = [50, 40, 45, 45];
  for (const [i, plot] of plots.entries()) {
    await buildResult(db, {
      cropId,
      plotId: plot.id,
      feature: 'урожай',
      value: yields[i] as number,
      unit: 'ц/га',
    });
    await buildResult(db, { cropId, plotId: plot.id, feature: 'высота', value: 100 + i });
  }
  const ids = await db
    .select({ id: features.id, name: features.name })
    .from(features)
    .where(eq(features.cropId, cropId));
  yieldId = ids.find((f) => f.name === 'урожай')?.id as number;
  heightId = ids.find((f) => f.name === 'высота')?.id as number;
  const markers = await db
    .insert(mutations)
    .values([
      { cropId, name: 'M1', chr: '1', pos: 10, refAllele: 'A', altAllele: 'G' },
      { cropId, name: 'M2', chr: '2', pos: 20, refAllele: 'C', altAllele: 'T' },
    ])
    .returning({ id: mutations.id });
  markerIds = [markers[0]?.id as number, markers[1]?.id as number];
  const typed: [number, number, string, string][] = [
    [0, 0, 'G', 'G'],
    [0, 1, 'C', 'C'],
    [1, 0, 'A', 'A'],
    [1, 1, 'T', 'T'],
    [2, 0, 'A', 'G'],
    [2, 1, 'C', 'T'],
  ];
  await db.insert(plotGenotypes).values(
    typed.map(([p, m, first, second]) => ({
      plotId: plots[p]?.id as number,
      mutationId: markerIds[m] as number,
      firstAllele: first,
      secondAllele: second,
    })),
  );
  const effect = (m: number, featureId: number, value: number, source: 'gwas' | 'manual') => ({
    cropId,
    mutationId: markerIds[m] as number,
    featureId,
    effect: value,
    source,
  });
  await db
    .insert(markerEffects)
    .values([
      effect(0, yieldId, 2, 'gwas'),
      effect(0, yieldId, 3, 'manual'),
      effect(1, yieldId, -1, 'gwas'),
      effect(1, heightId, 5, 'gwas'),
    ]);
});
afterEach(() => app.close());

async function table(body: Record<string, unknown>) {
  const answer = await api('POST', 'cross_result/', { spec_id: cropId, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return CrossResult.parse(answer.json());
}

const pair = (result: CrossResult, a: number, b: number) =>
  result.crosses.find(
    (c) => (c.mother_id === a && c.father_id === b) || (c.mother_id === b && c.father_id === a),
  );

describe('cross_result/', () => {
  it('ranks every cross of the genotyped lines by usefulness, with the hand-computed values', async () => {
    const result = await table({ feature_ids: [yieldId] });
    expect(result.traits).toEqual([
      {
        feature_id: yieldId,
        name: 'урожай',
        unit: 'ц/га',
        baseline: 45,
        check: 45,
        lower_is_better: false,
        markers: 2,
      },
    ]);
    expect(result.markers_used).toBe(2);
    expect(result.lines_without_genotype).toEqual(['D']);
    expect(result.total_crosses).toBe(3);
    expect(result.selection_intensity).toBeCloseTo(1.7549833, 6);
    const names = result.crosses.map((c) => [c.mother_name, c.father_name].sort().join('×'));
    expect(names).toEqual(['A×C', 'A×B', 'B×C']);
    const ab = pair(result, line.A, line.B)?.traits[0];
    expect(ab?.mean).toBeCloseTo(45, 10);
    expect(ab?.sd).toBeCloseTo(Math.sqrt(10), 10);
    expect(ab?.uc).toBeCloseTo(45 + I * Math.sqrt(10), 10);
    expect(ab?.p_beat).toBeCloseTo(0.5, 10);
    const ac = pair(result, line.A, line.C)?.traits[0];
    expect(ac?.mean).toBeCloseTo(47, 10);
    expect(ac?.sd).toBeCloseTo(Math.sqrt(7.5), 10);
    expect(pair(result, line.B, line.C)?.traits[0]?.mean).toBeCloseTo(43, 10);
  });

  it('equals the engine on the same doses and weights, two traits, a check line and 5 %', async () => {
    const result = await table({
      feature_ids: [heightId, yieldId],
      check_line_id: line.A,
      selected_fraction: 0.05,
      sort_by: 'mean',
      mother_ids: [line.A, line.B],
      father_ids: [line.C, line.B],
    });
    // engine rows: A, B, C; check A: yield 45 + 3·1 − 1·(−1) = 49, height 101.5 + 5·(0 − 1)
    const engine = evaluateCrosses({
      m: 2,
      doses: Float64Array.from([2, 0, 0, 2, 1, 1]),
      panelMeans: Float64Array.from([1, 1]),
      traits: [
        { effects: Float64Array.from([0, 5]), baseline: 101.5, check: 96.5 },
        { effects: Float64Array.from([3, -1]), baseline: 45, check: 49 },
      ],
      mothers: [0, 1],
      fathers: [2, 1],
      intensity: selectionIntensity(0.05),
    });
    expect(result.traits.map((t) => t.check)).toEqual([96.5, 49]);
    expect(result.total_crosses).toBe(engine.mother.length);
    const ids = [line.A, line.B, line.C];
    for (let c = 0; c < engine.mother.length; c += 1) {
      const row = pair(
        result,
        ids[engine.mother[c] as number] as number,
        ids[engine.father[c] as number] as number,
      );
      for (const t of [0, 1]) {
        expect(row?.traits[t]?.mean).toBeCloseTo(engine.mean[c * 2 + t] as number, 10);
        expect(row?.traits[t]?.sd).toBeCloseTo(engine.sd[c * 2 + t] as number, 10);
        expect(row?.traits[t]?.uc).toBeCloseTo(engine.uc[c * 2 + t] as number, 10);
        expect(row?.traits[t]?.p_beat).toBeCloseTo(engine.pBeat[c * 2 + t] as number, 10);
      }
    }
    const ac = pair(result, line.A, line.C)?.traits[1];
    expect(ac?.p_beat).toBeCloseTo(normalSurvival((49 - 47) / Math.sqrt(7.5)), 10);
    const means = result.crosses.map((c) => c.traits[0]?.mean as number);
    expect(means).toEqual([...means].sort((a, b) => b - a));
  });

  it('ranks the lowest progeny first for a trait where lower is better, P(beat) the complement', async () => {
    const higher = await table({ feature_ids: [yieldId, heightId] });
    const lower = await table({ feature_ids: [yieldId, heightId], lower_is_better: [yieldId] });
    expect(lower.traits.map((t) => t.lower_is_better)).toEqual([true, false]);
    const names = (result: CrossResult) =>
      result.crosses.map((c) => [c.mother_name, c.father_name].sort().join('×'));
    expect(names(higher)).toEqual(['A×C', 'A×B', 'B×C']);
    // UC = μ − i·σ: B×C 43 − 1.755·√7.5 = 38.19, A×B 45 − 1.755·√10 = 39.45, A×C 42.19
    expect(names(lower)).toEqual(['B×C', 'A×B', 'A×C']);
    const byMean = await table({
      feature_ids: [yieldId],
      lower_is_better: [yieldId],
      sort_by: 'mean',
    });
    expect(byMean.crosses.map((c) => c.traits[0]?.mean)).toEqual([43, 45, 47]);
    const bc = pair(lower, line.B, line.C)?.traits;
    expect(bc?.[0]?.mean).toBeCloseTo(43, 10);
    expect(bc?.[0]?.uc).toBeCloseTo(43 - I * Math.sqrt(7.5), 10);
    // P(a progeny line < 45) = Φ(2/√7.5) = 1 − P(> 45)
    expect(bc?.[0]?.p_beat).toBeCloseTo(1 - normalSurvival(2 / Math.sqrt(7.5)), 10);
    for (const [a, b] of [
      [line.A, line.B],
      [line.A, line.C],
      [line.B, line.C],
    ] as const) {
      const up = pair(higher, a, b)?.traits as CrossRow['traits'];
      const down = pair(lower, a, b)?.traits as CrossRow['traits'];
      expect(down[0]?.p_beat).toBeCloseTo(1 - (up[0]?.p_beat as number), 10);
      expect(down[0]?.uc).toBeCloseTo(2 * (up[0]?.mean as number) - (up[0]?.uc as number), 10);
      expect(down[1]).toEqual(up[1]);
    }
    const csv = await api(
      'POST',
      'cross_result_csv/',
      { spec_id: cropId, feature_ids: [yieldId], lower_is_better: [yieldId] },
      { 'accept-language': 'en' },
    );
    const rows = csv.body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toContain('"урожай, ц/га (lower is better): mean"');
    expect(rows[1]?.split(',').slice(0, 2).sort()).toEqual(['B', 'C']);
  });

  it('filters the parents by origin and takes a region’s own weights first', async () => {
    const { db } = await getTestDatabase();
    const [region] = await queryRows<{ id: number }>(
      db,
      sql`select id from regions order by id limit 1`,
    );
    await db.insert(markerEffects).values({
      cropId,
      mutationId: markerIds[0],
      featureId: yieldId,
      regionId: region?.id,
      effect: 10,
      source: 'gwas',
    });
    const result = await table({ feature_ids: [yieldId], country: 'russ', region_id: region?.id });
    expect(result.crosses.map((c) => [c.mother_name, c.father_name])).toEqual([['A', 'B']]);
    expect(result.lines_without_genotype).toEqual(['D']);
    // M1 10 (the region's), M2 −1: σ² = 100 + 1; the region's fields measured nothing: all fields
    expect(result.crosses[0]?.traits[0]?.sd).toBeCloseTo(Math.sqrt(101), 10);
    expect(result.traits[0]?.baseline).toBe(45);
  });

  it('answers the table as a CSV with translated headers and a BOM', async () => {
    const body = { spec_id: cropId, feature_ids: [yieldId], limit: 1 };
    const answer = await api('POST', 'cross_result_csv/', body, { 'accept-language': 'ru' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain('attachment');
    const text = answer.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Мать,Отец,"урожай, ц/га: среднее","урожай, ц/га: ст. откл.","урожай, ц/га: UC (полезность)","урожай, ц/га: P(> стандарта)"',
    );
    expect(rows).toHaveLength(4);
    const [mother, father, mean] = (rows[1] as string).split(',');
    expect([mother, father].sort()).toEqual(['A', 'C']);
    expect(Number(mean)).toBeCloseTo(47, 6);
    const en = await api('POST', 'cross_result_csv/', body, { 'accept-language': 'en' });
    expect(en.body.slice(1).split('\r\n')[0]).toContain('Mother,Father,"урожай, ц/га: mean"');
  });
});

describe('cross_result/ refusals', () => {
  it('answers 400 naming feature_ids when a trait has no weights in the region', async () => {
    const { db } = await getTestDatabase();
    const [colour] = await db
      .insert(features)
      .values({ cropId, name: 'окраска', kind: 'quantitative' })
      .returning();
    const answer = await api(
      'POST',
      'cross_result/',
      { spec_id: cropId, feature_ids: [yieldId, colour?.id] },
      { 'accept-language': 'en' },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      feature_ids: ['No alleles with weights in the region for: окраска.'],
    });
  });

  it('answers 400 naming lower_is_better when it holds a trait not chosen', async () => {
    const answer = await api(
      'POST',
      'cross_result/',
      { spec_id: cropId, feature_ids: [yieldId], lower_is_better: [heightId] },
      { 'accept-language': 'en' },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      lower_is_better: [`Trait ${heightId} is not among the chosen traits.`],
    });
    const ru = await api(
      'POST',
      'cross_result_csv/',
      { spec_id: cropId, feature_ids: [yieldId], lower_is_better: [heightId] },
      { 'accept-language': 'ru' },
    );
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({
      lower_is_better: [`Признак ${heightId} не входит в выбранные признаки.`],
    });
  });

  it('answers 400 for bad input, never a 500', async () => {
    const post = (body: Record<string, unknown>) =>
      api('POST', 'cross_result/', { spec_id: cropId, feature_ids: [yieldId], ...body });
    const cases: [Record<string, unknown>, string][] = [
      [{ feature_ids: [] }, 'feature_ids'],
      [{ feature_ids: [1, 2, 3, 4, 5, 6] }, 'feature_ids'],
      [{ feature_ids: [2147483647] }, 'feature_ids'],
      [{ region_id: 2147483647 }, 'region_id'],
      [{ selected_fraction: 1 }, 'selected_fraction'],
      [{ sort_by: 'name' }, 'sort_by'],
      [{ lower_is_better: ['x'] }, 'lower_is_better'],
      [{ lower_is_better: [2147483647] }, 'lower_is_better'],
      [{ check_line_id: line.D }, 'check_line_id'],
      [{ mother_ids: [line.D] }, 'mother_ids'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json())).toEqual([field]);
    }
  });

  it('answers 404 for another tenant’s crop or line', async () => {
    const stranger = await setUpStranger(app);
    const theirs = await stranger('POST', 'cross_result/', {
      spec_id: cropId,
      feature_ids: [yieldId],
    });
    expect(theirs.statusCode).toBe(404);
    const csv = await stranger('POST', 'cross_result_csv/', {
      spec_id: cropId,
      feature_ids: [yieldId],
    });
    expect(csv.statusCode).toBe(404);
    const strangerCrop: number = (
      await stranger('POST', 'species_table/', { russian_name: 'Рожь' })
    ).json().spec_id;
    const { db } = await getTestDatabase();
    const [foreign] = await db
      .insert(lines)
      .values({ cropId: strangerCrop, name: 'X' })
      .returning();
    const answer = await api('POST', 'cross_result/', {
      spec_id: cropId,
      feature_ids: [yieldId],
      father_ids: [foreign?.id],
    });
    expect(answer.statusCode).toBe(404);
  });
});
