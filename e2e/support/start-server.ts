import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export type RunningServer = {
  url: string;
  port: number;
  /** Milliseconds from spawn to the first healthy answer. */
  readyInMs: number;
  /** The last lines the server wrote (warnings and errors), to explain a failed test. */
  logTail: (lines?: number) => string;
  stop: () => Promise<void>;
};

/** A free TCP port on the loopback interface. */
export function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

/**
 * Starts the real server (`apps/server/src/main.ts`, as `npm start` does) on a free port with
 * a fresh embedded database in a temporary folder, and waits for `health/`.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-e2e-'));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PLOTLINE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    const ok = await fetch(`${url}/api/v1/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyInMs = performance.now() - started;
  return {
    url,
    port,
    readyInMs,
    logTail: (lines = 40) => output.split('\n').slice(-lines).join('\n'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
