// `npm run bench`: each benchmark prints its figure and its ratio to the target
// (ratio < 1 is better than the target for times, > 1 for throughputs).
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { launchBrowser } from '../e2e/support/launch-browser.ts';
import { startServer } from '../e2e/support/start-server.ts';
import { benchFieldMapView } from './field-map-view.ts';
import { benchImportPlotResults } from './import-plot-results.ts';
import { benchPlotTable } from './plot-table.ts';
import { benchStatistics } from './stats.ts';

const DIST = resolve(import.meta.dirname, '../apps/web/dist');

const TARGETS = {
  coldStartMs: 8_000,
  warmStartMs: 5_000,
  loginsPerSecond: 20,
  authFirstLoadGzipKiB: 200,
};

function report(name: string, value: number, unit: string, target: number, lowerIsBetter: boolean) {
  const ratio = lowerIsBetter ? value / target : value / target;
  const verdict = lowerIsBetter ? (ratio <= 1 ? 'ok' : 'SLOW') : ratio >= 1 ? 'ok' : 'SLOW';
  console.log(
    `${name.padEnd(34)} ${value.toFixed(1).padStart(9)} ${unit.padEnd(6)} target ${String(target).padStart(6)}  ratio ${ratio.toFixed(2)}  ${verdict}`,
  );
}

async function benchColdStart() {
  // First start: creates the embedded database, migrates, seeds countries and the demo company.
  const server = await startServer({ SEED_DEMO: 'true' });
  await server.stop();
  report('cold start → first healthy answer', server.readyInMs, 'ms', TARGETS.coldStartMs, true);
}

async function benchLoginThroughput() {
  const server = await startServer({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    const result = await autocannon({
      url: `${server.url}/api/v1/login/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Plotline-demo1' }),
      connections: 8,
      duration: 10,
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} logins failed`);
    report(
      'login throughput (argon2id, 8 conn)',
      result.requests.average,
      'req/s',
      TARGETS.loginsPerSecond,
      false,
    );
    console.log(
      `${''.padEnd(34)} latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  } finally {
    await server.stop();
  }
}

/** Gzip size of the JS a first visit to /auth downloads (the build's .gz files). */
async function benchAuthFirstLoad() {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('build the web app first (npm run build)');
  const server = await startServer({ SEED_DEMO: 'false' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(`${server.url}/auth`);
    await page.getByTestId('login-form').waitFor();
    await page.waitForLoadState('networkidle');
    const gzip = [...scripts].reduce((sum, path) => {
      const file = join(DIST, path);
      return sum + statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
    }, 0);
    report(
      `/auth first-load JS (${scripts.size} files, gzip)`,
      gzip / 1024,
      'KiB',
      TARGETS.authFirstLoadGzipKiB,
      true,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

const BENCHES: Record<string, () => Promise<void>> = {
  start: benchColdStart,
  login: benchLoginThroughput,
  'first-load': benchAuthFirstLoad,
  'plot-table': () => benchPlotTable(report),
  'plot-table-scale': async () =>
    (await import('./plot-table-scale.ts')).benchPlotTableScale(report),
  import: () => benchImportPlotResults(report),
  stats: () => benchStatistics(report),
  'stats-rows': async () => (await import('./stats-rows.ts')).benchStatisticsRows(report),
  notifications: async () => (await import('./notifications.ts')).benchNotifications(report),
  responsiveness: async () => (await import('./responsiveness.ts')).benchResponsiveness(report),
  memory: async () => (await import('./idle-memory.ts')).benchIdleMemory(report),
  uploads: async () => (await import('./uploads.ts')).benchUploads(report),
  'line-pivot': async () => (await import('./line-pivot.ts')).benchLinePivot(report),
  pedigree: async () => (await import('./pedigree.ts')).benchPedigree(report),
  labels: async () => (await import('./labels.ts')).benchLabels(report),
  warehouse: async () => (await import('./warehouse.ts')).benchWarehouse(report),
  meteo: async () => (await import('./meteo.ts')).benchMeteo(report),
  'meteo-import': async () => (await import('./meteo-import.ts')).benchMeteoImport(report),
  'genome-qc': async () => (await import('./genome-qc.ts')).benchGenomeQc(report),
  'vcf-import': async () => (await import('./vcf-import.ts')).benchVcfImport(report),
  'mixed-models': async () => (await import('./mixed-models.ts')).benchMixedModels(report),
  'genome-structure': async () =>
    (await import('./genome-structure.ts')).benchGenomeStructure(report),
  'genome-gwas': async () => (await import('./genome-gwas.ts')).benchGenomeGwas(report),
  'genome-prediction': async () =>
    (await import('./genome-prediction.ts')).benchGenomePrediction(report),
  'genome-crossing': async () => (await import('./genome-crossing.ts')).benchGenomeCrossing(report),
  'field-maps': async () => {
    await (await import('./field-maps.ts')).benchFieldMaps(report);
    await benchFieldMapView(report);
  },
};

// `npm run bench -- stats plot-table` runs only those; no argument runs them all.
const chosen = process.argv.slice(2);
console.log('Plotline benchmarks (this machine)\n');
for (const [name, run] of Object.entries(BENCHES)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
