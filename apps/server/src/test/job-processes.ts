import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { getTestDatabaseUrl } from './test-app.ts';

/**
 * Real server and worker processes on the test database (decision 032), for the job
 * lifecycle tests: started as `npm start` and `npm run worker` start them, sharing the
 * database and a data folder (so the file store) with the test's own app.
 */
const SERVER_DIR = resolve(import.meta.dirname, '../..');

/** Fast heartbeats and retries, so a killed run is found in seconds. */
export const FAST_JOBS_ENV = {
  JOBS_HEARTBEAT_SECONDS: '0.5',
  JOBS_STALE_SECONDS: '3',
  JOBS_RETRY_DELAY_SECONDS: '0',
};

export type JobProcess = {
  pid: number;
  /** The server's address (`http://127.0.0.1:<port>`); '' for a worker. */
  url: string;
  output: () => string;
  /** SIGKILL: no clean-up at all, as a crash or an OOM kill. */
  kill: () => Promise<void>;
  /** SIGTERM, waiting for the exit. */
  stop: () => Promise<void>;
};

/**
 * Starts `src/main.ts` (`server`) or `src/worker.ts` (`worker`) and waits until it is ready
 * (the server listening, the worker's "worker ready").
 */
export async function startJobProcess(
  entry: 'server' | 'worker',
  dataDir: string,
  env: Record<string, string> = {},
): Promise<JobProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', entry === 'server' ? 'src/main.ts' : 'src/worker.ts'],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: getTestDatabaseUrl(),
        PORT: '0',
        HOST: '127.0.0.1',
        PLOTLINE_DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        ...FAST_JOBS_ENV,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const ready = entry === 'server' ? /listening at http/ : /worker ready/;
  const deadline = Date.now() + 60_000;
  while (!ready.test(output)) {
    if (child.exitCode !== null) throw new Error(`${entry} exited:\n${output}`);
    if (Date.now() > deadline) {
      await signal('SIGKILL');
      throw new Error(`${entry} did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    pid: child.pid ?? 0,
    // pino's "Server listening at http://127.0.0.1:<port>" names the port it was given
    url: /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '',
    output: () => output,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
