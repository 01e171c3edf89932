import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { MapSource } from '../field-maps/read-map-plots.ts';

/**
 * The soil parameter a season's map is coloured by (decision 044): one of the nursery's
 * tenant's, of the season's year. The caller has checked read access to the season.
 * @throws AppError NOT_FOUND unknown or another tenant's; VALIDATION on `agro_param_id` a
 *   parameter of another year than the season's
 */
export async function getSoilMapSource(
  db: Db,
  season: { fieldId: number; year: number },
  paramId: number,
): Promise<MapSource> {
  const [param] = await queryRows<{ id: number; name: string; year: number }>(
    db,
    sql`select a.id, a.name, a.year from agro_params a join fields f on f.id = ${season.fieldId}
      where a.id = ${paramId}
        and (a.company_id = f.company_id or a.owner_user_id = f.owner_user_id)`,
  );
  if (!param) throw new AppError('NOT_FOUND');
  if (param.year !== season.year) {
    throw fieldError('agro_param_id', 'agro.paramOtherYear', {
      name: param.name,
      param_year: param.year,
      year: season.year,
    });
  }
  return { kind: 'agrochemical', paramId: param.id, fieldId: season.fieldId, name: param.name };
}
