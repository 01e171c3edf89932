import type { FastifyReply } from 'fastify';

/**
 * An AbortSignal that aborts when the client goes away before its answer is sent (the
 * connection closes first): pass it to `computePool.run` so a task still waiting in the queue
 * is dropped instead of computed for nobody (decision 052).
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}
