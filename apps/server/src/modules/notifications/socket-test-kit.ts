import { type NotificationItem, notificationsSocketPath } from '@plotline/contract/notifications';
import { WebSocket } from 'ws';

/**
 * A client of the notification socket for tests (Node 20 has no global WebSocket): what it
 * received, when, and how it was closed. Only tests import this file.
 */
export type TestSocket = {
  socket: WebSocket;
  /** Every message received, parsed, with `performance.now()` at receipt. */
  received: { item: NotificationItem; at: number }[];
  /** Resolves once the socket is open; rejects when the upgrade is refused. */
  opened: Promise<void>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves when `count` messages in all have arrived; rejects after `timeoutMs`. */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<void>;
};

/**
 * Opens the socket of `userId` at a listening server (`http://host:port`), with `token` in
 * the query unless it is undefined. `autoPong: false` plays a client that stopped answering.
 */
export function openTestSocket(
  baseUrl: string,
  userId: number | string,
  token: string | undefined,
  options: { autoPong?: boolean } = {},
): TestSocket {
  const path =
    token === undefined
      ? `/ws/notice_app/notifications/${userId}/`
      : notificationsSocketPath(Number(userId), token);
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, {
    autoPong: options.autoPong ?? true,
  });
  const received: TestSocket['received'] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push({ item: JSON.parse(String(data)) as NotificationItem, at: performance.now() });
    for (const wake of waiters) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const waitForMessages = (count: number, timeoutMs = 2000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (received.length < count) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${received.length} of ${count} messages after ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { socket, received, opened, closed, waitForMessages };
}

/** Waits `ms` milliseconds (to show that nothing more arrives). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
