import { IdParams } from '@plotline/contract/common';
import { PHOTO_MAX_BYTES, UpdatePhotoBody } from '@plotline/contract/photos';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { readMultipartBody } from '../../platform/files/multipart-body.ts';
import {
  getPhotoFor,
  LINE_PHOTOS,
  type PhotoSubject,
  PLOT_PHOTOS,
  presentPhoto,
} from './photo-subjects.ts';
import { createPhoto, deletePhoto } from './save-photo.ts';

type Deps = { db: Db; files: FileStore };

const UPLOAD_HELP =
  'multipart/form-data: `photo` (JPEG, PNG or WebP, recognised by its first bytes; at most ' +
  `${PHOTO_MAX_BYTES / 1024 / 1024} MB), the subject id, \`photographed_at\` (YYYY-MM-DD, ` +
  '1990-01-01..2050-12-31) and an optional `comment`.';

/**
 * Photos of plots (`plot_photo/`) and of lines (`line_photo/`); the files live in the app's
 * file store (decision 011).
 */
export const photosRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  for (const subject of [PLOT_PHOTOS, LINE_PHOTOS]) {
    registerList(app, deps, subject);
    registerUpload(app, deps, subject);
    registerEdit(app, deps, subject);
    registerFile(app, deps, subject);
  }
};

/** The plugin's instance, typed by the zod provider. */
type App = Parameters<FastifyPluginAsyncZod>[0];
const TAGS = ['photos'];

function registerList(app: App, { db }: Deps, subject: PhotoSubject) {
  app.get(
    subject.path,
    {
      schema: {
        tags: TAGS,
        description: `Photos of the ${subject.key}, newest first.`,
        querystring: subject.query,
        response: { 200: z.array(subject.photo) },
      },
    },
    async (request) => {
      const subjectId = request.query.subjectId;
      await subject.reach(db, requireUser(request), subjectId, 'read');
      const rows = await db
        .select()
        .from(photos)
        .where(eq(subject.column, subjectId))
        .orderBy(sql`${photos.photographedAt} desc nulls last`, desc(photos.id));
      return rows.map((row) => presentPhoto(subject, row));
    },
  );
}

function registerUpload(app: App, deps: Deps, subject: PhotoSubject) {
  app.post(
    subject.path,
    {
      preValidation: readMultipartBody({ maxBytes: PHOTO_MAX_BYTES }),
      schema: {
        tags: TAGS,
        description: UPLOAD_HELP,
        consumes: ['multipart/form-data'],
        body: subject.upload,
        response: { 201: subject.photo },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await subject.reach(deps.db, user, request.body.subjectId, 'write');
      const row = await createPhoto(deps, subject, request.body, user.id);
      return reply.code(201).send(presentPhoto(subject, row));
    },
  );
}

function registerEdit(app: App, deps: Deps, subject: PhotoSubject) {
  const { db } = deps;
  app.patch(
    `${subject.path}:id/`,
    {
      schema: {
        tags: TAGS,
        params: IdParams,
        body: UpdatePhotoBody,
        response: { 200: subject.photo },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const photo = await getPhotoFor(db, user, subject, request.params.id, 'write');
      const [row] = await db
        .update(photos)
        .set({ photographedAt: request.body.photographed_at })
        .where(eq(photos.id, photo.id))
        .returning();
      return presentPhoto(subject, row ?? photo);
    },
  );

  app.delete(
    `${subject.path}:id/`,
    { schema: { tags: TAGS, description: 'Deletes the photo and its file.', params: IdParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const photo = await getPhotoFor(db, user, subject, request.params.id, 'write');
      await deletePhoto(deps, photo.id);
      return reply.code(204).send();
    },
  );
}

function registerFile(app: App, { db, files }: Deps, subject: PhotoSubject) {
  app.get(
    `${subject.path}:id/file/`,
    {
      schema: {
        tags: TAGS,
        description: 'The photo’s bytes, with its content type.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const photo = await getPhotoFor(db, user, subject, request.params.id, 'read');
      const file = await files.open(photo.storageKey);
      if (!file) throw new AppError('NOT_FOUND');
      return reply
        .type(photo.contentType)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(photo.fileName)}`,
        )
        .header('cache-control', 'private, max-age=3600')
        .send(file.body);
    },
  );
}
