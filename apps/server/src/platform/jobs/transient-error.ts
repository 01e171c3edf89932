/** A failure worth trying again later (a lost connection…), for handlers to throw. */
export class TransientJobError extends Error {
  override name = 'TransientJobError';
}

/** Node's socket errors of a lost or refused connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL errors that say nothing about the job itself: connection exceptions (class 08),
 * serialization failures and deadlocks (40001, 40P01), too many connections (53300), a
 * server shutting down or starting (57P01–57P03).
 */
const POSTGRES_CODES = new Set(['40001', '40P01', '53300', '57P01', '57P02', '57P03']);

/**
 * True when `error` (or its cause) is transient: a retry with backoff may succeed where
 * this try failed (decision 032). Bad input is never transient: handlers report it as a
 * `failed` outcome instead of throwing.
 */
export function isTransientError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof TransientJobError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08')) {
        return true;
      }
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated/i.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
