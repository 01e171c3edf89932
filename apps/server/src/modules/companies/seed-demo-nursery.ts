import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fields, plots } from '../../db/schema.ts';
import { ensureFieldYear } from '../fields/ensure-field-year.ts';
import { findOrCreateLines, foldLineName, type Tx } from '../lines/find-or-create-lines.ts';
import { type FeatureKind, resolveFeatures, upsertResults } from '../phenotypes/save-results.ts';
import type { DemoEntry, DemoTrait, DemoTrial } from './demo-trials.ts';

/** A small seeded generator (mulberry32): the same demo on every database. */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
function normalOf(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** What is fixed per entry: yield potential, lateness, per-trait effects, and per season. */
type EntryProfile = {
  potential: number;
  lateness: number;
  traits: number[];
  bySeason: Map<number, number>;
};

function profiles(trial: DemoTrial, normal: () => number): EntryProfile[] {
  return trial.entries.map(() => ({
    potential: normal(),
    lateness: normal(),
    traits: trial.traits.map(() => normal()),
    bySeason: new Map(trial.seasons.map((year) => [year, normal()])),
  }));
}

/**
 * A trait's value on one plot: mean, season, the entry's effect (partly its yield
 * potential, so traits correlate, plus its response to the season) and a plot error.
 */
function traitValue(
  trait: DemoTrait,
  at: { trait: number; entry: number },
  profile: EntryProfile,
  year: number,
  plotError: number,
): number | string {
  if (trait.text) return trait.text(at.entry);
  const follows = trait.followsYield ?? (trait.name === 'урожайность' ? 1 : 0);
  const genetic =
    follows * profile.potential +
    Math.sqrt(1 - follows * follows) * (profile.traits[at.trait] ?? 0) +
    0.35 * (profile.bySeason.get(year) ?? 0);
  const value = trait.mean + (trait.seasons?.[year] ?? 0) + trait.spread * genetic;
  return roundTo(value + trait.noise * plotError, trait.decimals);
}

/** `YYYY-MM-DD` `days` after `MM-DD` of `year`. */
function dayOf(year: number, monthDay: string, days: number): string {
  const date = new Date(`${year}-${monthDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + Math.round(days));
  return date.toISOString().slice(0, 10);
}

/** The trial's lines by folded name, parents first, with mother and father set on crosses. */
async function seedLines(
  tx: Tx,
  trial: DemoTrial,
  owner: { cropId: number; userId: number },
): Promise<Map<string, number>> {
  const parents = trial.entries.flatMap((e) => [e.mother, e.father]).filter(Boolean) as string[];
  const ids = await findOrCreateLines(tx, {
    cropId: owner.cropId,
    names: [...parents, ...trial.entries.map((entry) => entry.line)],
    createdBy: owner.userId,
  });
  const crosses = trial.entries.filter((entry) => entry.mother && entry.father);
  if (crosses.length > 0) {
    const idOf = (name: string | undefined) => ids.get(foldLineName(name ?? '')) ?? 0;
    await tx.execute(sql`
      update lines l set mother_id = t.m, father_id = t.f
      from unnest(${sql.param(crosses.map((e) => idOf(e.line)))}::int[],
        ${sql.param(crosses.map((e) => idOf(e.mother)))}::int[],
        ${sql.param(crosses.map((e) => idOf(e.father)))}::int[]) as t(id, m, f)
      where l.id = t.id`);
  }
  return ids;
}

type SeededPlot = { id: number; entry: number; rep: number };

/**
 * One season's plots: each repetition a block of the entries in its own random order (a
 * randomised complete block design), labelled by block and place (`101`, `102`… `201`…).
 */
async function seedSeasonPlots(
  tx: Tx,
  trial: DemoTrial,
  input: { yearId: number; lineIds: Map<string, number>; userId: number; random: () => number },
): Promise<SeededPlot[]> {
  const count = trial.entries.length;
  const rows = Array.from({ length: trial.repetitions }, (_, rep) => {
    const order = shuffled(count, input.random);
    return order.map((entry, place) => {
      const demo = trial.entries[entry] as DemoEntry;
      return {
        fieldYearId: input.yearId,
        lineId: input.lineIds.get(foldLineName(demo.line)) as number,
        name: `${demo.plot}/${rep + 1}`,
        label: String((rep + 1) * 100 + place + 1),
        repetition: rep + 1,
        position: rep * count + place + 1,
        width: 1.4,
        length: 10,
        createdBy: input.userId,
      };
    });
  }).flat();
  const created = await tx
    .insert(plots)
    .values(rows)
    .returning({ id: plots.id, name: plots.name, repetition: plots.repetition });
  const entryOf = new Map(trial.entries.map((entry, index) => [entry.plot, index]));
  return created.map((plot) => ({
    id: plot.id,
    entry: entryOf.get(plot.name.replace(/\/\d+$/, '')) ?? 0,
    rep: plot.repetition,
  }));
}

function shuffled(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/**
 * Seeds one demo trial (decision 030): the nursery, every season filled with the same
 * entries in randomised blocks, labelled plots, phenotype values with entry, season and
 * plot effects (so models fit but never perfectly), and stage dates in their season.
 */
export async function seedDemoNursery(
  db: Db,
  owner: { companyId: number; cropId: number; userId: number },
  trial: DemoTrial,
): Promise<void> {
  const random = randomOf(trial.seed);
  const normal = normalOf(random);
  const entries = profiles(trial, normal);
  await db.transaction(async (tx) => {
    const [field] = await tx
      .insert(fields)
      .values({
        cropId: owner.cropId,
        companyId: owner.companyId,
        createdBy: owner.userId,
        ...trial.field,
      })
      .returning({ id: fields.id });
    if (!field) throw new Error('demo field not created');
    const lineIds = await seedLines(tx, trial, owner);
    const wanted = new Map<string, Set<FeatureKind>>(
      trial.traits.map((t) => [t.name, new Set([t.text ? 'qualitative' : 'quantitative'])]),
    );
    const { byName } = await resolveFeatures(tx, owner.cropId, wanted);
    for (const year of trial.seasons) {
      const season = await ensureFieldYear(tx, field.id, year);
      const seeded = await seedSeasonPlots(tx, trial, {
        yearId: season.id,
        lineIds,
        userId: owner.userId,
        random,
      });
      const values = seeded.flatMap((plot) =>
        trial.traits.map((trait, index) => ({
          plotId: plot.id,
          brushId: null,
          featureId: byName.get(trait.name)?.id as number,
          value: traitValue(
            trait,
            { trait: index, entry: plot.entry },
            entries[plot.entry] as EntryProfile,
            year,
            normal(),
          ),
          unit: trait.unit,
        })),
      );
      await upsertResults(tx, values);
      const stages = seeded.flatMap((plot) =>
        trial.stages.map((stage) => ({
          plotId: plot.id,
          stage: stage.name,
          date: dayOf(
            year + (stage.yearOffset ?? 0),
            stage.date,
            stage.spread * ((entries[plot.entry] as EntryProfile).lateness + 0.3 * normal()),
          ),
        })),
      );
      await tx.execute(sql`
        insert into plot_stages (plot_id, stage, date)
        select * from unnest(${sql.param(stages.map((s) => s.plotId))}::int[],
          ${sql.param(stages.map((s) => s.stage))}::text[],
          ${sql.param(stages.map((s) => s.date))}::date[])`);
    }
  });
}
