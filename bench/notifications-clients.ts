// The client side of the notifications bench, run as its own process (so its sockets do not
// count in the server's memory or compete with its event loop): opens COUNT notification
// sockets of one user, tells the parent when all are open, records when each message
// arrives (epoch milliseconds, sub-millisecond, comparable across processes) and sends the
// receipts back when asked.
import { notificationsSocketPath } from '@plotline/contract/notifications';
import { WebSocket } from 'ws';

const { BENCH_URL, BENCH_USER_ID, BENCH_TOKEN, BENCH_COUNT } = process.env;
const count = Number(BENCH_COUNT);
/** Sockets opened at once: a burst of 1,000 SYNs overflows the listen backlog. */
const BATCH = 50;

const address = `${String(BENCH_URL).replace(/^http/, 'ws')}${notificationsSocketPath(
  Number(BENCH_USER_ID),
  String(BENCH_TOKEN),
)}`;
const receipts = new Map<number, number[]>();
const sockets: WebSocket[] = [];
const now = () => performance.timeOrigin + performance.now();

function openOne(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(address);
    socket.on('message', (data) => {
      const at = now();
      const id = (JSON.parse(String(data)) as { data: { id: number } }).data.id;
      const times = receipts.get(id) ?? [];
      receipts.set(id, times);
      times.push(at);
    });
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('close', (code) => {
      if (code >= 4000) reject(new Error(`socket refused: ${code}`));
    });
    sockets.push(socket);
  });
}

for (let opened = 0; opened < count; opened += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - opened) }, openOne));
}
process.send?.({ type: 'ready', opened: sockets.length });

process.on('message', (message: { type: string }) => {
  if (message.type !== 'report') return;
  process.send?.({ type: 'receipts', receipts: [...receipts] }, () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  });
});
