import type { NotificationItem } from '@plotline/contract/notifications';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';
import { findNotificationItem } from './present-notification.ts';

/** The PostgreSQL channel every server process of one database listens on (decision 021). */
export const NOTIFY_CHANNEL = 'plotline_notifications';
/**
 * Largest NOTIFY payload sent whole; PostgreSQL refuses 8000 bytes and more. A bigger one
 * carries only the ids and each listening process loads the row.
 */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7900;
/** Wait before listening again after the LISTEN connection was lost. */
const RELISTEN_DELAY_MS = 1000;

/** One notification for one user, with its socket message serialised once for every socket. */
export type BusEvent = { userId: number; item: NotificationItem; text: string };
export type BusListener = (event: BusEvent) => void;

/**
 * Fans notifications out to this process's subscribers by user id: published through
 * `pg_notify` and delivered from the LISTEN connection only, so every process sharing the
 * database (this one included) delivers each event exactly once to its own sockets.
 */
export type EventBus = {
  /** Sends the item to every subscriber of `userId` in every process. Not inside a transaction. */
  publish: (userId: number, item: NotificationItem) => Promise<void>;
  /** @returns a function that unsubscribes */
  subscribe: (userId: number, listener: BusListener) => () => void;
  close: () => Promise<void>;
};

/** Payload on the channel: the whole item when it fits, else its id to be loaded. */
type Wire = { u: number; item?: NotificationItem; id?: number };

/**
 * The bus of a server (LISTEN is running when this resolves).
 * @throws when the LISTEN connection cannot be opened at start
 */
export async function createEventBus(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const listeners = new Map<number, Set<BusListener>>();
  const subscribe = (userId: number, listener: BusListener) => {
    const own = listeners.get(userId) ?? new Set<BusListener>();
    listeners.set(userId, own.add(listener));
    return () => {
      own.delete(listener);
      if (own.size === 0 && listeners.get(userId) === own) listeners.delete(userId);
    };
  };
  const deliver = (userId: number, item: NotificationItem) => {
    const own = listeners.get(userId);
    if (!own) return;
    const event = { userId, item, text: JSON.stringify(item) };
    for (const listener of [...own]) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error, userId }, 'a notification listener failed');
      }
    }
  };

  const receive = async (payload: string) => {
    const wire = JSON.parse(payload) as Wire;
    if (!listeners.has(wire.u)) return;
    const item = wire.item ?? (await findNotificationItem(database.db, wire.id ?? 0));
    if (item) deliver(wire.u, item);
  };
  const listening = await listenOn(
    database.openClient,
    NOTIFY_CHANNEL,
    (payload) => {
      receive(payload).catch((error: unknown) => log.error({ err: error }, 'bad notification'));
    },
    log,
  );
  return {
    publish: async (userId, item) => {
      let payload = JSON.stringify({ u: userId, item } satisfies Wire);
      if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX_BYTES) {
        payload = JSON.stringify({ u: userId, id: item.data.id } satisfies Wire);
      }
      await database.db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
    },
    subscribe,
    close: async () => {
      await listening.close();
      listeners.clear();
    },
  };
}

/**
 * Keeps one dedicated connection listening on `channel`, connecting again after a loss
 * (events sent while it is down are not replayed: clients read the list when they reconnect;
 * the job events of decision 032 use it too).
 */
export async function listenOn(
  openClient: () => Promise<pg.Client>,
  channel: string,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
): Promise<{ close: () => Promise<void> }> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = await openClient();
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    const lost = (error?: Error) => {
      if (closed || current !== client) return;
      log.warn({ err: error }, 'notification LISTEN connection lost; listening again');
      current = undefined;
      client.end().catch(() => {});
      retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) await client.end().catch(() => {});
    else current = client;
  };
  const reconnect = () => {
    connect().catch((error: unknown) => {
      log.warn({ err: error }, 'notification LISTEN failed; trying again');
      if (!closed) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    });
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
      current = undefined;
    },
  };
}
