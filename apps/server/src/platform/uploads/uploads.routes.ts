import type { IncomingMessage } from 'node:http';
import { isUploadPurpose, UPLOAD_PURPOSES, UPLOADS_PATH } from '@plotline/contract/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NodeRequest } from 'srvx/node';
import { z } from 'zod';
import { AppError, fieldError } from '../../errors.ts';
import { requireUser } from '../auth/authenticate.ts';
import { keptFileName } from '../files/file-name.ts';
import { parseTusMetadata } from './tus-metadata.ts';
import { findUpload, type UploadService, uploadKeyOf } from './upload-service.ts';

const MB = 1024 * 1024;

const CREATE_HELP =
  'tus 1.0.0 creation (decision 033): `Upload-Length` (required; deferred length refused) and ' +
  '`Upload-Metadata` with base64 `filename`, `filetype` and `purpose` ' +
  `(${Object.entries(UPLOAD_PURPOSES)
    .map(([name, rule]) => `${name}: ${rule.kinds.join('/')} ≤ ${rule.maxBytes / MB} MB`)
    .join('; ')}). ` +
  '201 with `Location: /api/v1/uploads/<id>/`. The first bytes must show the kind (checked ' +
  'before anything is kept). An upload belongs to its creator; others get 404.';

const UploadParams = z.object({ uploadId: z.string().max(64) });

/**
 * Resumable uploads (tus protocol) at `/api/v1/uploads/`, in their own context so the raw
 * `application/offset+octet-stream` bodies reach tus unread. Authentication is the usual
 * bearer hook; the creation headers are checked here (purpose, size, name) so refusals are
 * the usual translated 400s; every later request reaches only its owner's upload.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (
  app,
  { uploads },
) => {
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const base = UPLOADS_PATH.replace('/api/v1', '');
  // A PATCH can stream for minutes: on shutdown its connection is cut, so the server stops at
  // once and the upload keeps the bytes that arrived (the client resumes from there).
  const streaming = new Set<IncomingMessage>();
  app.addHook('onRequest', async (request) => {
    streaming.add(request.raw);
    request.raw.once('close', () => streaming.delete(request.raw));
  });
  app.addHook('preClose', async () => {
    for (const raw of streaming) raw.destroy();
  });

  app.post(
    base,
    { schema: { description: CREATE_HELP, tags: ['uploads'] } },
    async (request, reply) => {
      const user = requireUser(request);
      checkCreation(request);
      return handOver(uploads, request, reply, user.id);
    },
  );

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${base}:uploadId/`,
    schema: {
      params: UploadParams,
      description: 'tus 1.0.0: HEAD the offset, PATCH the bytes from it, DELETE the upload.',
      tags: ['uploads'],
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const key = uploadKeyOf(request.params.uploadId);
      const upload = key ? await findUpload(uploads.store, key) : undefined;
      if (!upload || upload.metadata?.owner !== String(user.id)) throw new AppError('NOT_FOUND');
      return handOver(uploads, request, reply, user.id);
    },
  });
};

/**
 * Checks a creation request before tus sees it: a known purpose, a name, a length within the
 * purpose's limit (no deferred length: the size is judged now).
 * @throws AppError a field error naming `purpose`, `filename` or `file`
 */
function checkCreation(request: FastifyRequest): void {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const metadata = parseTusMetadata(header('upload-metadata'));
  if (!metadata) throw fieldError('metadata', 'uploads.badMetadata');
  const purpose = metadata.get('purpose');
  if (!isUploadPurpose(purpose)) {
    throw fieldError('purpose', 'uploads.unknownPurpose', {
      purposes: Object.keys(UPLOAD_PURPOSES).join(', '),
    });
  }
  const filename = keptFileName(metadata.get('filename'), '');
  if (filename === '') throw fieldError('filename', 'errors.required');
  const length = header('upload-length');
  if (length === undefined || !/^\d+$/.test(length)) {
    throw fieldError('file', 'uploads.lengthRequired');
  }
  // beyond 15 digits a size is past every limit (and past exact doubles): too large, not absent
  const size = length.length > 15 ? Number.POSITIVE_INFINITY : Number(length);
  if (size === 0) throw fieldError('file', 'uploads.empty', { name: filename });
  const { maxBytes } = UPLOAD_PURPOSES[purpose];
  if (size > maxBytes) {
    throw fieldError('file', 'uploads.tooLarge', { name: filename, n: maxBytes / MB });
  }
}

/** Lets tus answer the request (its status, headers and body go out through Fastify). */
async function handOver(
  uploads: UploadService,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const webRequest = new NodeRequest({ req: request.raw, res: reply.raw });
  uploads.owners.set(webRequest, userId);
  const response = await uploads.tus.handleWeb(webRequest);
  const failure = uploads.failures.get(webRequest);
  if (failure) throw failure;
  if (response.status < 400) return reply.send(response);
  // our refusals are JSON field errors (see createUploadService); tus's own are plain text
  const body = await response.text();
  const headers = Object.fromEntries(response.headers);
  delete headers['content-type'];
  delete headers['content-length'];
  reply.code(response.status).headers(headers);
  reply.type(
    body.startsWith('{') ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
  );
  return reply.send(body);
}
