import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fields, plots } from '../../db/schema.ts';
import { ensureFieldYear } from '../fields/ensure-field-year.ts';
import { findOrCreateLines, foldLineName } from '../lines/find-or-create-lines.ts';
import { type FeatureKind, resolveFeatures, upsertResults } from '../phenotypes/save-results.ts';

const LINES = 24;
const REPETITIONS = 3;
type DemoFeature = {
  name: string;
  unit: string;
  value: (line: number, rep: number) => number | string;
};

/** Traits of the wheat trial. */
export const WHEAT_TRAITS: DemoFeature[] = [
  {
    name: 'урожайность',
    unit: 'ц/га',
    value: (l, r) => round(52 + ((l * 7) % 19) + wobble(l, r) * 3),
  },
  {
    name: 'высота растений',
    unit: 'см',
    value: (l, r) => round(78 + ((l * 5) % 23) + wobble(l, r) * 4),
  },
  {
    name: 'масса 1000 зерен',
    unit: 'г',
    value: (l, r) => round(38 + ((l * 3) % 11) + wobble(l, r)),
  },
  { name: 'полегание', unit: 'балл', value: (l) => 1 + (l % 5) },
  { name: 'окраска колоса', unit: '', value: (l) => (l % 3 === 0 ? 'красная' : 'белая') },
];

/** Traits of the sunflower trial. */
export const SUNFLOWER_TRAITS: DemoFeature[] = [
  {
    name: 'урожайность',
    unit: 'ц/га',
    value: (l, r) => round(28 + ((l * 7) % 13) + wobble(l, r) * 2),
  },
  { name: 'масличность', unit: '%', value: (l, r) => round(46 + ((l * 3) % 7) + wobble(l, r)) },
  {
    name: 'высота растений',
    unit: 'см',
    value: (l, r) => round(150 + ((l * 11) % 40) + wobble(l, r) * 6),
  },
  {
    name: 'диаметр корзинки',
    unit: 'см',
    value: (l, r) => round(17 + ((l * 5) % 9) + wobble(l, r)),
  },
  { name: 'окраска семянок', unit: '', value: (l) => (l % 4 === 0 ? 'полосатая' : 'черная') },
];

/** A repeatable small deviation in −1..1 for a line and repetition. */
function wobble(line: number, rep: number): number {
  return Math.sin(line * 12.9898 + rep * 78.233) % 1;
}
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A season of a competitive variety trial for the demo: 24 lines × 3 repetitions with the
 * given traits (four numeric, one text), emergence and heading/flowering dates.
 */
export async function seedDemoNursery(
  db: Db,
  owner: { companyId: number; cropId: number; userId: number },
  traits: DemoFeature[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [field] = await tx
      .insert(fields)
      .values({
        cropId: owner.cropId,
        companyId: owner.companyId,
        createdBy: owner.userId,
        name: 'КСИ-1',
        region: 'Краснодарский край',
        subregion: 'Усть-Лабинский район',
        type: 'competitive',
        width: 12,
      })
      .returning({ id: fields.id });
    if (!field) throw new Error('demo field not created');
    await ensureFieldYear(tx, field.id, 2024);
    const year = await ensureFieldYear(tx, field.id, 2025);
    const names = Array.from({ length: LINES }, (_, i) => `Демо-${String(i + 1).padStart(2, '0')}`);
    const lineIds = await findOrCreateLines(tx, {
      cropId: owner.cropId,
      names,
      createdBy: owner.userId,
    });
    const rows = names.flatMap((name, line) =>
      Array.from({ length: REPETITIONS }, (_, rep) => ({
        fieldYearId: year.id,
        lineId: lineIds.get(foldLineName(name)) as number,
        name: `Делянка ${line + 1}/${rep + 1}`,
        repetition: rep + 1,
        position: rep * LINES + line + 1,
        width: 1.5,
        length: 10,
        createdBy: owner.userId,
      })),
    );
    const created = await tx
      .insert(plots)
      .values(rows)
      .returning({ id: plots.id, name: plots.name });
    const wanted = new Map<string, Set<FeatureKind>>(
      traits.map((f) => [
        f.name,
        new Set([
          typeof f.value(1, 1) === 'number' ? 'quantitative' : 'qualitative',
        ] as FeatureKind[]),
      ]),
    );
    const { byName } = await resolveFeatures(tx, owner.cropId, wanted);
    const values = created.flatMap((plot, index) => {
      const line =
        index % LINES === 0 ? Math.floor(index / REPETITIONS) : Math.floor(index / REPETITIONS);
      const rep = (index % REPETITIONS) + 1;
      return traits.map((feature) => ({
        plotId: plot.id,
        brushId: null,
        featureId: byName.get(feature.name)?.id as number,
        value: feature.value(line + 1, rep),
        unit: feature.unit,
      }));
    });
    await upsertResults(tx, values);
    await tx.execute(sql`
      insert into plot_stages (plot_id, stage, date)
      select id, 'всходы', date '2024-10-12' + (id % 3) from plots where field_year_id = ${year.id}
      union all
      select id, 'колошение', date '2025-05-14' + (id % 9) from plots where field_year_id = ${year.id}`);
  });
}
