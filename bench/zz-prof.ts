import { createDb } from '../apps/server/src/db/client.ts';
import { getLineFor } from '../apps/server/src/platform/auth/policy.ts';
import { loadPedigree } from '../apps/server/src/modules/pedigree/load-pedigree.ts';
import { users } from '../apps/server/src/db/schema.ts';
const database = await createDb({ databaseUrl: 'postgres://root@127.0.0.1:5432/plotline_bench_pedigree', dataDir: 'memory://' });
const db = database.db;
const [u] = await db.select().from(users);
const user = { id: u!.id, companyId: null, role: null, divisionId: null, isSuperAdmin: false } as any;
for (let k = 0; k < 5; k++) {
  let t = performance.now();
  await getLineFor(db, user, 48100, 'read');
  const policy = performance.now() - t;
  t = performance.now();
  const p = await loadPedigree(db, user, { lineId: 48100, depth: 10, parents: true, offsprings: true });
  const total = performance.now() - t;
  t = performance.now();
  JSON.stringify(p);
  console.log(JSON.stringify({ policy, total, json: performance.now() - t }));
}
await database.close();
