import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A file part of a multipart request, read into memory (at most the route's limit). */
export type UploadedFile = {
  filename: string;
  bytes: Buffer;
  /** True when the file was longer than the limit and was cut. */
  truncated: boolean;
};

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes)
  );
}

/**
 * A `preValidation` hook that turns a multipart request into a plain body, so the route's
 * zod schema validates uploads like any JSON body: text parts by name (the first of a name
 * wins), file parts as UploadedFile read up to `maxBytes`. Other requests pass unchanged.
 * A name in `lists` gathers its repeated parts into an array of at most `max + 1` (one more
 * than allowed, so the schema can say there are too many); later ones are skipped unread.
 */
export function readMultipartBody(options: { maxBytes: number; lists?: Record<string, number> }) {
  const lists = options.lists ?? {};
  const listedFiles = Object.values(lists).reduce((sum, max) => sum + max + 1, 0);
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    // A longer file is cut and flagged (`truncated`) instead of failing the whole request,
    // so the schema can answer with a field message. The option exists at run time
    // (@fastify/multipart 9) but is missing from the typings of parts().
    const parts = request.parts({
      // skipped list parts still count against busboy's limit: allow some beyond the kept ones
      limits: { fileSize: options.maxBytes, files: Math.max(1, listedFiles * 4) },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
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
