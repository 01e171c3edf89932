import type { Genotype, UpdateGenotypesBody } from '@plotline/contract/genotypes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { plotGenotypes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getPlotsFor } from '../../platform/auth/policy.ts';
import { loadGenotypes } from './load-genotypes.ts';

type Item = z.output<typeof UpdateGenotypesBody>['genotypes'][number];

/**
 * Changes allele pairs by `plot_genotype_id` (of plots or plant rows), all in one statement.
 * All or nothing: every pair must exist and belong to a plot the user may edit. When an id
 * repeats, its last entry wins. A pair changed by hand becomes 'manual' (decision 047): the
 * plot's next sequencing file no longer overwrites it.
 * @throws AppError NOT_FOUND an unknown pair or one out of reach
 */
export async function updateGenotypes(
  db: Db,
  user: CurrentUser,
  items: readonly Item[],
): Promise<Genotype[]> {
  const byId = new Map(items.map((item) => [item.plot_genotype_id, item]));
  const ids = [...byId.keys()];
  const owners = await db
    .select({ plotId: plotGenotypes.plotId })
    .from(plotGenotypes)
    .where(anyInt(plotGenotypes.id, ids));
  if (owners.length !== ids.length) throw new AppError('NOT_FOUND');
  await getPlotsFor(
    db,
    user,
    owners.map((row) => row.plotId),
    'write',
  );
  const changes = [...byId.values()];
  await db.execute(sql`
    update plot_genotypes g set first_allele = c.first, second_allele = c.second,
      source = 'manual', depth = null, quality = null
    from unnest(${sql.param(ids)}::int[],
      ${sql.param(changes.map((c) => c.first_allele))}::text[],
      ${sql.param(changes.map((c) => c.second_allele))}::text[]) as c(id, first, second)
    where g.id = c.id`);
  return loadGenotypes(db, ids);
}
