import type { AgroValue, AgroValueBody } from '@plotline/contract/meteo';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, fieldError } from '../../errors.ts';
import { type AgroSeason, getAgroSeasonsFor } from '../../platform/auth/agro-policy.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';

type AgroValueInput = z.output<typeof AgroValueBody>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ParamRow = {
  id: number;
  year: number;
  name: string;
  companyId: number | null;
  ownerUserId: number | null;
};

/** The columns of an answered soil value, over `agro_values v`. */
export const AGRO_VALUE_COLUMNS = sql`v.id, v.param_id as param, v.field_id as field,
  v.plot_id as plot, v.date::text as date, v.value::float8 as value`;

const yearOf = (date: string) => Number(date.slice(0, 4));
const seasonKey = (fieldId: number, year: number) => `${fieldId}:${year}`;

/**
 * The seasons the values are written into, all writable, or the request refused: 404 a nursery
 * out of sight, 403 a season only read, 400 on `date` a nursery without the date's season.
 */
async function seasonsFor(
  db: Db,
  user: CurrentUser,
  items: readonly AgroValueInput[],
  rowOf: (index: number) => number | undefined,
): Promise<AgroSeason[]> {
  const keys = [...new Set(items.map((item) => seasonKey(item.field, yearOf(item.date))))];
  const pairs = keys.map((key) => {
    const [fieldId, year] = key.split(':').map(Number);
    return { fieldId: fieldId ?? 0, year: year ?? 0 };
  });
  const seasons = await getAgroSeasonsFor(db, user, pairs, 'write');
  const byKey = new Map(seasons.map((season) => [seasonKey(season.fieldId, season.year), season]));
  return items.map((item, index) => {
    const season = byKey.get(seasonKey(item.field, yearOf(item.date)));
    if (!season?.fieldYearId) {
      throw fieldError('date', 'agro.noSeason', { year: yearOf(item.date) }, rowOf(index));
    }
    return season;
  });
}

/**
 * Refuses what the schema cannot see, reading under `for key share` (a parameter or plot
 * deleted meanwhile waits for the insert, or is found gone): 404 a parameter unknown or of
 * another tenant than the nursery's; 400 naming the row a parameter of another year than the
 * date's, a plot not in the nursery's season of that year, a row repeating an earlier one or
 * a value already stored.
 */
async function refuseBadRows(
  tx: Tx,
  items: readonly AgroValueInput[],
  seasons: readonly AgroSeason[],
  rowOf: (index: number) => number | undefined,
) {
  const params = new Map(
    (
      await queryRows<ParamRow>(
        tx,
        sql`select id, year, name, company_id as "companyId", owner_user_id as "ownerUserId"
          from agro_params where ${anyInt(
            sql`id`,
            items.map((item) => item.param),
          )} for key share`,
      )
    ).map((param) => [param.id, param]),
  );
  const plotIds = items.flatMap((item) => (item.plot ? [item.plot] : []));
  const plots = new Map(
    (
      await queryRows<{ id: number; fieldYearId: number }>(
        tx,
        sql`select id, field_year_id as "fieldYearId" from plots
          where ${anyInt(sql`id`, plotIds)} for key share`,
      )
    ).map((plot) => [plot.id, plot.fieldYearId]),
  );
  await tx.execute(
    sql`select id from fields where ${anyInt(sql`id`, [...new Set(items.map((i) => i.field))])}
      for key share`,
  );
  items.forEach((item, index) => {
    const param = params.get(item.param);
    const season = seasons[index];
    if (
      !param ||
      param.companyId !== season?.companyId ||
      param.ownerUserId !== season?.ownerUserId
    ) {
      throw new AppError('NOT_FOUND');
    }
  });
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const year = yearOf(item.date);
    const param = params.get(item.param) as ParamRow;
    const row = rowOf(index);
    if (param.year !== year) {
      throw fieldError(
        'param',
        'agro.paramOtherYear',
        { name: param.name, param_year: param.year, year },
        row,
      );
    }
    if (item.plot && plots.get(item.plot) !== seasons[index]?.fieldYearId) {
      throw fieldError('plot', 'agro.plotNotInSeason', { year }, row);
    }
    const key = `${item.param}:${item.field}:${item.plot ?? 0}:${item.date}`;
    const other = seen.get(key);
    if (other !== undefined) throw fieldError('date', 'agro.repeatsRow', { other: other + 1 }, row);
    seen.set(key, index);
  });
  const [stored] = await queryRows<{ n: number }>(
    tx,
    sql`select k.n::int as n from ${unnestItems(items)}
      join agro_values v on v.param_id = k.param and v.field_id = k.field
        and coalesce(v.plot_id, 0) = coalesce(k.plot, 0) and v.date = k.date
      order by k.n limit 1`,
  );
  if (stored) {
    const item = items[stored.n - 1] as AgroValueInput;
    const name = params.get(item.param)?.name ?? '';
    throw fieldError('date', 'agro.valueExists', { name, date: item.date }, rowOf(stored.n - 1));
  }
}

/** The items as `unnest(…) with ordinality as k(param, field, plot, date, value, n)`. */
function unnestItems(items: readonly AgroValueInput[]) {
  const column = <T>(pick: (item: AgroValueInput) => T) => sql.param(items.map(pick));
  return sql`unnest(${column((i) => i.param)}::int[], ${column((i) => i.field)}::int[],
    ${column((i) => i.plot ?? null)}::int[], ${column((i) => i.date)}::date[],
    ${column((i) => i.value.toFixed(4))}::numeric[])
    with ordinality as k(param, field, plot, date, value, n)`;
}

/**
 * Writes soil values (decision 044), all or nothing, in one `unnest` insert: each into its
 * nursery's season of the date's year, which the caller must write (owners, view-and-edit
 * grants). `isList`: the request sent a list, so problems name their row (1-based).
 * @returns the stored values, in the order given
 * @throws AppError NOT_FOUND, PERMISSION_DENIED, VALIDATION (see seasonsFor, refuseBadRows)
 */
export async function writeAgroValues(
  db: Db,
  user: CurrentUser,
  items: readonly AgroValueInput[],
  isList: boolean,
): Promise<AgroValue[]> {
  const rowOf = (index: number) => (isList ? index + 1 : undefined);
  const seasons = await seasonsFor(db, user, items, rowOf);
  return db.transaction(async (tx) => {
    await refuseBadRows(tx, items, seasons, rowOf);
    const rows = await queryRows<AgroValue>(
      tx,
      sql`with inserted as (
          insert into agro_values (param_id, field_id, plot_id, date, value)
          select k.param, k.field, k.plot, k.date, k.value from ${unnestItems(items)} order by k.n
          returning *)
        select ${AGRO_VALUE_COLUMNS} from inserted v order by v.id`,
    );
    return rows;
  });
}
