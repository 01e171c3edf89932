// Builds the web app only when its sources changed since the last build: a hash of every
// source file is kept beside the build in apps/web/dist/.source-hash.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];
const dist = join(root, 'apps/web/dist');
const stamp = join(dist, '.source-hash');

function* walk(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* walk(join(path, entry));
  } else if (!/\.test\.tsx?$/.test(path)) {
    yield path;
  }
}

const hash = createHash('sha256');
for (const source of SOURCES) {
  for (const file of walk(join(root, source))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
}
const digest = hash.digest('hex');
const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
if (previous === digest && existsSync(join(dist, 'index.html'))) {
  console.log('Web app is up to date (sources unchanged since the last build).');
} else {
  console.log('Building the web app…');
  execSync('npm run build -w @plotline/web', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, `${digest}\n`);
}
