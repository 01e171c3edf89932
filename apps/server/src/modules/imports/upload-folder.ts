import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where received uploads wait for their job (decision 025): one folder of ours in the OS
 * temporary folder, one sub-folder per server process (named by its pid), one folder per
 * upload. Jobs remove their upload when they end; a process that dies leaves its folder,
 * which the next server to start removes.
 */
export const UPLOADS_ROOT = join(tmpdir(), 'plotline-uploads');

/** Before decision 025 uploads went straight into the temporary folder under this prefix. */
const LEGACY_PREFIX = 'plotline-upload-';
/** A legacy folder this old belongs to no running job (imports take minutes). */
const LEGACY_AGE_MS = 24 * 60 * 60 * 1000;

/** The folder of this process's uploads. */
export function ownUploadsFolder(): string {
  return join(UPLOADS_ROOT, String(process.pid));
}

/** A new empty folder for one upload, inside this process's folder. */
export async function createUploadFolder(): Promise<string> {
  const folder = ownUploadsFolder();
  await mkdir(folder, { recursive: true });
  return mkdtemp(join(folder, 'upload-'));
}

/** True while a process of that pid runs (EPERM: it runs as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes uploads that earlier runs left behind: the folders of server processes that no
 * longer run (a crash, a kill during an import), anything else in our folder, and the
 * legacy folders over a day old. Folders of running servers (tests run several at once)
 * are left alone. Run at start-up, before any job.
 * @returns how many folders were removed
 */
export async function removeStaleUploads(): Promise<number> {
  let removed = 0;
  for (const name of await readdir(UPLOADS_ROOT).catch(() => [])) {
    const pid = /^\d+$/.test(name) ? Number(name) : 0;
    if (pid === process.pid || (pid > 0 && isRunning(pid))) continue;
    await rm(join(UPLOADS_ROOT, name), { recursive: true, force: true });
    removed++;
  }
  const now = Date.now();
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(LEGACY_PREFIX)) continue;
    const path = join(tmpdir(), name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < LEGACY_AGE_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
