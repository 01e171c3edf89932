// Issue 12 §2: the default install's idle memory. Starts the server as `npm start` does (the
// embedded PostgreSQL and the demo company), signs in and reads the plot table once, waits for
// it to settle, and sums the proportional set size (PSS: shared pages split between the
// processes that share them) of the server and every process under it (PostgreSQL's).
// Target: under 400 MiB.
import { readdirSync, readFileSync } from 'node:fs';
import { startServer } from '../e2e/support/start-server.ts';
import type { Report } from './bench-report.ts';

const TARGET_MIB = 400;

/** The process and all its descendants, from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? 0) ?? []));
  return tree;
}

/** PSS of one process in KiB (0 when it is gone). */
function pssKiB(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Runs the idle-memory benchmark and prints its figure. */
export async function benchIdleMemory(report: Report): Promise<void> {
  const server = await startServer({ SEED_DEMO: 'true' });
  try {
    const login = await fetch(`${server.url}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Plotline-demo1' }),
    });
    const { access } = (await login.json()) as { access: string };
    const headers = { authorization: `Bearer ${access}` };
    const crops = (await (
      await fetch(`${server.url}/api/v1/plotline_db/species_table/`, { headers })
    ).json()) as { data: { spec_id: number }[] };
    await fetch(`${server.url}/api/v1/plotline_db/field_table/?spec_id=${crops.data[0]?.spec_id}`, {
      headers,
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const tree = processTree(server.pid());
    const node = pssKiB(server.pid()) / 1024;
    const total = tree.reduce((sum, pid) => sum + pssKiB(pid), 0) / 1024;
    report('idle memory (server + database, PSS)', total, 'MiB', TARGET_MIB, true);
    console.log(
      `${''.padEnd(34)} server ${node.toFixed(0)} MiB, database ${(total - node).toFixed(0)} MiB in ${tree.length - 1} processes`,
    );
  } finally {
    await server.stop();
  }
}
