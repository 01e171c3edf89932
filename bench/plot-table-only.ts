import { benchPlotTable } from './plot-table.ts';

await benchPlotTable((name, value, unit, target) =>
  console.log(`${name.padEnd(34)} ${value.toFixed(1).padStart(9)} ${unit} target ${target}`),
);
