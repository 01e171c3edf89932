import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/** The server's own process id and the rows of `table`, through a fresh connection. */
async function ask(url: string, query: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

/** Starts a process that owns the folder's server, and waits until it has written its row. */
async function startOwnerProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, '../test/embedded-postgres-child.ts'), dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready')) ready();
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', () => fail(new Error(`the owner process exited:\n${output}`)));
  });
  return child;
}

// The supervisor itself; it starts servers of its own, so it runs in the embedded suite only.
describe.skipIf(process.env.PLOTLINE_TEST_DB === 'postgres')('embedded PostgreSQL', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'plotline-embedded-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('creates the cluster on first start and keeps committed data across a restart', async () => {
    const dir = join(folder, 'postgres');
    const first = await startEmbeddedPostgres({ dir });
    expect(first.isOwner).toBe(true);
    expect(first.url).toMatch(/^postgres:\/\/plotline:[^@]+@127\.0\.0\.1:\d+\/plotline$/);
    await ask(first.url, `create table t (name text); insert into t values ('Ёлка')`);
    await first.stop();

    const second = await startEmbeddedPostgres({ dir });
    try {
      expect(await ask(second.url, `select lower(name) as name from t`)).toEqual([
        { name: 'ёлка' },
      ]);
    } finally {
      await second.stop();
    }
  });

  it('lets a second process join the running server, which only its owner stops', async () => {
    const dir = join(folder, 'postgres');
    const owner = await startEmbeddedPostgres({ dir });
    try {
      const guest = await startEmbeddedPostgres({ dir });
      expect(guest.isOwner).toBe(false);
      const [viaOwner] = await ask(owner.url, 'select pg_postmaster_start_time()::text as t');
      await guest.stop();
      const [viaGuest] = await ask(guest.url, 'select pg_postmaster_start_time()::text as t');
      expect(viaGuest).toEqual(viaOwner);
    } finally {
      await owner.stop();
    }
  });

  it('takes over a server whose owner was killed (kill -9) and loses no committed row', async () => {
    const dir = join(folder, 'postgres');
    const owner = await startOwnerProcess(dir);
    const exited = new Promise((done) => owner.once('exit', done));
    owner.kill('SIGKILL');
    await exited;

    const server = await startEmbeddedPostgres({ dir });
    try {
      expect(server.isOwner).toBe(true);
      expect(await ask(server.url, 'select note from kept')).toEqual([
        { note: 'written before kill -9' },
      ]);
    } finally {
      await server.stop();
    }
  });

  it('does not answer without the password kept in the data folder', async () => {
    const dir = join(folder, 'postgres');
    const server = await startEmbeddedPostgres({ dir });
    try {
      const wrong = server.url.replace(/:[^:@]+@/, ':not-the-password@');
      await expect(ask(wrong, 'select 1')).rejects.toMatchObject({ code: '28P01' });
    } finally {
      await server.stop();
    }
  });
});
