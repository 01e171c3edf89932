import { seedCountries } from '../modules/countries/seed-countries.ts';
import { seedRegions } from '../modules/regions/seed-regions.ts';
import type { DatabaseHandle } from './client.ts';

/** Brings a database up to date: migrations, then the reference data every install needs. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedCountries(database.db);
  await seedRegions(database.db);
}
