// The server side of the notifications bench, run as its own fresh process so its resident
// memory is its own: starts the app over the embedded PostgreSQL (or the PostgreSQL server
// of BENCH_DATABASE_URL when set) with one signed-in user, then answers the parent's requests: `memory` (after a full
// GC), `notify` (raises notifications through the app's own notify(), spaced, and answers
// when each call started) and `stop`.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type {} from '@fastify/websocket';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare-database.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import { notify } from '../apps/server/src/platform/realtime/notify.ts';
// the app's decorations: `notificationBus` (and `websocketServer`, from @fastify/websocket)
import type {} from '../apps/server/src/platform/realtime/register-realtime.ts';
import { openEmbeddedBenchDatabase } from './bench-database.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const PASSWORD = 'Bench-pass1';
// unique per run: BENCH_DATABASE_URL may name a database holding an earlier run's user
const username = `bench-notices-${Date.now()}`;
const database = process.env.BENCH_DATABASE_URL
  ? await createDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' })
  : await openEmbeddedBenchDatabase();
await prepareDatabase(database);
const [user] = await database.db
  .insert(users)
  .values({ username, passwordHash: await hashPassword(PASSWORD) })
  .returning({ id: users.id });
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PLOTLINE_DATA_DIR: 'memory://',
});
const app = await buildApp({ config, database });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${url}/api/v1/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password: PASSWORD }),
});
const { access } = (await login.json()) as { access: string };
const userId = user?.id ?? 0;
process.send?.({ type: 'ready', url, userId, access });

type Request =
  | { type: 'memory' }
  | { type: 'notify'; count: number; spacingMs: number }
  | { type: 'stop' };

process.on('message', async (request: Request) => {
  if (request.type === 'memory') {
    for (let i = 0; i < 3; i++) {
      gc();
      await pause(50);
    }
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send?.({
      type: 'memory',
      rss,
      heapUsed,
      external,
      sockets: app.websocketServer.clients.size,
    });
  } else if (request.type === 'notify') {
    const sent: { id: number; at: number; callMs: number }[] = [];
    for (let n = 0; n < request.count; n++) {
      const at = now();
      const item = await notify(database.db, app.notificationBus, {
        userId,
        type: 'system_notification',
        title: `Уведомление ${n + 1}`,
        message: 'Проверка рассылки',
        status: 'info',
      });
      sent.push({ id: item.data.id, at, callMs: now() - at });
      await pause(request.spacingMs);
    }
    process.send?.({ type: 'notified', sent });
  } else {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
