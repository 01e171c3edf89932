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
  /** Differs from the control at 5 % (null: not computed). */
  significance: boolean | null;
  /** How strongly: `**`/`*` (НСР) or R's stars of p (t-test); '' when not significant. */
  stars: string | null;
  color: 'green' | 'red' | null;
};

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
 * Flattens rows (their first feature item) into table rows, marking each season's control
 * (the server names them: `controls`, one per season) and each row's difference from it.
 */
export function toResultRows(
  rows: readonly StatisticsRow[],
  controls: readonly StatisticsRow[],
): ResultRow[] {
  const controlOf = new Map(controls.map((row) => [row.year_id, row]));
  return rows.map((row) => {
    const item = itemOf(row);
    const mean = item?.avg_value ?? null;
    const controlRow = controlOf.get(row.year_id);
    const controlMean = controlRow ? (itemOf(controlRow)?.avg_value ?? null) : null;
    const isControl = controlRow?.plot_name === row.plot_name;
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
      stars: item?.stars ?? null,
      color: item?.color ?? null,
    };
  });
}
