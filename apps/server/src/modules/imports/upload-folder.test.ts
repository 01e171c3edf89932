import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { BASE_HEADERS, buildXlsx, signedInBreeder, upload } from './imports-test-kit.ts';
import { ownUploadsFolder, UPLOADS_ROOT } from './upload-folder.ts';

/** Decision 025 (issue 12, item 6): uploads never stay behind in the temporary folder. */

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A file as an upload of an earlier run leaves it; @returns its folder */
async function leaveUpload(folder: string): Promise<string> {
  await mkdir(join(folder, 'upload-abc123'), { recursive: true });
  await writeFile(join(folder, 'upload-abc123', 'upload.xlsx'), 'PK');
  return folder;
}

/** The pid of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('no child');
  return child.pid;
}

describe('uploads of earlier runs', () => {
  it('are removed when the server starts; those of running servers are kept', async () => {
    const suffix = `${process.pid}-${Date.now()}`;
    const dead = await leaveUpload(join(UPLOADS_ROOT, String(endedPid())));
    const junk = await leaveUpload(join(UPLOADS_ROOT, `not-a-pid-${suffix}`));
    // the parent of this test worker runs: its uploads may belong to a live job
    const running = await leaveUpload(join(UPLOADS_ROOT, String(process.ppid)));
    // folders of versions before decision 025, straight in the temporary folder
    const legacyOld = await leaveUpload(join(tmpdir(), `plotline-upload-old-${suffix}`));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(legacyOld, twoDaysAgo, twoDaysAgo);
    const legacyNew = await leaveUpload(join(tmpdir(), `plotline-upload-new-${suffix}`));
    try {
      app = await buildTestApp();
      expect([dead, junk, legacyOld].filter(existsSync)).toEqual([]);
      expect([running, legacyNew].filter(existsSync)).toEqual([running, legacyNew]);
    } finally {
      await rm(join(running, 'upload-abc123'), { recursive: true, force: true });
      await rm(legacyNew, { recursive: true, force: true });
    }
  });
});

describe('the upload of a job', () => {
  it('waits in the folder of this server process and is removed when its job ends, well or not', async () => {
    app = await buildTestApp();
    const { db } = await getTestDatabase();
    const alice = await signedInBreeder(app, db, 'alice');
    const good = await buildXlsx([BASE_HEADERS, ['1', 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1]]);
    const bad = await buildXlsx([BASE_HEADERS, ['1', 'Поле', 'год', 'Юг', 'П1', 'Сорт', 1]]);
    const fields = { spec_id: alice.cropId };
    expect((await upload(app, alice.headers, { file: good, fields })).job?.status).toBe('success');
    // the folder exists (the upload was received there) and soon holds nothing: the job
    // removes its file right after its final state is recorded
    await expect.poll(() => readdirSync(ownUploadsFolder())).toEqual([]);
    expect((await upload(app, alice.headers, { file: bad, fields })).job?.status).toBe('failed');
    await expect.poll(() => readdirSync(ownUploadsFolder())).toEqual([]);
  });
});
