/**
 * The lines of a text stream as bytes, never holding more than one line (plus the chunk being
 * read): a line longer than `maxLength` bytes stops the reading with LineTooLong, before it is
 * gathered. `\n` ends a line; a `\r` before it is dropped.
 */

/** A line longer than allowed, with its 1-based number. */
export class LineTooLong extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`line ${line} is too long`);
    this.line = line;
  }
}

/** One line's bytes (without its end) and its 1-based number. */
export type ByteLine = { bytes: Buffer; number: number };

const NL = 10;
const CR = 13;

function trimCr(bytes: Buffer): Buffer {
  return bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.subarray(0, -1) : bytes;
}

/** The lines of `source`; the last line need not end with `\n`. */
export async function* byteLines(
  source: AsyncIterable<Buffer | Uint8Array>,
  maxLength: number,
): AsyncGenerator<ByteLine> {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let number = 0;
  for await (const piece of source) {
    const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(NL, start);
      if (nl < 0) break;
      number++;
      let bytes: Buffer;
      if (pendingLength > 0) {
        pending.push(chunk.subarray(start, nl));
        bytes = Buffer.concat(pending, pendingLength + nl - start);
        pending = [];
        pendingLength = 0;
      } else bytes = chunk.subarray(start, nl);
      if (bytes.length > maxLength + 1) throw new LineTooLong(number);
      yield { bytes: trimCr(bytes), number };
      start = nl + 1;
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingLength += chunk.length - start;
      if (pendingLength > maxLength + 1) throw new LineTooLong(number + 1);
    }
  }
  if (pendingLength > 0) {
    number++;
    yield { bytes: trimCr(Buffer.concat(pending, pendingLength)), number };
  }
}
