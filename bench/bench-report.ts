/**
 * How a benchmark prints one figure: its name, value and unit, the target, and
 * whether lower is better (`bench/run.ts` prints the ratio to the target).
 */
export type Report = (
  name: string,
  value: number,
  unit: string,
  target: number,
  lowerIsBetter: boolean,
) => void;
