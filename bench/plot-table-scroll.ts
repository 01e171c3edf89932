// Scrolling the web plot table of a 20,000-plot season in headless Chromium (software
// rendering): frames per second of a steady reading scroll (target ≥ 50 fps; rows and columns
// are virtualised, blocks of 250 rows load as they come), and of a sweep through every row.
import { launchBrowser } from '../e2e/support/launch-browser.ts';
import type { Report } from './bench-report.ts';

const TARGET_FPS = 50;

/**
 * Scrolls the element for `duration` ms at `speed` px/s (0 = from top to bottom within the
 * duration), one step per animation frame, and returns the frame times.
 */
const SCROLL_SCRIPT = `(element, duration, speed) => new Promise((done) => {
  const times = [];
  const total = element.scrollHeight - element.clientHeight;
  const from = element.scrollTop;
  const start = performance.now();
  const step = (now) => {
    times.push(now);
    const elapsed = now - start;
    const progress = Math.min(1, elapsed / duration);
    element.scrollTop = speed > 0 ? Math.min(total, from + (speed * elapsed) / 1000) : total * progress;
    if (progress < 1) requestAnimationFrame(step);
    else done({ times });
  };
  requestAnimationFrame(step);
})`;

const VIEWPORT = "document.querySelector('[data-testid=plot-table] .ag-body-viewport')";

/** Mean fps, share of frames over 20 ms and the longest frame of a run of frame times. */
function frameStats(times: number[]) {
  const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
  const seconds = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
  return {
    fps: gaps.length / seconds,
    slowShare: gaps.filter((gap) => gap > 20).length / gaps.length,
    longest: Math.max(...gaps),
  };
}

/**
 * Opens the plot table of `yearId` as `username`, scrolls it steadily and then sweeps it to
 * the bottom, counting animation frames; reports mean fps and the share of frames over 20 ms.
 */
export async function benchPlotTableScroll(
  report: Report,
  target: {
    url: string;
    username: string;
    password: string;
    cropId: number;
    fieldId: number;
    yearId: number;
  },
): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${target.url}/auth`);
    const form = page.getByTestId('login-form');
    await form.locator('#username').fill(target.username);
    await form.locator('#password').fill(target.password);
    await form.locator('button[type=submit]').click();
    await page.waitForURL('**/fields**');
    await page.goto(
      `${target.url}/fields/phenotypes?cultureId=${target.cropId}&fieldId=${target.fieldId}&yearId=${target.yearId}`,
    );
    const viewport = page.locator('[data-testid=plot-table] .ag-body-viewport');
    await viewport.waitFor();
    await page.locator('[data-testid=plot-table] .ag-row').first().waitFor();
    // strings, not functions: tsx would wrap named closures in helpers the page lacks
    const scroll = async (duration: number, speed: number) =>
      frameStats(
        (
          (await page.evaluate(`(${SCROLL_SCRIPT})(${VIEWPORT}, ${duration}, ${speed})`)) as {
            times: number[];
          }
        ).times,
      );
    // a breeder reading down the table: a steady wheel/trackpad scroll, 3,000 px/s
    const steady = await scroll(8_000, 3_000);
    report('plot table steady scroll (3000 px/s)', steady.fps, 'fps', TARGET_FPS, false);
    console.log(
      `${''.padEnd(34)} frames over 20 ms: ${(steady.slowShare * 100).toFixed(1)} %, longest ${steady.longest.toFixed(0)} ms`,
    );
    // dragging the scroll bar through all 20,000 rows in 6 s: every frame lands on new rows
    // and most on blocks still loading
    const sweep = await scroll(6_000, 0);
    console.log(
      `plot table sweep, 20,000 rows in 6 s ${sweep.fps.toFixed(1).padStart(6)} fps (frames over 20 ms ${(sweep.slowShare * 100).toFixed(0)} %, longest ${sweep.longest.toFixed(0)} ms)`,
    );
  } finally {
    await browser.close();
  }
}
