import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings, countries, crops } from '../../db/schema.ts';
import { createCompany } from './create-company.ts';
import { BARLEY_TRIAL, SUNFLOWER_TRIAL, WHEAT_TRIAL } from './demo-trials.ts';
import {
  BARLEY_GENOME,
  SUNFLOWER_GENOME,
  seedDemoGenome,
  WHEAT_GENOME,
} from './seed-demo-genome.ts';
import { seedDemoKnowledge } from './seed-demo-knowledge.ts';
import { randomOf, seedDemoNursery } from './seed-demo-nursery.ts';
import { seedDemoStore } from './seed-demo-store.ts';
import { seedDemoWeather } from './seed-demo-weather.ts';

/** The demo sign-in printed on the console of a first start. */
export const DEMO_LOGIN = { username: 'demo', password: 'Plotline-demo1' } as const;

const DEMO_CROPS = [
  { russianName: 'Пшеница озимая', englishName: 'Winter wheat', species: 'Triticum aestivum' },
  { russianName: 'Ячмень яровой', englishName: 'Spring barley', species: 'Hordeum vulgare' },
  { russianName: 'Подсолнечник', englishName: 'Sunflower', species: 'Helianthus annuus' },
];

/** The demo crops' warehouses, in DEMO_CROPS order (names are unique in a company). */
const DEMO_STORES = ['Семенохранилище', 'Склад ячменя', 'Склад гибридов'];

/**
 * Seeds the demo company (head `demo`, country Russia) with three crops and a variety trial
 * of each (decision 030: two seasons of wheat and of sunflower hybrids, one of barley), once
 * per database, with a seed store per crop and the weather and soil of their seasons: a marker in app_settings records that it ran, so deleting demo data does not
 * bring it back.
 * @returns true when it seeded now, false when it had already run
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, 'demo_seeded_at'));
  if (marker) return false;
  // the demo nurseries lie in Krasnodar Krai: the head's country is Russia, whose regions
  // the nursery form offers
  const [russia] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'RU'));
  const { company, head } = await createCompany(db, {
    name: 'Plotline Demo',
    head: {
      ...DEMO_LOGIN,
      firstName: 'Demo',
      lastName: 'Breeder',
      countries: russia ? [russia.id] : [],
    },
  });
  const [wheat, barley, sunflower] = await db
    .insert(crops)
    .values(DEMO_CROPS.map((crop) => ({ ...crop, companyId: company.id, createdBy: head.id })))
    .returning({ id: crops.id });
  const owner = { companyId: company.id, userId: head.id };
  if (wheat) await seedDemoNursery(db, { ...owner, cropId: wheat.id }, WHEAT_TRIAL);
  if (barley) await seedDemoNursery(db, { ...owner, cropId: barley.id }, BARLEY_TRIAL);
  // the crop menu selects the first crop by name: sunflower opens on a working nursery too
  if (sunflower) await seedDemoNursery(db, { ...owner, cropId: sunflower.id }, SUNFLOWER_TRIAL);
  // each crop's seed store holds a lot of every line of its latest season (decision 041)
  for (const [index, crop] of [wheat, barley, sunflower].entries()) {
    if (!crop) continue;
    const name = DEMO_STORES[index] ?? 'Семенохранилище';
    await seedDemoStore(db, { ...owner, cropId: crop.id }, name, randomOf(1009 + index));
  }
  // one weather station serves the three nurseries; each season has its soil analysis (decision 044)
  await seedDemoWeather(db, owner, randomOf(2003));
  // each crop's marker catalogue, typed markers of its latest season, a SNP panel (issue 17)
  const genomes = [WHEAT_GENOME, BARLEY_GENOME, SUNFLOWER_GENOME];
  for (const [index, crop] of [wheat, barley, sunflower].entries()) {
    const genome = genomes[index];
    if (crop && genome) {
      await seedDemoGenome(db, { ...owner, cropId: crop.id }, genome, randomOf(3001 + index));
    }
  }
  if (sunflower) await seedDemoKnowledge(db, { userId: head.id, cropId: sunflower.id });
  await db.insert(appSettings).values({ key: 'demo_seeded_at', value: new Date().toISOString() });
  return true;
}
