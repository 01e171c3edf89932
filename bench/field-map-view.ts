// The field map of a 10,000-plot season in headless Chromium (software rendering): the time
// from the map's answer to its first drawn frame (target ≤ 500 ms), the whole page load for
// reference, and frames per second while zooming and panning every frame (target ≥ 50 fps).
import { sql } from 'drizzle-orm';
import { launchBrowser } from '../e2e/support/launch-browser.ts';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const PLOTS = 10_000;
const WIDTH = 100;
const BENCH_DB = 'plotline_bench_map';
const TARGETS = { firstPaintMs: 500, fps: 50 } as const;

/** Seeds a season of PLOTS labelled plots in rows of WIDTH with a yield value each. */
async function seed(databaseUrl: string) {
  const { database, db, yearId } = await seedBenchSeason(databaseUrl);
  await db.execute(
    sql`insert into lines (crop_id, name) select 1, 'Линия ' || g from generate_series(1, ${PLOTS}) g`,
  );
  await db.execute(sql`insert into plots (field_year_id, line_id, name, label, position)
    select ${yearId}, g, 'Делянка ' || g || '/1', g::text, g from generate_series(1, ${PLOTS}) g`);
  await db.execute(sql`insert into field_maps (field_year_id, width) values (${yearId}, ${WIDTH})`);
  await db.execute(sql`analyze`);
  await database.close();
  return yearId;
}

// Strings, not functions: tsx would wrap named closures in helpers the page lacks.
/** Records when the canvas first carries its drawn view (set by the first frame). */
const FIRST_FRAME_WATCH = `(() => {
  const watch = () => {
    const canvas = document.querySelector('[data-testid=field-map-canvas]');
    if (canvas && canvas.dataset.view) { window.__mapFirstFrame = performance.now(); return; }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})()`;

/** Zooms (wheel) and pans (arrow keys) the map once per frame for `duration` ms; frame times. */
const ZOOM_PAN_SCRIPT = `(duration) => new Promise((done) => {
  const canvas = document.querySelector('[data-testid=field-map-canvas]');
  const box = canvas.getBoundingClientRect();
  const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
  const times = [];
  const start = performance.now();
  let frame = 0;
  const step = (now) => {
    times.push(now);
    frame += 1;
    if (frame % 2 === 0) {
      const zoomIn = Math.floor(frame / 60) % 2 === 0;
      canvas.dispatchEvent(new WheelEvent('wheel', {
        deltaY: zoomIn ? -60 : 60, clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2, bubbles: true, cancelable: true,
      }));
    } else {
      const key = keys[Math.floor(frame / 30) % 4];
      canvas.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
    if (now - start < duration) requestAnimationFrame(step);
    else done(times);
  };
  requestAnimationFrame(step);
})`;

/** Mean fps and the longest frame of a run of frame times. */
function frameStats(times: number[]) {
  const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
  const seconds = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
  return { fps: gaps.length / seconds, longest: Math.max(...gaps) };
}

/** Runs the field-map view benchmark and prints its figures. */
export async function benchFieldMapView(report: Report): Promise<void> {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('field map view: no PostgreSQL reachable, skipped');
    return;
  }
  const yearId = await seed(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${server.url}/auth`);
    const form = page.getByTestId('login-form');
    await form.locator('#username').fill(BENCH_USER.username);
    await form.locator('#password').fill(BENCH_USER.password);
    await form.locator('button[type=submit]').click();
    await page.waitForURL('**/fields**');
    const firstPaints: number[] = [];
    const loads: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.addInitScript(FIRST_FRAME_WATCH);
      await page.goto(`${server.url}/fields?cultureId=1&fieldId=1&yearId=${yearId}`);
      // polled with evaluate: waitForFunction compiles its text in the page, which the CSP forbids
      for (
        let waited = 0;
        !(await page.evaluate('window.__mapFirstFrame !== undefined'));
        waited++
      ) {
        if (waited > 600) throw new Error('the map never drew its first frame');
        await new Promise((done) => setTimeout(done, 100));
      }
      const [frameAt, answeredAt] = (await page.evaluate(`[
        window.__mapFirstFrame,
        performance.getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/field_maps/?'))
          .map((entry) => entry.responseEnd)[0],
      ]`)) as [number, number];
      firstPaints.push(frameAt - answeredAt);
      loads.push(frameAt);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    report(
      `map ${PLOTS}: answer → first frame`,
      median(firstPaints),
      'ms',
      TARGETS.firstPaintMs,
      true,
    );
    console.log(
      `map ${PLOTS}: navigation → first frame (whole page) ${median(loads).toFixed(0)} ms`,
    );
    // zoomed out (every plot drawn) and zooming in and out, panning, one change per frame
    const times = (await page.evaluate(`(${ZOOM_PAN_SCRIPT})(4000)`)) as number[];
    const stats = frameStats(times);
    report(`map ${PLOTS}: zoom and pan`, stats.fps, 'fps', TARGETS.fps, false);
    console.log(
      `map ${PLOTS}: longest frame while zooming and panning ${stats.longest.toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
