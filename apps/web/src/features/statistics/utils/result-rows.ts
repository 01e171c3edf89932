import type { AverageRow, NsrRow, TTestRow } from '@plotline/contract/statistics';

/** A row of any of the three statistics answers. */
export type StatisticsRow = NsrRow | TTestRow | AverageRow;

/** One row of a results table: a plot base name (its repetitions joined) in one season. */
export type ResultRow = {
  /** `<year_id>:<plot_name>`, unique within an answer. */
  key: string;
  fieldName: string;
  year: number;
  yearId: number;
  plotName: string;
  lineName: string;
  /** Plots (repetitions) behind the row. */
  repetitions: number;
  /** The row every other row of its season is compared with. */
  isControl: boolean;
  mean: number | null;
  /** mean − the control's mean of the same season; null for the control and without values. */
  difference: number | null;
  nsr: number | null;
  lower: number | null;
  upper: number | null;
  pValue: number | null;
  rank: number | null;
  significance: string | null;
  color: 'green' | 'red' | null;
};

/** The control as the page asked for it. */
export type ControlChoice = { yearId: number; plotName: string };

/** A plot name without its repetition suffix (`X/2` → `X`), as the server joins rows. */
export function basePlotName(plotName: string): string {
  return plotName.trim().replace(/\/\d+$/, '');
}

type FeatureItem = StatisticsRow['features'][number];

/** The analysed feature's item of a row (the answer carries one). */
function itemOf(row: StatisticsRow): FeatureItem | undefined {
  return row.features[0];
}

/**
 * The control row of every season, found as the server does (api-contract §8): the chosen
 * plot in its season, and in each other season the first row of the same line.
 */
export function findControlRows(
  rows: readonly StatisticsRow[],
  control: ControlChoice | null,
): Map<number, StatisticsRow> {
  const controls = new Map<number, StatisticsRow>();
  if (!control) return controls;
  const base = basePlotName(control.plotName);
  const chosen = rows.find((row) => row.year_id === control.yearId && row.plot_name === base);
  if (!chosen) return controls;
  const lineId = chosen.plot_data[0]?.line_id;
  for (const row of rows) {
    const isSameLine = lineId !== undefined && row.plot_data[0]?.line_id === lineId;
    if (isSameLine && !controls.has(row.year_id)) controls.set(row.year_id, row);
  }
  controls.set(chosen.year_id, chosen);
  return controls;
}

/**
 * Flattens an answer (its first feature item) into table rows, marking each season's control
 * and each row's difference from it. Rows must be in the server's order (unsorted), which is
 * the order the server picked the other seasons' controls in.
 */
export function toResultRows(
  rows: readonly StatisticsRow[],
  control: ControlChoice | null,
): ResultRow[] {
  const controls = findControlRows(rows, control);
  return rows.map((row) => {
    const item = itemOf(row);
    const mean = item?.avg_value ?? null;
    const controlRow = controls.get(row.year_id);
    const controlMean = controlRow ? (itemOf(controlRow)?.avg_value ?? null) : null;
    const isControl = controlRow === row;
    return {
      key: `${row.year_id}:${row.plot_name}`,
      fieldName: row.field_name,
      year: row.year,
      yearId: row.year_id,
      plotName: row.plot_name,
      lineName: row.line_name,
      repetitions: row.plot_data.length,
      isControl,
      mean,
      difference: !isControl && mean !== null && controlMean !== null ? mean - controlMean : null,
      nsr: item && 'nsr' in item ? item.nsr : null,
      lower: item && 'lower' in item ? item.lower : null,
      upper: item && 'upper' in item ? item.upper : null,
      pValue: item && 'p_value' in item ? item.p_value : null,
      rank: item && 'rank' in item ? item.rank : null,
      significance: item?.significance ?? null,
      color: item?.color ?? null,
    };
  });
}
