// `npm test`: typecheck, lint, then every test suite as its own vitest project, with a
// per-suite count and the closing line `N passed, N failed[, N skipped]`.
// Suites: unit, server-embedded, server-postgres (needs DATABASE_URL), e2e (needs Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const outcome = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return outcome.status === 0;
}

const suites = [];
const check = (name, ok) =>
  suites.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });

check('typecheck', run('npx', ['tsc', '-b']));
check('lint', run('npx', ['biome', 'ci', '.']));
check('web build', run('node', ['scripts/build-web-if-changed.mjs']));

const projects = [
  { name: 'unit', required: true },
  { name: 'server-embedded', required: true },
  {
    name: 'server-postgres',
    required: Boolean(process.env.CI),
    missing: process.env.DATABASE_URL ? undefined : 'DATABASE_URL is not set',
  },
  {
    name: 'e2e',
    required: true,
    missing: existsSync(chromium)
      ? undefined
      : `no Chromium at ${chromium} (apt-get install -y chromium)`,
  },
];

for (const project of projects) {
  if (project.missing) {
    console.log(`\n${project.name}: not run: ${project.missing}`);
    suites.push({
      name: project.name,
      passed: 0,
      failed: project.required ? 1 : 0,
      skipped: 0,
      note: 'not run',
    });
    continue;
  }
  const output = join(results, `${project.name}.json`);
  run('npx', [
    'vitest',
    'run',
    '--project',
    project.name,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output)) {
    suites.push({ name: project.name, passed: 0, failed: 1, skipped: 0, note: 'crashed' });
    continue;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const ranNothing = report.numTotalTests === 0;
  suites.push({
    name: project.name,
    passed: report.numPassedTests,
    failed:
      report.numFailedTests +
      (ranNothing || (!report.success && report.numFailedTests === 0) ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    note: ranNothing ? 'ran no test' : undefined,
  });
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nSuite                passed  failed  skipped');
for (const suite of suites) {
  total.passed += suite.passed;
  total.failed += suite.failed;
  total.skipped += suite.skipped;
  console.log(
    `${suite.name.padEnd(20)} ${String(suite.passed).padStart(6)}  ${String(suite.failed).padStart(6)}  ${String(suite.skipped).padStart(7)}${suite.note ? `  (${suite.note})` : ''}`,
  );
}
writeFileSync(join(results, 'summary.json'), `${JSON.stringify({ suites, total }, null, 2)}\n`);
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed === 0 ? 0 : 1);
