/** Keys that tell nurseries, seasons and plots of an upload apart. */

/** A name as the unique indexes fold it: trimmed, lower-case, ё = е. */
export function foldName(name: string): string {
  return name.trim().toLowerCase().replaceAll('ё', 'е');
}

/** A nursery: its name and region, folded (the unique index `fields_crop_name_region_key`). */
export function fieldKeyOf(row: { field: string; region: string }): string {
  return `${foldName(row.field)}\u0000${foldName(row.region)}`;
}

/** A season: nursery and calendar year. */
export function fieldYearKeyOf(row: { field: string; region: string; year: number }): string {
  return `${fieldKeyOf(row)}\u0000${row.year}`;
}

/** The stored plot name: `<plot>/<repetition>` (api-contract §5). */
export function plotNameOf(row: { plot: string; repetition: number }): string {
  return `${row.plot}/${row.repetition}`;
}
