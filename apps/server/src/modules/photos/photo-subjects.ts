import { API_PATHS, API_PREFIX } from '@plotline/contract/api-paths';
import {
  LinePhoto,
  LinePhotoFields,
  LinePhotoQuery,
  PlotPhoto,
  PlotPhotoFields,
  PlotPhotoQuery,
} from '@plotline/contract/photos';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getLineFor, getPlotFor } from '../../platform/auth/policy.ts';
import { type PhotoFile, photoFile } from './photo-file.ts';

/** A photo row as the routes read it. */
export type PhotoRow = typeof photos.$inferSelect;

/** What a photo upload gives once validated: the subject's id, the file and its details. */
export type PhotoUpload = {
  subjectId: number;
  photo: PhotoFile;
  photographed_at: string;
  comment: string;
};

/**
 * What a photo belongs to — a plot or a line — and everything the routes need to know
 * about it: its path, its schemas, its column and who may reach it.
 */
export type PhotoSubject = {
  key: 'plot' | 'line';
  path: string;
  column: typeof photos.plotId | typeof photos.lineId;
  query: z.ZodType<{ subjectId: number }, unknown>;
  upload: z.ZodType<PhotoUpload, unknown>;
  photo: z.ZodType<PlotPhoto | LinePhoto>;
  /**
   * @throws AppError NOT_FOUND when the user may not see the subject; PERMISSION_DENIED when
   *   they see it but may not change it
   */
  reach(db: Db, user: CurrentUser, id: number, mode: PhotoAccess): Promise<void>;
};

/** Photos are read, or written (added, changed, deleted) with their subject's contents. */
type PhotoAccess = 'read' | 'write';

export const PLOT_PHOTOS: PhotoSubject = {
  key: 'plot',
  path: `/${API_PATHS.plotPhotos}`,
  column: photos.plotId,
  query: PlotPhotoQuery.transform((q) => ({ subjectId: q.plot_id })),
  upload: PlotPhotoFields.extend({ photo: photoFile }).transform(({ plot, ...rest }) => ({
    subjectId: plot,
    ...rest,
  })),
  photo: PlotPhoto,
  reach: async (db, user, id, mode) => {
    await getPlotFor(db, user, id, mode);
  },
};

export const LINE_PHOTOS: PhotoSubject = {
  key: 'line',
  path: `/${API_PATHS.linePhotos}`,
  column: photos.lineId,
  query: LinePhotoQuery.transform((q) => ({ subjectId: q.line_id })),
  upload: LinePhotoFields.extend({ photo: photoFile }).transform(({ line, ...rest }) => ({
    subjectId: line,
    ...rest,
  })),
  photo: LinePhoto,
  // a line is the crop's, but its photos follow the seasons it grows in (decision 026)
  reach: async (db, user, id, mode) => {
    await getLineFor(db, user, id, mode);
  },
};

/** The id of the plot or line a photo row belongs to. */
export function subjectIdOf(subject: PhotoSubject, row: PhotoRow): number | null {
  return subject.key === 'plot' ? row.plotId : row.lineId;
}

/** A photo row in the wire shape; `photo` is the path its bytes are fetched from. */
export function presentPhoto(subject: PhotoSubject, row: PhotoRow): PlotPhoto | LinePhoto {
  const base = {
    id: row.id,
    photo: `${API_PREFIX}${subject.path}${row.id}/file/`,
    photographed_at: row.photographedAt,
    comment: row.comment,
    file_name: row.fileName,
  };
  return subject.key === 'plot'
    ? { ...base, plot: row.plotId ?? 0 }
    : { ...base, line: row.lineId ?? 0 };
}

/**
 * A photo of this kind of subject, when the user may reach its subject in `mode`.
 * @throws AppError NOT_FOUND
 */
export async function getPhotoFor(
  db: Db,
  user: CurrentUser,
  subject: PhotoSubject,
  id: number,
  mode: PhotoAccess,
): Promise<PhotoRow> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  const subjectId = row ? subjectIdOf(subject, row) : null;
  if (!row || subjectId === null) throw new AppError('NOT_FOUND');
  await subject.reach(db, user, subjectId, mode);
  return row;
}
