import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of } from '../apps/server/src/test/tus-client.ts';
import { launchBrowser } from './support/launch-browser.ts';
import { type RunningServer, startServer } from './support/start-server.ts';
import { DEMO } from './support/use-app.ts';

/**
 * The web's resumable upload helper (apps/web/src/lib/resumable-upload.ts, decision 033) in
 * Chromium against the real server: an upload stopped midway, the page reloaded, the same
 * file chosen again → it continues where the server stopped and the stored bytes are the
 * file's. The helper is bundled on the fly (nothing uses it in the app yet) and served from
 * the app's own origin, as its scripts are.
 */
const MB = 1024 * 1024;
const SIZE = 120 * MB;
const HELPER_PATH = '/e2e-resumable-upload.js';
let server: RunningServer;
let browser: Browser;
let dataDir: string;
let helper: string;
let token: string;

/** The file's bytes: `@`, then (i mod 251); built the same way in the page. */
async function* fileBytes() {
  for (let at = 0; at < SIZE; at += MB) {
    const chunk = Buffer.alloc(MB);
    for (let i = 0; i < MB; i++) chunk[i] = (at + i) % 251;
    if (at === 0) chunk[0] = 0x40;
    yield chunk;
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'plotline-e2e-tus-web-'));
  const bundled = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: resolve(import.meta.dirname, '../apps/web/src/lib/resumable-upload.ts'),
        formats: ['iife'],
        name: 'plotlineUploads',
      },
    },
  });
  const output = (Array.isArray(bundled) ? bundled[0] : bundled) as {
    output: { type: string; code?: string }[];
  };
  helper = output.output.find((chunk) => chunk.type === 'chunk')?.code ?? '';
  [server, browser] = await Promise.all([
    startServer({ SEED_DEMO: 'true' }, { dataDir }),
    launchBrowser(),
  ]);
  const login = await fetch(`${server.url}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  token = ((await login.json()) as { access: string }).access;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A page of the app with the demo user's token and the helper loaded. */
async function openPage(page: Page) {
  await page.goto(`${server.url}/auth`);
  await page.addScriptTag({ url: HELPER_PATH });
}

/** Runs the helper on the file in the page; stops it once `stopAt` bytes are acknowledged. */
function sendFile(page: Page, stopAt?: number) {
  return page.evaluate(
    async ({ size, stopAt }) => {
      const bytes = new Uint8Array(size);
      for (let i = 0; i < size; i++) bytes[i] = i % 251;
      bytes[0] = 0x40;
      const file = new File([bytes], 'reads.fastq', { lastModified: 1_764_000_000_000 });
      const progress: number[] = [];
      const stop = new AbortController();
      type Helper = {
        uploadResumable(
          file: File,
          options: { purpose: string; signal: AbortSignal; onProgress(sent: number): void },
        ): Promise<{ uploadId: string }>;
      };
      const uploads = (window as unknown as { plotlineUploads: Helper }).plotlineUploads;
      try {
        const done = await uploads.uploadResumable(file, {
          purpose: 'genome.fastq',
          signal: stop.signal,
          onProgress: (sent) => {
            progress.push(sent);
            if (stopAt !== undefined && sent >= stopAt) stop.abort();
          },
        });
        return { uploadId: done.uploadId, progress, stored: Object.keys(localStorage) };
      } catch (error) {
        return { error: (error as Error).name, progress, stored: Object.keys(localStorage) };
      }
    },
    { size: SIZE, stopAt },
  );
}

describe('uploadResumable in the browser', () => {
  it('continues the same file after a stop and a page reload, and stores its exact bytes', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'token', value: token, url: server.url }]);
    await context.route(`**${HELPER_PATH}`, (route) =>
      route.fulfill({ body: helper, contentType: 'text/javascript' }),
    );
    const page = await context.newPage();
    await openPage(page);
    const first = await sendFile(page, 70 * MB);
    expect(first.error).toBe('AbortError');
    expect(first.stored.some((key) => key.startsWith('tus::plotline-upload/genome.fastq/'))).toBe(
      true,
    );

    await page.reload();
    await page.addScriptTag({ url: HELPER_PATH });
    const second = await sendFile(page);
    expect(second.error).toBeUndefined();
    // it went on from the server's offset (the first 50 MB PATCH at least), not from 0
    expect(second.progress[0]).toBeGreaterThanOrEqual(50 * MB);
    expect(second.progress.at(-1)).toBe(SIZE);
    expect(second.stored.filter((key) => key.startsWith('tus::'))).toEqual([]);
    const stored = join(dataDir, 'files', 'resumable', second.uploadId ?? '');
    expect(await sha256Of(createReadStream(stored))).toBe(await sha256Of(fileBytes()));
    await context.close();
  }, 180_000);
});
