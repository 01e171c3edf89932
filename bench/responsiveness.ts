// Issue 12 §2: no request or job blocks other users. The real server (as `npm start` runs it,
// on the embedded PostgreSQL, then on the PostgreSQL server when one answers) takes the largest
// allowed import (50,000 rows × 10 phenotypes) and then the largest allowed batch
// (plot_final_results/add_multiple/ at its limit, BATCH_RESULTS_MAX values), then harvest
// entries and stage dates at their limits and the move of 50,000 plots to a new season, while a prober
// asks, each kind in a loop of its own, for `/health`, a static file and another user's read. Target: p99 ≤ 200 ms for
// each during the load.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BATCH_HARVEST_MAX,
  BATCH_PLOTS_MAX,
  BATCH_RESULTS_MAX,
  BATCH_STAGES_MAX,
} from '@plotline/contract/rules';
import { type RunningServer, startServer } from '../e2e/support/start-server.ts';
import { benchDatabaseUrl } from './bench-database.ts';
import type { Report } from './bench-report.ts';
import { writeBenchFile } from './import-plot-results.ts';

const TARGET_P99_MS = 200;
const BATCH_VALUES = BATCH_RESULTS_MAX;
const BATCH_FEATURES = 10;

type Caller = (path: string, init?: RequestInit) => Promise<Response>;

/** Signs in (`/api/v1/login/`) and gives a caller of `/api/v1/<path>` with the bearer. */
async function signIn(server: RunningServer, username: string, password: string): Promise<Caller> {
  const login = await fetch(`${server.url}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login of ${username} answered ${login.status}`);
  const { access } = (await login.json()) as { access: string };
  return (path, init = {}) =>
    fetch(`${server.url}/api/v1/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${access}`, ...init.headers },
    });
}

/** A company-less user of their own (the "other user" whose reads must not wait). */
async function registerOther(server: RunningServer): Promise<{ other: Caller; cropId: number }> {
  const password = 'Other-pass1';
  const response = await fetch(`${server.url}/api/v1/users/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'other',
      password1: password,
      password2: password,
      first_name: 'Other',
      last_name: 'User',
      email: 'other@example.org',
    }),
  });
  if (!response.ok) throw new Error(`registration answered ${response.status}`);
  const other = await signIn(server, 'other', password);
  const crop = (await (
    await other('plotline_db/species_table/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ russian_name: 'Ячмень' }),
    })
  ).json()) as { spec_id: number };
  return { other, cropId: crop.spec_id };
}

type Probe = { name: string; run: () => Promise<Response>; samples: number[] };

/**
 * Asks each probe again and again, every probe in a loop of its own (a stalled one does not
 * hide the others), until `stop` resolves; every answer's latency is kept.
 */
async function probeUntil(probes: Probe[], stop: Promise<unknown>): Promise<void> {
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  await Promise.all(
    probes.map(async (probe) => {
      while (!done) {
        const started = performance.now();
        const response = await probe.run();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${probe.name} answered ${response.status}`);
        probe.samples.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }),
  );
}

function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** Uploads the file and polls its job to the end. @returns the job's final state */
async function importFile(demo: Caller, path: string, cropId: number): Promise<string> {
  const form = new FormData();
  form.set('spec_id', String(cropId));
  form.set('file', new Blob([readFileSync(path)]), 'results.xlsx');
  const upload = await demo('plotline_db/upload_custom_file/plot_result/', {
    method: 'POST',
    body: form,
  });
  if (upload.status !== 201)
    throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
  let job = (await upload.json()) as { job_id: number; status: string };
  while (job.status === 'pending' || job.status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = (await (await demo(`plotline_db/jobs/${job.job_id}/`)).json()) as typeof job;
  }
  return job.status;
}

/** The imported nursery's id. */
async function importedFieldId(demo: Caller, cropId: number): Promise<number> {
  const fields = (await (await demo(`plotline_db/field_table/?spec_id=${cropId}`)).json()) as {
    field_id: number;
    field_name: string;
  }[];
  const field = fields.find((f) => f.field_name === 'КСИ');
  if (!field) throw new Error('the imported nursery is missing');
  return field.field_id;
}

/** The first `count` plots of the imported season, in map order (the batches write to them). */
async function importedPlotIds(
  demo: Caller,
  cropId: number,
  count = BATCH_VALUES / BATCH_FEATURES,
): Promise<number[]> {
  const fields = (await (await demo(`plotline_db/field_table/?spec_id=${cropId}`)).json()) as {
    field_name: string;
    fieldyear_set: { id: number; year: number }[];
  }[];
  const season = fields
    .find((f) => f.field_name === 'КСИ')
    ?.fieldyear_set.find((y) => y.year === 2025);
  if (!season) throw new Error('the imported season is missing');
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const answer = (await (
      await demo(
        `plotline_db/combined_plot_field_line_genealogy/?year_id=${season.id}&page=${page}&page_size=1000`,
      )
    ).json()) as { data: { plot_id: number }[] };
    if (answer.data.length === 0) break;
    ids.push(...answer.data.map((plot) => plot.plot_id));
  }
  return ids.slice(0, count);
}

async function measureOn(label: string, env: Record<string, string>, file: string, report: Report) {
  const server = await startServer({ SEED_DEMO: 'true', ACCESS_TOKEN_TTL_SECONDS: '3600', ...env });
  try {
    const demo = await signIn(server, 'demo', 'Plotline-demo1');
    const { other, cropId: otherCropId } = await registerOther(server);
    const crops = (await (await demo('plotline_db/species_table/')).json()) as {
      data: { spec_id: number }[];
    };
    const cropId = crops.data[0]?.spec_id ?? 0;
    const probes = (): Probe[] => [
      { name: 'health', run: () => fetch(`${server.url}/api/v1/health/`), samples: [] },
      { name: 'static file', run: () => fetch(`${server.url}/favicon.svg`), samples: [] },
      {
        name: "another user's read",
        run: () => other(`plotline_db/field_table/?spec_id=${otherCropId}`),
        samples: [],
      },
    ];

    const printPhase = (phase: string, list: Probe[], seconds: number, what: string) => {
      console.log(`${label}: ${what} in ${seconds.toFixed(1)} s`);
      for (const probe of list) {
        const p99 = percentile(probe.samples, 0.99);
        report(`${probe.name} p99, ${phase} (${label})`, p99, 'ms', TARGET_P99_MS, true);
        console.log(
          `${''.padEnd(34)} ${probe.samples.length} answers, p50 ${percentile(probe.samples, 0.5).toFixed(1)} ms, max ${Math.max(...probe.samples).toFixed(1)} ms`,
        );
      }
    };

    const duringImport = probes();
    const started = performance.now();
    const imported = importFile(demo, file, cropId);
    await probeUntil(duringImport, imported);
    if ((await imported) !== 'success') throw new Error(`the import ended ${await imported}`);
    printPhase(
      'import',
      duringImport,
      (performance.now() - started) / 1000,
      'import 50k rows × 10',
    );

    const plots = await importedPlotIds(demo, cropId);
    const results = plots.flatMap((plot) =>
      Array.from({ length: BATCH_FEATURES }, (_, f) => ({
        plot,
        feature: `признак ${f + 1}`,
        unit: 'см',
        value: ((plot * 7 + f) % 1000) / 10,
      })),
    );
    /** Sends one batch while the probes ask; it must answer `expected`. */
    const measureBatch = async (
      what: string,
      path: string,
      method: string,
      body: unknown,
      expected: number,
    ) => {
      const during = probes();
      const batchStarted = performance.now();
      const batch = demo(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await probeUntil(during, batch);
      const answer = await batch;
      if (answer.status !== expected)
        throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
      printPhase(what, during, (performance.now() - batchStarted) / 1000, what);
    };
    await measureBatch(
      `batch of ${results.length} values`,
      'plotline_db/plot_final_results/add_multiple/',
      'POST',
      { results },
      201,
    );

    // every other batch at its limit, over the imported season's 50,000 plots
    const everyPlot = await importedPlotIds(demo, cropId, BATCH_PLOTS_MAX);
    const harvestPlots = everyPlot.slice(0, BATCH_HARVEST_MAX);
    const stagePlots = everyPlot.slice(0, BATCH_STAGES_MAX);
    await measureBatch(
      `batch of ${harvestPlots.length} harvest entries`,
      'plotline_db/harvest_technology/add_multiple/',
      'POST',
      {
        harvest_technologies: harvestPlots.map((plot) => ({
          plot,
          feature: 'Уборка комбайном',
          date_planned: '2025-09-10',
          date_real: null,
          comment: '',
        })),
      },
      201,
    );
    await measureBatch(
      `batch of ${stagePlots.length} stage dates`,
      'plotline_db/edit_multiple_plot_stages/',
      'PATCH',
      {
        stages: stagePlots.map((plot, i) => ({
          plot,
          stage_of_vegetation: 'цветение',
          date_of_stage: `2025-07-${String(1 + (i % 28)).padStart(2, '0')}`,
        })),
      },
      200,
    );
    const fieldId = await importedFieldId(demo, cropId);
    await measureBatch(
      `move of ${everyPlot.length} plots to 2026`,
      'plotline_db/plot_table/create_multiple/',
      'POST',
      { field_id: fieldId, spec_id: cropId, new_year: 2026, plot_ids: everyPlot },
      201,
    );
  } catch (error) {
    console.log(server.logTail());
    throw error;
  } finally {
    await server.stop();
  }
}

/** Runs the responsiveness benchmark on the embedded database and on PostgreSQL. */
export async function benchResponsiveness(report: Report): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'plotline-bench-responsive-'));
  try {
    const file = join(folder, 'results.xlsx');
    await writeBenchFile(file);
    await measureOn('embedded', {}, file, report);
    const databaseUrl = await benchDatabaseUrl('plotline_bench_responsiveness');
    if (!databaseUrl) {
      console.log('responsiveness on PostgreSQL: skipped (no server at 127.0.0.1:5432)');
      return;
    }
    await measureOn('PostgreSQL', { DATABASE_URL: databaseUrl }, file, report);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
