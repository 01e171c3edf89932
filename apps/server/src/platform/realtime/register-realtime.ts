import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { createEventBus, type EventBus } from './event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's notification bus (tests and benches raise notifications through it). */
    notificationBus: EventBus;
  }
}

/** Close code of every open socket when the server stops: clients reconnect elsewhere. */
export const SOCKET_GOING_AWAY = 1001;
/** Clients only listen; anything they send is at most a small control message. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/**
 * Adds WebSocket support to the app and opens the notification bus of this server
 * (decision 021). On close, sockets are told the server is going away (1001) and the bus
 * stops listening; the database itself is closed by whoever opened it.
 * @returns the bus every module raises notifications on
 */
export async function registerRealtime(
  app: FastifyInstance,
  database: DatabaseHandle,
): Promise<EventBus> {
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(SOCKET_GOING_AWAY, 'server stopping');
      }
      this.websocketServer.close();
      done();
    },
  });
  const bus = await createEventBus(database, app.log);
  app.decorate('notificationBus', bus);
  app.addHook('onClose', () => bus.close());
  return bus;
}
