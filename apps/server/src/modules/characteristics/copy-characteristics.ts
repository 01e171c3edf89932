import { CHARACTERISTICS_KEYS, type CharacteristicGroup } from '@plotline/contract/characteristics';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';

/**
 * The statement of each group: copy the plot-level rows of the source plots onto the target
 * plots of the same name, replacing a target row with the same key (feature, stage or
 * technology) and leaving every other target row alone (decision 012).
 */
function copyStatement(group: CharacteristicGroup, from: number, to: number): SQL {
  const pairs = sql`plots s join plots t on t.field_year_id = ${to} and t.name = s.name`;
  if (group === 'phenotypes') {
    return sql`insert into plot_results
        (plot_id, brush_id, field_year_id, feature_id, value_float, value_text, value_entered, unit)
      select t.id, null, t.field_year_id, r.feature_id, r.value_float, r.value_text, r.value_entered, r.unit
      from plot_results r join ${pairs} on s.id = r.plot_id
      where s.field_year_id = ${from} and r.brush_id is null
      on conflict (plot_id, feature_id) where brush_id is null do update set
        value_float = excluded.value_float, value_text = excluded.value_text,
        value_entered = excluded.value_entered, unit = excluded.unit
      returning 1`;
  }
  if (group === 'stages') {
    return sql`insert into plot_stages (plot_id, brush_id, stage, date, comment)
      select t.id, null, r.stage, r.date, r.comment
      from plot_stages r join ${pairs} on s.id = r.plot_id
      where s.field_year_id = ${from} and r.brush_id is null
      on conflict (plot_id, stage) where brush_id is null do update set
        date = excluded.date, comment = excluded.comment
      returning 1`;
  }
  return sql`insert into harvest_technologies (plot_id, technology, date_planned, date_real, comment)
    select t.id, r.technology, r.date_planned, r.date_real, r.comment
    from harvest_technologies r join ${pairs} on s.id = r.plot_id
    where s.field_year_id = ${from}
    on conflict (plot_id, technology) do update set date_planned = excluded.date_planned,
      date_real = excluded.date_real, comment = excluded.comment
    returning 1`;
}

/**
 * Copies one group of characteristics (phenotype values, stages or harvest technologies)
 * from the plots of one field-year to the plots of the same name in another, in one
 * statement. Both field-years must be editable by the user and belong to the same crop.
 * @returns how many target rows were written (created or replaced)
 * @throws AppError NOT_FOUND a field-year out of reach; VALIDATION `year_to_id` the same
 *   field-year or another crop's
 */
export async function copyCharacteristics(
  db: Db,
  user: CurrentUser,
  input: { year_from_id: number; year_to_id: number; characteristic_group: CharacteristicGroup },
): Promise<number> {
  const from = await getFieldYearFor(db, user, input.year_from_id, 'write');
  const to = await getFieldYearFor(db, user, input.year_to_id, 'write');
  if (from.id === to.id) throw fieldError('year_to_id', CHARACTERISTICS_KEYS.sameYear);
  if (from.cropId !== to.cropId) throw fieldError('year_to_id', CHARACTERISTICS_KEYS.otherCrop);
  const statement = copyStatement(input.characteristic_group, from.id, to.id);
  const [row] = await queryRows<{ copied: number }>(
    db,
    sql`with written as (${statement}) select count(*)::int as copied from written`,
  );
  return row?.copied ?? 0;
}
