import { Readable } from 'node:stream';

/**
 * The first `n` bytes of a stream (fewer when it is shorter) and a stream of everything it
 * carries, those bytes included: a check reads the start by content, the store gets it all.
 */
export async function peekStream(
  stream: Readable,
  n: number,
): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const seen: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    length += next.value.length;
  }
  async function* again() {
    yield* seen;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { head: Buffer.concat(seen).subarray(0, n), rest: Readable.from(again()) };
}
