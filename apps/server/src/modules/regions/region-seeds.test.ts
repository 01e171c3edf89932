import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries, regions } from '../../db/schema.ts';
import { getTestDatabase } from '../../test/test-app.ts';
import { REGION_SEEDS } from './region-seeds.ts';
import { seedRegions } from './seed-regions.ts';

const ALL = Object.entries(REGION_SEEDS).flatMap(([country, list]) =>
  list.map((region) => ({ country, ...region })),
);

async function countsByCountry() {
  const { db } = await getTestDatabase();
  const rows = await db
    .select({ code: countries.code, count: sql<number>`count(*)::int` })
    .from(regions)
    .innerJoin(countries, eq(countries.id, regions.countryId))
    .groupBy(countries.code);
  return Object.fromEntries(rows.map((row) => [row.code, row.count]));
}

describe('region data file', () => {
  it('lists every Russian federal subject of ISO 3166-2:RU, Italy’s 20 regions and Spain’s 19', () => {
    expect(REGION_SEEDS.RU).toHaveLength(83);
    expect(REGION_SEEDS.IT).toHaveLength(20);
    expect(REGION_SEEDS.ES).toHaveLength(19);
  });

  it('has unique ISO 3166-2 codes of the right country', () => {
    expect(new Set(ALL.map((r) => r.code)).size).toBe(ALL.length);
    for (const region of ALL) {
      const pattern = region.country === 'IT' ? /^IT-\d{2}$/ : /^(RU|ES)-[A-Z]{2,3}$/;
      expect(region.code, region.code).toMatch(pattern);
      expect(region.code.startsWith(`${region.country}-`), region.code).toBe(true);
    }
  });

  it('has trimmed, non-empty names, unique per language and country', () => {
    for (const [country, list] of Object.entries(REGION_SEEDS)) {
      for (const language of ['ru', 'en', 'it', 'es'] as const) {
        const names = list.map((r) => r[language] ?? r.en);
        for (const name of names) expect(name.trim(), `${country} ${language}`).toBe(name);
        expect(new Set(names).size, `${country} ${language}`).toBe(list.length);
      }
    }
  });

  it('writes Russian names in Cyrillic and leaves out Italian/Spanish names equal to English', () => {
    for (const region of ALL) {
      expect(region.ru, region.code).toMatch(/^[А-Яа-яЁё][А-Яа-яЁё\s\-—()']*$/);
      expect(region.it, region.code).not.toBe(region.en);
      expect(region.es, region.code).not.toBe(region.en);
    }
  });
});

describe('seedRegions', () => {
  it('seeds Russia (83), Italy (20) and Spain (19) at start', async () => {
    expect(await countsByCountry()).toEqual({ RU: 83, IT: 20, ES: 19 });
  });

  it('is idempotent: running again adds nothing and keeps ids', async () => {
    const { db } = await getTestDatabase();
    const before = await db.select({ id: regions.id, code: regions.code }).from(regions);
    await seedRegions(db);
    await seedRegions(db);
    const after = await db.select({ id: regions.id, code: regions.code }).from(regions);
    expect(after.sort((a, b) => a.id - b.id)).toEqual(before.sort((a, b) => a.id - b.id));
  });

  it('restores names from the data file (a corrected name reaches existing installs)', async () => {
    const { db } = await getTestDatabase();
    await db
      .update(regions)
      .set({ names: { ru: 'старое', en: 'old' } })
      .where(eq(regions.code, 'RU-KDA'));
    await seedRegions(db);
    const [row] = await db.select().from(regions).where(eq(regions.code, 'RU-KDA'));
    expect(row?.names).toEqual({
      ru: 'Краснодарский край',
      en: 'Krasnodar Krai',
      it: 'Territorio di Krasnodar',
      es: 'Krai de Krasnodar',
    });
  });
});
