import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { ReceivedFile } from '@plotline/contract/imports';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { keptFileName } from './file-name.ts';
import type { FileStore } from './file-store.ts';
import { peekStream } from './peek-stream.ts';

/** A file part of a multipart request, read into memory (at most the route's limit). */
export type UploadedFile = {
  filename: string;
  bytes: Buffer;
  /** True when the file was longer than the limit and was cut. */
  truncated: boolean;
};

/**
 * A file part streamed into the file store instead of memory (the import uploads): kept under
 * `<prefix>/<uuid><extension>` only when its first bytes pass `accept`, else read to its end
 * and dropped (`key` null). Bigger than the app's multipart limit → 413 and nothing kept.
 */
export type StoredPart = {
  files: FileStore;
  field: string;
  prefix: string;
  extension: string;
  contentType: string;
  /** How many first bytes `accept` looks at. */
  sniffBytes: number;
  accept: (head: Buffer) => boolean;
};

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes)
  );
}

/** Stored files of requests not yet taken by a job, deleted when the request ends. */
const unclaimed = new WeakMap<FastifyRequest, { files: FileStore; key: string }>();

/**
 * The one multipart reader of the app (decision 032): a `preValidation` hook that turns a
 * multipart request into a plain body, so the route's zod schema validates uploads like any
 * JSON body: text parts by name (the first of a name wins), file parts as UploadedFile read
 * up to `maxBytes` (cut and flagged beyond), or — the part named by `stored` — streamed
 * into the file store as a ReceivedFile, its content sniffed before anything is kept.
 * A name in `lists` gathers its repeated parts into an array of at most `max + 1` (one more
 * than allowed, so the schema can say there are too many); later ones are skipped unread.
 * A request that is not multipart gets an empty body when `stored` is set (validation names
 * what is missing), else passes unchanged.
 */
export function readMultipartBody(options: {
  maxBytes?: number;
  lists?: Record<string, number>;
  stored?: StoredPart;
}) {
  const lists = options.lists ?? {};
  const listedFiles = Object.values(lists).reduce((sum, max) => sum + max + 1, 0);
  const { stored } = options;
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) {
      if (stored) request.body = {};
      return;
    }
    const body: Record<string, unknown> = {};
    // A longer buffered file is cut and flagged (`truncated`) instead of failing the whole
    // request, so the schema can answer with a field message. The option exists at run time
    // (@fastify/multipart 9) but is missing from the typings of parts(). A stored file keeps
    // the app's limit, whose error fails the request (413) and the store keeps nothing.
    const parts = stored
      ? request.parts()
      : request.parts({
          // skipped list parts still count against busboy's limit: allow some beyond the kept
          limits: { fileSize: options.maxBytes, files: Math.max(1, listedFiles * 4) },
          throwFileSizeLimit: false,
        } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (stored && part.fieldname === stored.field) {
        if (part.type === 'field' || Object.hasOwn(body, stored.field)) {
          if (part.type === 'file') part.file.resume();
          else if (!Object.hasOwn(body, part.fieldname)) body[part.fieldname] = part.value;
          continue;
        }
        body[stored.field] = await storeFilePart(request, part, stored);
        continue;
      }
      const max = lists[part.fieldname];
      if (max !== undefined) {
        const list = (body[part.fieldname] ?? []) as unknown[];
        body[part.fieldname] = list;
        if (list.length > max) {
          if (part.type === 'file') part.file.resume();
          continue;
        }
        list.push(part.type === 'file' ? await readFilePart(part) : part.value);
        continue;
      }
      if (part.type === 'file' && stored) {
        part.file.resume();
        continue;
      }
      // A file stream must be read to the end for the next part to arrive.
      const value = part.type === 'file' ? await readFilePart(part) : part.value;
      if (!Object.hasOwn(body, part.fieldname)) body[part.fieldname] = value;
    }
    request.body = body;
  };
}

async function readFilePart(part: MultipartFile): Promise<UploadedFile> {
  const bytes = await part.toBuffer();
  return { filename: part.filename, bytes, truncated: part.file.truncated };
}

/** Streams an accepted part into the store; drops (and counts) a refused one. */
async function storeFilePart(
  request: FastifyRequest,
  part: MultipartFile,
  stored: StoredPart,
): Promise<ReceivedFile> {
  const filename = keptFileName(part.filename, `upload${stored.extension}`);
  const { head, rest } = await peekStream(part.file, stored.sniffBytes);
  if (!stored.accept(head)) {
    let bytes = head.length;
    for await (const chunk of rest) bytes += (chunk as Buffer).length;
    return { key: null, filename, bytes, isZip: false };
  }
  const key = `${stored.prefix}/${randomUUID()}${stored.extension}`;
  const { size } = await stored.files.put(key, rest, stored.contentType);
  unclaimed.set(request, { files: stored.files, key });
  return { key, filename, bytes: size, isZip: true };
}

/**
 * Takes the request's stored file over (a job now owns it): it is no longer deleted when
 * the request ends.
 */
export function claimStoredFile(request: FastifyRequest): void {
  unclaimed.delete(request);
}

/**
 * `onResponse` and `onRequestAbort` hook of routes with a stored part: deletes a stored file
 * no job took (refused or failed requests, clients gone).
 */
export async function discardStoredFile(request: FastifyRequest): Promise<void> {
  const file = unclaimed.get(request);
  unclaimed.delete(request);
  if (file) await file.files.delete(file.key).catch(() => {});
}

/**
 * What a file check decides: the accepted file, or the catalogue key of its problem with
 * the values of its placeholders (the file's name…).
 */
export type FileCheck<T> =
  | { ok: T }
  | { problem: string; params?: Record<string, string | number> };

function basicProblem(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return 'errors.fileRequired';
  if (!isUploadedFile(value)) return 'errors.notAFile';
  if (value.bytes.length === 0) return 'errors.fileEmpty';
  return undefined;
}

/**
 * The schema of an uploaded file part that must also pass `check`. Missing → `No file was
 * submitted.`, a text instead of a file → the DRF "not a file" message, an empty file →
 * `The submitted file is empty.`; then the first problem `check` names.
 */
export function uploadedFile<T>(check: (file: UploadedFile) => FileCheck<T>) {
  return z
    .unknown()
    .meta({ type: 'string', format: 'binary' })
    .transform((value, ctx) => {
      const problem = basicProblem(value);
      const result: FileCheck<T> = problem ? { problem } : check(value as UploadedFile);
      if ('ok' in result) return result.ok;
      ctx.addIssue({ code: 'custom', message: result.problem, params: result.params });
      return z.NEVER;
    });
}
