import type { AddHarvestBody, EditHarvestBody, Harvest } from '@plotline/contract/phenotypes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';

type NewHarvest = z.output<typeof AddHarvestBody>['harvest_technologies'][number];
type HarvestChange = z.output<typeof EditHarvestBody>['harvest_technologies'][number];

const RETURNED = sql`id, technology as feature, date_planned::text as date_planned,
  date_real::text as date_real, comment, plot_id as plot`;

/**
 * Adds harvest technologies to plots in one statement over arrays (a season's worth, up to
 * BATCH_HARVEST_MAX entries, decision 027). A technology the plot already has is left as it
 * is and not returned.
 * @returns the entries created, in input order
 */
export async function insertHarvests(db: Db, items: readonly NewHarvest[]): Promise<Harvest[]> {
  return queryRows<Harvest>(
    db,
    sql`insert into harvest_technologies (plot_id, technology, date_planned, date_real, comment)
      select * from unnest(${sql.param(items.map((h) => h.plot))}::int[],
        ${sql.param(items.map((h) => h.feature))}::text[],
        ${sql.param(items.map((h) => h.date_planned))}::date[],
        ${sql.param(items.map((h) => h.date_real))}::date[],
        ${sql.param(items.map((h) => h.comment))}::text[])
      on conflict do nothing
      returning ${RETURNED}`,
  );
}

/**
 * Changes harvest entries by id in one statement: each field given is set, the others kept.
 * When an id repeats, its entries merge in order (a later field wins). Renaming to a
 * technology the plot already has violates `harvest_technologies_plot_technology_key` (a
 * 400 on `harvest_technologies`, errors.ts).
 * @returns the changed entries, by id
 */
export async function updateHarvests(db: Db, items: readonly HarvestChange[]): Promise<Harvest[]> {
  const merged = new Map<number, Partial<HarvestChange>>();
  for (const item of items) {
    const given = Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined));
    merged.set(item.id, { ...merged.get(item.id), ...given });
  }
  const changes = [...merged.entries()];
  const column = <K extends keyof HarvestChange>(key: K) => ({
    given: sql.param(changes.map(([, change]) => change[key] !== undefined)),
    value: sql.param(changes.map(([, change]) => change[key] ?? null)),
  });
  const feature = column('feature');
  const planned = column('date_planned');
  const real = column('date_real');
  const comment = column('comment');
  await db.execute(sql`update harvest_technologies h set
      technology = case when c.set_feature then c.feature else h.technology end,
      date_planned = case when c.set_planned then c.planned else h.date_planned end,
      date_real = case when c.set_real then c.real else h.date_real end,
      comment = case when c.set_comment then c.comment else h.comment end
    from unnest(${sql.param(changes.map(([id]) => id))}::int[],
      ${feature.given}::bool[], ${feature.value}::text[],
      ${planned.given}::bool[], ${planned.value}::date[],
      ${real.given}::bool[], ${real.value}::date[],
      ${comment.given}::bool[], ${comment.value}::text[])
      as c(id, set_feature, feature, set_planned, planned, set_real, real, set_comment, comment)
    where h.id = c.id`);
  return queryRows<Harvest>(
    db,
    sql`select ${RETURNED} from harvest_technologies
      where id = any(${sql.param(changes.map(([id]) => id))}::int[]) order by id`,
  );
}
