import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { FieldYearSheet } from '../downloads/load-field-year-sheet.ts';
import type { PlanInReach } from './get-plan-for.ts';

type ItemRow = {
  id: number;
  code: string;
  repetitions: number;
  line: string;
  mother: string | null;
  father: string | null;
};

/**
 * A sowing plan as the sowing list's data (decision 041): one row per booked lot and
 * repetition, named as acceptance names the plots (`<lot code>/<n>`), with the lot's line and
 * its parents, in booking order. No phenotypes or stages: the plots are still to be sown.
 */
export async function loadPlanSheet(db: Db, plan: PlanInReach): Promise<FieldYearSheet> {
  const items = await queryRows<ItemRow>(
    db,
    sql`select i.id, s.code, i.repetitions, l.name as line, m.name as mother, f.name as father
      from sowing_plan_items i
      join seed_lots s on s.id = i.lot_id
      join lines l on l.id = s.line_id
      left join lines m on m.id = l.mother_id
      left join lines f on f.id = l.father_id
      where i.plan_id = ${plan.id}
      order by i.id`,
  );
  const plots = items.flatMap((item) =>
    Array.from({ length: item.repetitions }, (_, i) => ({
      id: item.id,
      base: item.code,
      label: null,
      repetition: i + 1,
      comment: item.code,
      line: item.line,
      mother: item.mother,
      father: item.father,
    })),
  );
  return {
    season: { year: plan.year, fieldName: plan.fieldName, region: plan.region },
    plots,
    phenotypes: [],
    stages: [],
    values: plots.map(() => []),
    dates: plots.map(() => []),
  };
}
