import type { SeasonIndicesRow } from '@plotline/contract/meteo-analytics';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldYearsVisibleTo, getCropFor } from '../../platform/auth/policy.ts';
import { readSeasonIndices } from './read-season-indices.ts';

/**
 * The indices table of a crop's year (decision 044): one row per season of the crop's
 * nurseries in `year` the user reads (owned, or granted), nurseries in name order — a grantee
 * sees their seasons only. Another tenant's crop is a 404.
 */
export async function readIndicesTable(
  db: Db,
  user: CurrentUser,
  cropId: number,
  year: number,
): Promise<SeasonIndicesRow[]> {
  const crop = await getCropFor(db, user, cropId);
  const seasons = await queryRows<{ id: number }>(
    db,
    sql`select field_years.id from field_years join fields on fields.id = field_years.field_id
      where fields.crop_id = ${crop.id} and field_years.year = ${year}
        and ${fieldYearsVisibleTo(user, 'read')}
      order by fields.name, fields.id`,
  );
  const indices = await readSeasonIndices(
    db,
    seasons.map((season) => season.id),
  );
  return seasons.flatMap(({ id }) => {
    const season = indices.get(id);
    if (!season) return [];
    return [
      {
        field_id: season.fieldId,
        field_name: season.fieldName,
        year_id: season.yearId,
        sector: season.sector,
        gdd_base: season.gddBase,
        date_from: season.dateFrom,
        date_to: season.dateTo,
        season: season.season,
        intervals: season.intervals.map((interval) => ({
          from_stage: interval.fromStage,
          to_stage: interval.toStage,
          date_from: interval.dateFrom,
          date_to: interval.dateTo,
          indices: interval.indices,
        })),
      },
    ];
  });
}
