import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { ReceivedFile } from '@plotline/contract/imports';
import type { FastifyRequest } from 'fastify';
import { keptFileName } from '../../platform/files/file-name.ts';
import { createUploadFolder } from './upload-folder.ts';

/** Files received by requests and not yet handed to a job, to be removed when they end. */
const unclaimed = new WeakMap<FastifyRequest, ReceivedFile>();

/**
 * `preValidation` hook of the upload routes: streams the multipart `file` part to a
 * temporary file under upload-folder.ts (the size limit of app.ts applies: 413 beyond it;
 * a file cut short is removed at once) and puts the form into
 * `request.body` (`file` as a ReceivedFile, other parts as text) for the route's zod schema.
 * A request that is not multipart gets an empty body, so validation names what is missing.
 */
export async function receiveUpload(request: FastifyRequest): Promise<void> {
  const form: Record<string, unknown> = {};
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field') form[part.fieldname] = part.value;
      else if (part.fieldname === 'file' && !unclaimed.has(request)) {
        form.file = await saveFile(request, part);
      } else part.file.resume();
    }
  }
  request.body = form;
}

async function saveFile(request: FastifyRequest, part: MultipartFile): Promise<ReceivedFile> {
  const directory = await createUploadFolder();
  const file: ReceivedFile = {
    path: join(directory, 'upload.xlsx'),
    filename: keptFileName(part.filename, 'upload.xlsx'),
    bytes: 0,
    isZip: false,
  };
  unclaimed.set(request, file);
  try {
    await pipeline(part.file, createWriteStream(file.path));
  } catch (error) {
    unclaimed.delete(request);
    await removeFile(file);
    throw error;
  }
  const handle = await open(file.path);
  try {
    const start = Buffer.alloc(4);
    const { bytesRead } = await handle.read(start, 0, 4, 0);
    file.bytes = (await handle.stat()).size;
    file.isZip = bytesRead === 4 && start.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
  return file;
}

/**
 * Takes the request's file over: it is no longer removed when the request ends, and the
 * returned `dispose` removes it.
 */
export function claimUpload(request: FastifyRequest): () => Promise<void> {
  const file = unclaimed.get(request);
  unclaimed.delete(request);
  return file ? () => removeFile(file) : async () => {};
}

/**
 * `onResponse` and `onRequestAbort` hook: removes a received file no job took (refused or
 * failed requests, clients gone).
 */
export async function discardUpload(request: FastifyRequest): Promise<void> {
  const file = unclaimed.get(request);
  unclaimed.delete(request);
  if (file) await removeFile(file);
}

function removeFile(file: ReceivedFile): Promise<void> {
  return rm(dirname(file.path), { recursive: true, force: true });
}
