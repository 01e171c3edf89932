import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

/** A protocol-level tus 1.0.0 client for tests and benches: every request visible, nothing hidden. */

/** A byte pattern whose length shares no factor with the chunk sizes, so no two MB look alike. */
const PATTERN_LENGTH = 1_000_003;
let pattern: Buffer | undefined;
function patternOf(): Buffer {
  if (pattern) return pattern;
  pattern = Buffer.alloc(PATTERN_LENGTH);
  let state = 0x2545f491;
  for (let i = 0; i < PATTERN_LENGTH; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    pattern[i] = state >>> 24;
  }
  return pattern;
}

/**
 * Bytes `start…end` of a made-up file of any size: the same every run, generated 1 MiB at a
 * time (never held whole), its first byte `first` (`@` makes it start like FASTQ).
 */
export async function* patternBytes(start: number, end: number, first = 0x40) {
  const bytes = patternOf();
  const CHUNK = 1024 * 1024;
  for (let at = start; at < end; at += CHUNK) {
    const length = Math.min(CHUNK, end - at);
    const chunk = Buffer.allocUnsafe(length);
    let filled = 0;
    while (filled < length) {
      const from = (at + filled) % PATTERN_LENGTH;
      filled += bytes.copy(chunk, filled, from, Math.min(PATTERN_LENGTH, from + length - filled));
    }
    if (at === 0) chunk[0] = first;
    yield chunk;
  }
}

/** SHA-256 (hex) of a stream of bytes. */
export async function sha256Of(source: AsyncIterable<Buffer | Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk);
  return hash.digest('hex');
}

/** tus metadata header of plain values. */
function metadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export type TusAnswer = { status: number; headers: Headers; body: string };

/** Creates an upload (POST); `location` is the upload's absolute address when created. */
export async function createUpload(
  base: string,
  token: string,
  file: { size: number; purpose: string; filename: string; filetype?: string },
  language = 'en',
): Promise<TusAnswer & { location?: string }> {
  const response = await fetch(`${base}/api/v1/uploads/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(file.size),
      'upload-metadata': metadataHeader({
        filename: file.filename,
        filetype: file.filetype ?? 'application/octet-stream',
        purpose: file.purpose,
      }),
      'accept-language': language,
    },
  });
  const location = response.headers.get('location');
  return {
    status: response.status,
    headers: response.headers,
    body: await response.text(),
    location: location ? new URL(location, base).href : undefined,
  };
}

/** Asks where an upload stands (HEAD): its offset, or undefined with the status. */
export async function headUpload(
  uploadUrl: string,
  token: string,
): Promise<{ status: number; offset?: number; length?: number }> {
  const response = await fetch(uploadUrl, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
  const offset = response.headers.get('upload-offset');
  const length = response.headers.get('upload-length');
  return {
    status: response.status,
    offset: offset === null ? undefined : Number(offset),
    length: length === null ? undefined : Number(length),
  };
}

/** Deletes an upload (tus termination). */
export async function deleteUpload(uploadUrl: string, token: string): Promise<number> {
  const response = await fetch(uploadUrl, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Sends bytes from `offset` in one PATCH, streamed. With `cutAfter`, the connection is
 * dropped once that many bytes are sent (a network failure mid-upload): the answer is then
 * `{status: 0}` and the server keeps what reached it.
 */
export function patchUpload(
  uploadUrl: string,
  token: string,
  offset: number,
  source: AsyncIterable<Buffer>,
  options: { cutAfter?: number; language?: string } = {},
): Promise<TusAnswer & { offset?: number }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(uploadUrl, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'accept-language': options.language ?? 'en',
      },
    });
    let cut = false;
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const newOffset = headers.get('upload-offset');
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString('utf8'),
          offset: newOffset === null ? undefined : Number(newOffset),
        });
      });
    });
    request.on('error', (error) => {
      if (cut) resolve({ status: 0, headers: new Headers(), body: '' });
      else reject(error);
    });
    const body = Readable.from(limited(source, options.cutAfter));
    async function* limited(bytes: AsyncIterable<Buffer>, cutAfter?: number) {
      let sent = 0;
      for await (const chunk of bytes) {
        if (cutAfter !== undefined && sent + chunk.length >= cutAfter) {
          yield chunk.subarray(0, cutAfter - sent);
          // let the bytes leave before the connection drops, as a real network cut would
          await new Promise((done) => setTimeout(done, 200));
          cut = true;
          request.destroy(new Error('network cut'));
          return;
        }
        sent += chunk.length;
        yield chunk;
      }
    }
    body.pipe(request);
  });
}
