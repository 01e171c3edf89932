// The notification channel (issue 7, decision 021): 1,000 WebSocket clients of one user on one
// server, then notifications raised through the server's own notify(); measures the fan-out
// latency from the notify call to each client's receipt (p50/p99) and the server's resident
// memory per open socket. Server and clients run in processes of their own (a fresh server
// per database, so its memory is its own; clients split over two event loops, as browsers
// would not share one). On the embedded PostgreSQL, then, when a PostgreSQL server answers, on
// it; both deliver every event through pg_notify and the LISTEN connection.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { benchDatabaseUrl } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const CLIENTS = 1000;
const CLIENT_PROCESSES = 2;
const NOTIFICATIONS = 50;
/** Pause between notifications, so each fan-out is measured on its own. */
const SPACING_MS = 40;
const TARGETS = { p50Ms: 50, p99Ms: 100, perSocketKiB: 64 };

type Memory = { rss: number; heapUsed: number; external: number; sockets: number };
type Sent = { id: number; at: number; callMs: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Starts one of the bench's child scripts with an IPC channel. */
function startChild(script: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, script)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  /** Sends `request` (if any) and resolves with the child's next message of `type`. */
  const ask = <T>(type: string, request?: object) =>
    new Promise<T>((done, fail) => {
      const onExit = (code: number | null) => fail(new Error(`${script} exited (${code})`));
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        done(message as T);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (request) child.send(request);
    });
  return { child, ask };
}

async function measure(label: string, databaseUrl: string, report: Report) {
  const server = startChild('notifications-server.ts', { BENCH_DATABASE_URL: databaseUrl });
  const { url, userId, access } = await server.ask<{ url: string; userId: number; access: string }>(
    'ready',
  );
  const clientEnv = { BENCH_URL: url, BENCH_USER_ID: String(userId), BENCH_TOKEN: access };
  try {
    const before = await server.ask<Memory>('memory', { type: 'memory' });
    const clients = Array.from({ length: CLIENT_PROCESSES }, () =>
      startChild('notifications-clients.ts', {
        ...clientEnv,
        BENCH_COUNT: String(CLIENTS / CLIENT_PROCESSES),
      }),
    );
    await Promise.all(clients.map((client) => client.ask('ready')));
    // every token checked and every socket subscribed before the first notification
    let after = await server.ask<Memory>('memory', { type: 'memory' });
    for (let tries = 0; after.sockets < CLIENTS; tries++) {
      if (tries > 50) throw new Error(`${label}: only ${after.sockets} sockets subscribed`);
      after = await server.ask<Memory>('memory', { type: 'memory' });
    }

    const { sent } = await server.ask<{ sent: Sent[] }>('notified', {
      type: 'notify',
      count: NOTIFICATIONS,
      spacingMs: SPACING_MS,
    });
    await new Promise((done) => setTimeout(done, 500));
    const answers = await Promise.all(
      clients.map((client) =>
        client.ask<{ receipts: [number, number[]][] }>('receipts', { type: 'report' }),
      ),
    );
    const sentAt = new Map(sent.map((s) => [s.id, s.at]));
    const latencies = answers
      .flatMap((answer) => answer.receipts)
      .flatMap(([id, times]) => times.map((at) => at - (sentAt.get(id) ?? Number.NaN)))
      .sort((a, b) => a - b);
    const expected = CLIENTS * NOTIFICATIONS;
    if (latencies.length !== expected) {
      throw new Error(`${label}: ${latencies.length} of ${expected} messages arrived`);
    }
    const perSocket = (bytes: number) => bytes / CLIENTS / 1024;
    const p = (n: number) => percentile(latencies, n);
    report(`notify fan-out p50 (${label}, 1000 ws)`, p(50), 'ms', TARGETS.p50Ms, true);
    report(`notify fan-out p99 (${label}, 1000 ws)`, p(99), 'ms', TARGETS.p99Ms, true);
    const rss = perSocket(after.rss - before.rss);
    report(`server RSS per socket (${label})`, rss, 'KiB', TARGETS.perSocketKiB, true);
    const calls = sent.map((s) => s.callMs).sort((a, b) => a - b);
    const heap = perSocket(after.heapUsed + after.external - before.heapUsed - before.external);
    console.log(
      `${''.padEnd(34)} max ${p(100).toFixed(1)} ms over ${expected} receipts; notify() call ` +
        `p50 ${percentile(calls, 50).toFixed(1)} ms; JS heap+external per socket ${heap.toFixed(1)} KiB`,
    );
  } finally {
    await server.ask('never', { type: 'stop' }).catch(() => undefined);
  }
}

/** The notification channel on the embedded PostgreSQL, then on PostgreSQL when one answers. */
export async function benchNotifications(report: Report): Promise<void> {
  await measure('embedded', '', report);
  const databaseUrl = await benchDatabaseUrl('plotline_bench_notifications');
  if (!databaseUrl) {
    console.log('notifications on PostgreSQL: skipped (no server at 127.0.0.1:5432)');
    return;
  }
  await measure('PostgreSQL', databaseUrl, report);
}
