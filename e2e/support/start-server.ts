import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export type RunningServer = {
  url: string;
  port: number;
  /** Process id of the running server (changes on restart). */
  pid: () => number;
  /** Milliseconds from spawn to the first healthy answer. */
  readyInMs: number;
  /** The last lines the server wrote (warnings and errors), to explain a failed test. */
  logTail: (lines?: number) => string;
  /** Stops the server and starts it again on the same port and data folder. */
  restart: () => Promise<void>;
  /** Kills the server with SIGKILL (no clean-up, as a crash); `restart()` brings it back. */
  crash: () => Promise<void>;
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

/** Where a server runs: both kept by `restart()`. */
export type ServerPlace = {
  /** A fixed port; a free one when absent. */
  port?: number;
  /** An existing data folder (kept by `stop()`); a fresh temporary one when absent. */
  dataDir?: string;
};

/**
 * Starts the real server (`apps/server/src/main.ts`, as `npm start` does) on a free port with
 * a fresh embedded database in a temporary folder, and waits for `health/`. `restart()` stops
 * it and starts it again on the same port and data folder.
 */
export async function startServer(
  env: Record<string, string> = {},
  place: ServerPlace = {},
): Promise<RunningServer> {
  const port = place.port ?? (await findFreePort());
  const dataDir = place.dataDir ?? mkdtempSync(join(tmpdir(), 'plotline-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const spawnHealthy = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
      const ok = await fetch(`${url}/api/v1/health/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return child;
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const halt = async (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  const started = performance.now();
  let child = await spawnHealthy();
  const readyInMs = performance.now() - started;
  return {
    url,
    port,
    pid: () => child.pid ?? 0,
    readyInMs,
    logTail: (lines = 40) => output.split('\n').slice(-lines).join('\n'),
    restart: async () => {
      await halt(child);
      child = await spawnHealthy();
    },
    crash: () => halt(child, 'SIGKILL'),
    stop: async () => {
      await halt(child);
      if (!place.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
