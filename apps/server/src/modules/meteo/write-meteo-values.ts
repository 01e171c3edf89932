import type { MeteoValue, MeteoValueBody } from '@plotline/contract/meteo';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import {
  assertSectorWritable,
  getSectorFor,
  sectorsVisibleTo,
} from '../../platform/auth/meteo-policy.ts';

type ValueInput = z.output<typeof MeteoValueBody>;
type ParamRow = { id: number; name: string; sector_id: number };

const keyOf = (param: number, date: string) => `${param}:${date}`;

/** The year a value of `date` (YYYY-MM-DD) belongs to: the season that decides access. */
export const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * The parameters the values are of, all of one sector the user reads.
 * @throws AppError NOT_FOUND a parameter unknown or out of sight; VALIDATION `param` of two
 *   sectors
 */
async function paramsOfOneSector(db: Db, user: CurrentUser, items: readonly ValueInput[]) {
  const ids = [...new Set(items.map((item) => item.param))];
  const params = await queryRows<ParamRow>(
    db,
    sql`select p.id, p.name, p.sector_id from meteo_params p
      join meteo_sectors on meteo_sectors.id = p.sector_id
      where ${anyInt(sql`p.id`, ids)} and ${sectorsVisibleTo(user)}`,
  );
  if (params.length !== ids.length) throw new AppError('NOT_FOUND');
  const sectors = new Set(params.map((param) => param.sector_id));
  if (sectors.size > 1) throw fieldError('param', 'meteo.paramsOfOneSector');
  return new Map(params.map((param) => [param.id, param]));
}

/**
 * Writes daily values (decision 044), all or nothing, and gives them back in the request's
 * order. Every parameter must be of one sector the user may write in the year of every date
 * (403 otherwise); a day already holding a value of the parameter, or given twice, is a 400 on
 * `date` (naming the row of a list) — never an overwrite. One `unnest` insert.
 * @throws AppError NOT_FOUND, PERMISSION_DENIED, VALIDATION as above
 */
export async function writeMeteoValues(
  db: Db,
  user: CurrentUser,
  items: readonly ValueInput[],
  isList: boolean,
): Promise<MeteoValue[]> {
  const params = await paramsOfOneSector(db, user, items);
  const sectorId = (params.values().next().value as ParamRow).sector_id;
  const sector = await getSectorFor(db, user, sectorId, 'write');
  await assertSectorWritable(
    db,
    user,
    sector,
    items.map((item) => yearOf(item.date)),
  );
  const refuse = (index: number, key: 'meteo.valueExists' | 'meteo.valueRepeated', other = 0) => {
    const item = items[index] as ValueInput;
    const name = params.get(item.param)?.name ?? '';
    const row = isList ? index + 1 : undefined;
    return fieldError('date', key, { name, date: item.date, other }, row);
  };
  const first = new Map<string, number>();
  items.forEach((item, index) => {
    const seen = first.get(keyOf(item.param, item.date));
    if (seen !== undefined) throw refuse(index, 'meteo.valueRepeated', seen + 1);
    first.set(keyOf(item.param, item.date), index);
  });
  return db.transaction(async (tx) => {
    const rows = await queryRows<MeteoValue>(
      tx,
      sql`insert into meteo_values (param_id, date, value)
        select x.param_id, x.date, x.value
        from unnest(${sql.param(items.map((item) => item.param))}::int[],
          ${sql.param(items.map((item) => item.date))}::date[],
          ${sql.param(items.map((item) => item.value))}::numeric[]) as x(param_id, date, value)
        on conflict (param_id, date) do nothing
        returning id::int as id, param_id as param, date::text as date, value::float8 as value`,
    );
    const written = new Map(rows.map((row) => [keyOf(row.param, row.date), row]));
    const answer = items.map((item) => written.get(keyOf(item.param, item.date)));
    const taken = answer.indexOf(undefined);
    // rolls the whole request back
    if (taken >= 0) throw refuse(taken, 'meteo.valueExists');
    return answer as MeteoValue[];
  });
}
