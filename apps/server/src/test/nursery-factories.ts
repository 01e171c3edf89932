import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { crops, features, fields, fieldYears, lines, plotResults, plots } from '../db/schema.ts';

/** Whose rows these are: a company's, or a company-less user's (api-contract §3). */
export type Owner = { companyId: number } | { ownerUserId: number };

/** The owner of what `user` creates: their company, else themselves. */
export function ownerOf(user: { id: number; companyId: number | null }): Owner {
  return user.companyId !== null ? { companyId: user.companyId } : { ownerUserId: user.id };
}

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Inserts a crop of `owner` (default name «Пшеница»). */
export async function buildCrop(db: Db, owner: Owner, values: { russianName?: string } = {}) {
  return first(
    await db
      .insert(crops)
      .values({ ...owner, russianName: values.russianName ?? 'Пшеница' })
      .returning(),
  );
}

/** Inserts a nursery (field) of `crop`, owned like the crop. */
export async function buildField(
  db: Db,
  crop: typeof crops.$inferSelect,
  values: { name?: string; region?: string } = {},
) {
  return first(
    await db
      .insert(fields)
      .values({
        cropId: crop.id,
        companyId: crop.companyId,
        ownerUserId: crop.ownerUserId,
        name: values.name ?? 'Конкурсное испытание',
        region: values.region ?? 'Краснодарский край',
      })
      .returning(),
  );
}

/** Inserts a season of `field` (default 2024); the answer carries the crop id too. */
export async function buildFieldYear(db: Db, field: typeof fields.$inferSelect, year = 2024) {
  const row = first(await db.insert(fieldYears).values({ fieldId: field.id, year }).returning());
  return { ...row, cropId: field.cropId };
}

/** The crop's line of this name, inserted when missing. */
export async function buildLine(db: Db, cropId: number, name: string) {
  await db.insert(lines).values({ cropId, name }).onConflictDoNothing();
  return first(
    await db
      .select()
      .from(lines)
      .where(and(eq(lines.cropId, cropId), eq(lines.name, name))),
  );
}

/**
 * Inserts plots into a field-year, in map order, one line per plot named after the plot
 * without its repetition suffix (`A/1` → line `A`, created when missing).
 */
export async function buildPlots(
  db: Db,
  fieldYear: { id: number; cropId: number },
  names: readonly string[],
) {
  const created: (typeof plots.$inferSelect)[] = [];
  for (const [index, name] of names.entries()) {
    const lineId = (await buildLine(db, fieldYear.cropId, name.split('/')[0] ?? name)).id;
    const values = { fieldYearId: fieldYear.id, lineId, name, position: index + 1 };
    created.push(first(await db.insert(plots).values(values).returning()));
  }
  return created;
}

/** Inserts one plot (see buildPlots). */
export async function buildPlot(db: Db, fieldYear: { id: number; cropId: number }, name = 'A/1') {
  return first(await buildPlots(db, fieldYear, [name]));
}

/**
 * A whole nursery of `owner` in one call: crop (or the given one), field, field-year and
 * plots (default `A/1`, `B/1`). Pass another `fieldName` to add a second field to a crop.
 */
export async function buildNursery(
  db: Db,
  owner: Owner,
  options: {
    crop?: typeof crops.$inferSelect;
    fieldName?: string;
    year?: number;
    plots?: readonly string[];
  } = {},
) {
  const crop = options.crop ?? (await buildCrop(db, owner));
  const field = await buildField(db, crop, { name: options.fieldName });
  const fieldYear = await buildFieldYear(db, field, options.year);
  const plotRows = await buildPlots(db, fieldYear, options.plots ?? ['A/1', 'B/1']);
  return { crop, field, fieldYear, plots: plotRows };
}

/**
 * Inserts a phenotype value of a plot (or of a plant row): a number makes (or needs) a
 * quantitative feature, a text a qualitative one; the feature is created when missing.
 */
export async function buildResult(
  db: Db,
  values: {
    cropId: number;
    plotId: number;
    feature: string;
    value: number | string;
    unit?: string;
    brushId?: number;
  },
) {
  const kind = typeof values.value === 'number' ? 'quantitative' : 'qualitative';
  await db
    .insert(features)
    .values({ cropId: values.cropId, name: values.feature, kind })
    .onConflictDoNothing();
  const [feature] = await db
    .select()
    .from(features)
    .where(and(eq(features.cropId, values.cropId), eq(features.name, values.feature)));
  if (!feature) throw new Error('no feature');
  const isNumber = typeof values.value === 'number';
  return first(
    await db
      .insert(plotResults)
      .values({
        plotId: values.plotId,
        brushId: values.brushId ?? null,
        featureId: feature.id,
        valueFloat: isNumber ? Number(values.value) : null,
        valueText: isNumber ? null : String(values.value),
        valueEntered: String(values.value),
        unit: values.unit ?? '',
      })
      .returning(),
  );
}
