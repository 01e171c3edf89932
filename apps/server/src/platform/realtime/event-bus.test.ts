import type { NotificationItem } from '@plotline/contract/notifications';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../db/client.ts';
import { buildUser } from '../../test/factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { type BusEvent, createEventBus, type EventBus, NOTIFY_CHANNEL } from './event-bus.ts';
import { notify } from './notify.ts';

const logged: unknown[] = [];
const log = {
  error: (entry: unknown) => logged.push(entry),
  warn: (entry: unknown) => logged.push(entry),
} as unknown as FastifyBaseLogger;

let database: DatabaseHandle;
let bus: EventBus;

const item = (id: number): NotificationItem => ({
  type: 'data_updated',
  data: { id, title: 't', message: '', is_ack: false, created_at: '', status: 'info' },
});

/** Waits until `check` holds, polling every 10 ms, for at most `ms`. */
async function eventually(check: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(async () => {
  await (await buildTestApp()).close();
  database = await getTestDatabase();
  bus = await createEventBus(database, log);
});
afterEach(() => bus.close());

describe('event bus', () => {
  it("delivers to the user's subscribers only, until they unsubscribe", async () => {
    const got: [string, number][] = [];
    const stopA = bus.subscribe(1, (event) => got.push(['a', event.item.data.id]));
    bus.subscribe(1, (event) => got.push(['b', event.item.data.id]));
    bus.subscribe(2, (event) => got.push(['other', event.item.data.id]));
    await bus.publish(1, item(10));
    await eventually(() => got.length === 2);
    stopA();
    await bus.publish(1, item(11));
    await eventually(() => got.length === 3);
    expect(got).toEqual([
      ['a', 10],
      ['b', 10],
      ['b', 11],
    ]);
  });

  it('serialises each event once and survives a listener that throws', async () => {
    const events: BusEvent[] = [];
    bus.subscribe(1, () => {
      throw new Error('broken socket');
    });
    bus.subscribe(1, (event) => events.push(event));
    await bus.publish(1, item(12));
    await eventually(() => events.length === 1);
    expect(events[0]).toEqual({ userId: 1, item: item(12), text: JSON.stringify(item(12)) });
    expect(logged.at(-1)).toMatchObject({ userId: 1, err: { message: 'broken socket' } });
  });

  it('listens again after its connection was cut', async () => {
    const user = await buildUser(database.db, { username: 'listener' });
    const got: number[] = [];
    bus.subscribe(user.id, (event) => got.push(event.item.data.id));
    await queryRows(
      database.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query = ${`listen ${NOTIFY_CHANNEL}`} and pid <> pg_backend_pid()`,
    );
    // events sent while nobody listens are lost; keep sending until one arrives again
    const deadline = Date.now() + 5000;
    while (got.length === 0 && Date.now() < deadline) {
      const sent = await notify(database.db, bus, {
        userId: user.id,
        type: 'data_updated',
        title: 'снова',
        message: '',
        status: 'info',
      });
      await eventually(() => got.includes(sent.data.id), 300).catch(() => undefined);
    }
    expect(got.length).toBeGreaterThan(0);
  });
});
