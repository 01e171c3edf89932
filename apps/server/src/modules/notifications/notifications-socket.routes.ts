import { SOCKET_CLOSE } from '@plotline/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findUserOfAccessToken } from '../../platform/auth/authenticate.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';

/** The socket's address (api-contract §10); `notificationsSocketPath` builds it for clients. */
export const NOTIFICATIONS_SOCKET_ROUTE = '/ws/notice_app/notifications/:userId/';
/** A client that reads slower than this much queued text is dropped rather than buffered. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

// Lenient on purpose: a missing or odd token or user id is answered by a close code once
// the socket is open (browsers cannot read the status of a refused upgrade), never by a 400.
const SocketParams = z.object({ userId: z.string() });
const SocketQuery = z.object({ token: z.string().optional() });

/**
 * The notification socket (decision 021): the access token of the query is checked as the
 * HTTP routes check the bearer (a missing, bad or expired one, or an inactive user → close
 * 4401; another user's id → 4403); then every notification raised for the user reaches each
 * of their open sockets as `{type, data}`. A ping every `heartbeatSeconds` drops sockets that
 * did not answer the previous one.
 */
export const notificationsSocketRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tokens: TokenService;
  bus: EventBus;
  heartbeatSeconds: number;
}> = async (app, { db, tokens, bus, heartbeatSeconds }) => {
  const alive = new Map<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, heartbeatSeconds * 1000);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    NOTIFICATIONS_SOCKET_ROUTE,
    { websocket: true, schema: { params: SocketParams, querystring: SocketQuery } },
    async (socket, request) => {
      const { token } = request.query as z.infer<typeof SocketQuery>;
      const { userId } = request.params as z.infer<typeof SocketParams>;
      const user = token ? await findUserOfAccessToken({ db, tokens }, token) : undefined;
      if (!user) return socket.close(SOCKET_CLOSE.unauthorized, 'Token is invalid');
      if (String(user.id) !== userId) {
        return socket.close(SOCKET_CLOSE.forbidden, 'Not your notifications');
      }
      if (socket.readyState !== socket.OPEN) return;
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      const unsubscribe = bus.subscribe(user.id, ({ text }) => {
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
        else socket.send(text);
      });
      socket.on('close', () => {
        unsubscribe();
        alive.delete(socket);
      });
    },
  );
};
