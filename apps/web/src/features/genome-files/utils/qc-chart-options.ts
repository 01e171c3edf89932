import type { QcView } from './qc-report-view.ts';

/** The charts' words, in the interface language. */
export type QcChartTexts = {
  position: string;
  quality: string;
  mean: string;
  median: string;
  quartiles: string;
  reads: string;
  percent: string;
  gcObserved: string;
  gcTheoretical: string;
  gcContent: string;
  length: string;
  duplicationLevel: string;
  deduplicated: string;
  total: string;
};

/** The charts that have something to draw (module → its option), in FastQC's order. */
export type QcChartKey =
  | 'perBaseQuality'
  | 'perSequenceQuality'
  | 'perBaseContent'
  | 'perSequenceGc'
  | 'perBaseN'
  | 'lengths'
  | 'duplication'
  | 'adapterContent';

/** FastQC's colours: quality bands, yellow boxes, red median, blue mean, the four bases. */
export const QC_COLOURS = {
  good: 'rgba(175, 230, 175, 0.55)',
  fair: 'rgba(230, 215, 175, 0.55)',
  poor: 'rgba(230, 175, 175, 0.55)',
  box: '#ffe600',
  median: '#d40000',
  mean: '#1f3fbf',
  line: '#d40000',
  theoretical: '#1f3fbf',
  bases: { g: '#000000', a: '#2a9d2a', t: '#d40000', c: '#1f3fbf' },
} as const;

/** Phred scores FastQC bands its per-base chart by: poor < 20 ≤ fair < 28 ≤ good. */
export const QUALITY_BANDS = { fair: 20, good: 28 } as const;

const GRID = { left: 56, right: 16, top: 36, bottom: 48 } as const;
const AXIS_LABEL = { hideOverlap: true } as const;

function categoryAxis(name: string, data: readonly string[]) {
  return {
    type: 'category',
    name,
    nameLocation: 'middle',
    nameGap: 30,
    data,
    axisLabel: AXIS_LABEL,
  };
}

function valueAxis(name: string, extra: Record<string, unknown> = {}) {
  return { type: 'value', name, nameLocation: 'middle', nameGap: 40, ...extra };
}

function line(name: string, data: readonly (number | null)[], color: string) {
  return { type: 'line', name, data, showSymbol: false, lineStyle: { width: 1.5, color }, color };
}

function chart(series: unknown[], xAxis: unknown, yAxis: unknown, legend = true) {
  return {
    aria: { enabled: true },
    animation: false,
    grid: GRID,
    tooltip: { trigger: 'axis' },
    legend: legend ? { top: 0 } : undefined,
    xAxis,
    yAxis,
    series,
  };
}

/**
 * Per-base quality as FastQC draws it: over the green/orange/red bands (≥ 28, 20–28, < 20), a
 * yellow box from the lower to the upper quartile per position, whiskers to the 10th and
 * 90th percentiles (a candlestick: open = lower quartile, close = upper, low = 10th, high =
 * 90th), the median as a red mark and the mean as a blue line.
 */
function perBaseQualityOption(view: QcView, texts: QcChartTexts) {
  const rows = view.perBaseQuality;
  const top = Math.max(
    40,
    ...rows.map((row) => Math.ceil(row.percentile90 ?? row.upperQuartile ?? row.mean ?? 0) + 1),
  );
  const bands = [
    [QUALITY_BANDS.good, top, QC_COLOURS.good],
    [QUALITY_BANDS.fair, QUALITY_BANDS.good, QC_COLOURS.fair],
    [0, QUALITY_BANDS.fair, QC_COLOURS.poor],
  ] as const;
  const box = rows.map((row) =>
    row.lowerQuartile === null ||
    row.upperQuartile === null ||
    row.percentile10 === null ||
    row.percentile90 === null
      ? '-'
      : [row.lowerQuartile, row.upperQuartile, row.percentile10, row.percentile90],
  );
  return chart(
    [
      {
        type: 'candlestick',
        name: texts.quartiles,
        data: box,
        barMaxWidth: 14,
        itemStyle: {
          color: QC_COLOURS.box,
          color0: QC_COLOURS.box,
          borderColor: '#333',
          borderColor0: '#333',
          borderWidth: 1,
        },
        markArea: {
          silent: true,
          data: bands.map(([from, to, color]) => [
            { yAxis: from, itemStyle: { color } },
            { yAxis: to },
          ]),
        },
      },
      {
        type: 'scatter',
        name: texts.median,
        data: rows.map((row) => row.median),
        symbol: 'rect',
        symbolSize: [10, 2],
        itemStyle: { color: QC_COLOURS.median },
      },
      line(
        texts.mean,
        rows.map((row) => row.mean),
        QC_COLOURS.mean,
      ),
    ],
    categoryAxis(
      texts.position,
      rows.map((row) => row.base),
    ),
    valueAxis(texts.quality, { min: 0, max: top }),
  );
}

function perBaseContentOption(view: QcView, texts: QcChartTexts) {
  const rows = view.perBaseContent;
  const bases = ['g', 'a', 't', 'c'] as const;
  return chart(
    bases.map((base) =>
      line(
        `%${base.toUpperCase()}`,
        rows.map((row) => row[base]),
        QC_COLOURS.bases[base],
      ),
    ),
    categoryAxis(
      texts.position,
      rows.map((row) => row.base),
    ),
    valueAxis(texts.percent, { min: 0, max: 100 }),
  );
}

function perSequenceGcOption(view: QcView, texts: QcChartTexts) {
  const observed = new Map(view.perSequenceGc.map((row) => [row.gc, row.count]));
  const percents = Array.from({ length: 101 }, (_, gc) => gc);
  const series = [
    line(
      texts.gcObserved,
      percents.map((gc) => observed.get(gc) ?? 0),
      QC_COLOURS.line,
    ),
  ];
  if (view.theoreticalGc.length > 0) {
    series.push(
      line(
        texts.gcTheoretical,
        percents.map((gc) => view.theoreticalGc[gc] ?? null),
        QC_COLOURS.theoretical,
      ),
    );
  }
  return chart(series, categoryAxis(texts.gcContent, percents.map(String)), valueAxis(texts.reads));
}

/** The ECharts option of a QC chart, or null when the report has no rows for it. */
export function buildQcChartOption(
  key: QcChartKey,
  view: QcView,
  texts: QcChartTexts,
): Record<string, unknown> | null {
  switch (key) {
    case 'perBaseQuality':
      return view.perBaseQuality.length > 0 ? perBaseQualityOption(view, texts) : null;
    case 'perBaseContent':
      return view.perBaseContent.length > 0 ? perBaseContentOption(view, texts) : null;
    case 'perSequenceGc':
      return view.perSequenceGc.length > 0 ? perSequenceGcOption(view, texts) : null;
    case 'perSequenceQuality':
      return simpleLine(
        view.perSequenceQuality.map((row) => [String(row.quality), row.count]),
        texts.quality,
        texts.reads,
      );
    case 'perBaseN':
      return simpleLine(
        view.perBaseN.map((row) => [row.base, row.nPercent]),
        texts.position,
        texts.percent,
        { min: 0, max: 100 },
      );
    case 'lengths':
      return simpleLine(
        view.lengths.map((row) => [row.length, row.count]),
        texts.length,
        texts.reads,
      );
    case 'duplication':
      return view.duplication.length > 0 ? duplicationOption(view, texts) : null;
    case 'adapterContent':
      return view.adapterContent.length > 0 ? adapterOption(view, texts) : null;
  }
}

function simpleLine(
  points: [string, number | null][],
  xName: string,
  yName: string,
  yExtra: Record<string, unknown> = {},
) {
  if (points.length === 0) return null;
  return chart(
    [
      line(
        yName,
        points.map(([, value]) => value),
        QC_COLOURS.line,
      ),
    ],
    categoryAxis(
      xName,
      points.map(([label]) => label),
    ),
    valueAxis(yName, yExtra),
    false,
  );
}

function duplicationOption(view: QcView, texts: QcChartTexts) {
  const rows = view.duplication;
  return chart(
    [
      line(
        texts.deduplicated,
        rows.map((row) => row.deduplicated),
        QC_COLOURS.line,
      ),
      line(
        texts.total,
        rows.map((row) => row.total),
        QC_COLOURS.theoretical,
      ),
    ],
    categoryAxis(
      texts.duplicationLevel,
      rows.map((row) => row.level),
    ),
    valueAxis(texts.percent, { min: 0, max: 100 }),
  );
}

/** Lines per adapter, in ECharts' palette (FastQC draws up to six). */
function adapterOption(view: QcView, texts: QcChartTexts) {
  const rows = view.adapterContent;
  return chart(
    view.adapters.map((name, index) => ({
      type: 'line',
      name,
      data: rows.map((row) => row.percentages[index] ?? null),
      showSymbol: false,
    })),
    categoryAxis(
      texts.position,
      rows.map((row) => row.position),
    ),
    valueAxis(texts.percent, { min: 0, max: 100 }),
  );
}
