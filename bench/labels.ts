// Seed labels (issue 15, decision 041): 1,000 lot labels rendered to a PDF (QR, Code 128,
// Cyrillic text in the embedded DejaVu font), target ≤ 5 s, on an A4 sheet format and on the
// thermal format (one page per label); and the longest the event loop is held while 5,000
// labels render (they are drawn a few pages at a time between yields), target ≤ 100 ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  type Label,
  renderLabelsToBuffer,
} from '../apps/server/src/modules/seed-labels/render-labels.ts';
import type { Report } from './bench-report.ts';

const TARGET_MS = 5_000;
const TARGET_STALL_MS = 100;

function lotLabels(count: number): Label[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'lot',
    code: `L${String(i + 1).padStart(7, '0')}`,
    lineName: `ВК-${101 + (i % 400)}А×580/${i % 7}`,
    weight: `${(1000 + i * 1.5).toLocaleString('ru')} г`,
    date: '2026-09-12',
    place: `Склад №${1 + (i % 3)} / Стеллаж ${String.fromCharCode(1040 + (i % 20))}`,
  }));
}

export async function benchLabels(report: Report): Promise<void> {
  await renderLabelsToBuffer(lotLabels(24), 'a4-3x8'); // warm up: fonts, code paths
  for (const format of ['a4-3x8', 'thermal-58x40'] as const) {
    const started = performance.now();
    const pdf = await renderLabelsToBuffer(lotLabels(1_000), format);
    const ms = performance.now() - started;
    report(`1,000 labels → PDF (${format})`, ms, 'ms', TARGET_MS, true);
    console.log(`${''.padEnd(34)} ${(pdf.length / 1024 / 1024).toFixed(1)} MB`);
  }
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  await renderLabelsToBuffer(lotLabels(5_000), 'a4-3x8');
  const ms = performance.now() - started;
  delay.disable();
  console.log(`${'5,000 labels → PDF (a4-3x8)'.padEnd(34)} ${ms.toFixed(0)} ms`);
  report('longest event-loop stall (5,000)', delay.max / 1e6, 'ms', TARGET_STALL_MS, true);
}
