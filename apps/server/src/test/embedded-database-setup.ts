import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the suite's embedded PostgreSQL (server-embedded). */
    embeddedDatabaseUrl: string;
  }
}

let server: EmbeddedPostgres | undefined;
let folder: string | undefined;

/**
 * Global setup of the server-embedded suite: one throw-away embedded PostgreSQL for the whole
 * run (no fsync: nothing here needs to survive a crash), handed to the tests by `inject`.
 */
export async function setup(project: TestProject): Promise<void> {
  folder = await mkdtemp(join(tmpdir(), 'plotline-test-db-'));
  server = await startEmbeddedPostgres({
    dir: join(folder, 'postgres'),
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    onLog: (line) => console.error(`[embedded postgres] ${line}`),
  });
  project.provide('embeddedDatabaseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
}
