import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore as TusFileStore } from '@tus/file-store';
import type { FastifyInstance } from 'fastify';

/** An unfinished upload no byte has reached for this long is removed. */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A finished upload no module has taken and removed for this long is removed. */
export const FINISHED_UPLOAD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Removes the resumable uploads under `<root>/resumable/` that were left: unfinished ones
 * whose last byte arrived more than a day ago (`now - mtime`, so a slow 100 GB upload that
 * is still moving is kept), finished ones older than a week, and metadata left a day without
 * its data file. tus's own `deleteExpired` counts from creation and, on disk, cannot tell a
 * finished upload from an unfinished one, so it is not used here.
 * @returns how many uploads were removed
 */
export async function sweepDiskUploads(
  store: TusFileStore,
  root: string,
  now = Date.now(),
): Promise<number> {
  const folder = join(root, 'resumable');
  const names = await readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (name.endsWith('.json')) {
      removed += await removeOrphanMetadata(folder, name, now);
      continue;
    }
    const id = `resumable/${name}`;
    const data = await stat(join(folder, name)).catch(() => undefined);
    if (!data?.isFile()) continue;
    const upload = await store.getUpload(id).catch(() => undefined);
    const idle = now - data.mtimeMs;
    const finished = upload !== undefined && upload.offset === upload.size;
    const stale = finished ? idle > FINISHED_UPLOAD_TTL_MS : idle > UNFINISHED_UPLOAD_TTL_MS;
    if (!stale) continue;
    await store.remove(id).catch(() => undefined);
    removed++;
  }
  return removed;
}

/** Removes `<id>.json` when `<id>` is gone and the metadata is a day old. @returns 1 or 0 */
async function removeOrphanMetadata(folder: string, name: string, now: number) {
  const data = await stat(join(folder, name.slice(0, -'.json'.length))).catch(() => undefined);
  if (data) return 0;
  const metadata = await stat(join(folder, name)).catch(() => undefined);
  if (!metadata || now - metadata.mtimeMs <= UNFINISHED_UPLOAD_TTL_MS) return 0;
  await rm(join(folder, name), { force: true });
  return 1;
}

/** How often the sweep runs after the one at start. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Sweeps left uploads once the app is ready and then every hour, until it closes (and then
 * closes the service). A failed sweep is logged and tried again at the next turn.
 */
export function startUploadSweep(
  app: FastifyInstance,
  uploads: { sweep(): Promise<number>; close(): Promise<void> },
): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    uploads.sweep().then(
      (removed) => removed > 0 && app.log.info({ removed }, 'left uploads removed'),
      (error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'),
    );
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await uploads.close();
  });
}
