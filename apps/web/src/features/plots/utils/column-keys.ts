/**
 * Column ids of the plot table. Plain columns use the server's sort/filter keys; phenotype and
 * stage columns use `feature:<name>` / `stage:<name>`, which the server sorts and filters by
 * as they are. Harvest and genotype columns are the table's own.
 */

/** Plain columns the server can sort by. */
export const SORTABLE_COLUMNS: ReadonlySet<string> = new Set([
  'plot_label',
  'plot_name',
  'line_name',
  'parent_name_1',
  'parent_name_2',
  'square',
  'comment',
  'plot_order_priority',
  'plot_group',
  'crossbreeding_line_name',
]);

export type CharacteristicKind = 'feature' | 'stage' | 'harvest' | 'genotype';
export const CHARACTERISTIC_KINDS: readonly CharacteristicKind[] = [
  'feature',
  'stage',
  'harvest',
  'genotype',
];

/** The three cells of a harvest technology. */
export type HarvestPart = 'planned' | 'real' | 'comment';
export const HARVEST_PARTS: readonly HarvestPart[] = ['planned', 'real', 'comment'];

/** `feature:<name>`, `stage:<name>`, `harvest:<name>`, `genotype:<name>`. */
export function characteristicKey(kind: CharacteristicKind, name: string): string {
  return `${kind}:${name}`;
}

/** Column id of one part of a harvest technology. */
export function harvestColumnId(name: string, part: HarvestPart): string {
  return `harvest:${part}:${name}`;
}

export type ParsedColumn =
  | { kind: 'plain'; key: string }
  | { kind: 'feature' | 'stage' | 'genotype'; name: string }
  | { kind: 'harvest'; name: string; part: HarvestPart };

/** Reads a column id back into what it shows. */
export function parseColumnId(colId: string): ParsedColumn {
  const harvest = /^harvest:(planned|real|comment):(.*)$/s.exec(colId);
  if (harvest) return { kind: 'harvest', part: harvest[1] as HarvestPart, name: harvest[2] ?? '' };
  const match = /^(feature|stage|genotype):(.*)$/s.exec(colId);
  if (match) return { kind: match[1] as 'feature' | 'stage' | 'genotype', name: match[2] ?? '' };
  return { kind: 'plain', key: colId };
}

/**
 * Reads a characteristics-order entry: `kind:name`, or a bare name (a phenotype). A phenotype
 * entry may carry its unit, `feature:<name>;<unit>` (the settings popup keeps the unit of a
 * phenotype that has no values yet that way; decision 030).
 */
export function parseCharacteristicKey(entry: string): {
  kind: CharacteristicKind;
  name: string;
  unit: string;
} {
  const match = /^(feature|stage|harvest|genotype):(.*)$/s.exec(entry);
  if (!match) return { kind: 'feature', name: entry, unit: '' };
  const kind = match[1] as CharacteristicKind;
  const rest = match[2] ?? '';
  const at = kind === 'feature' ? rest.indexOf(';') : -1;
  if (at < 0) return { kind, name: rest, unit: '' };
  return { kind, name: rest.slice(0, at), unit: rest.slice(at + 1) };
}

/** A configuration entry: `kind:name`, with `;unit` for a phenotype that has a unit. */
export function configurationEntry(kind: CharacteristicKind, name: string, unit = ''): string {
  const key = characteristicKey(kind, name);
  return kind === 'feature' && unit ? `${key};${unit}` : key;
}

/** True for the columns the server can sort by (plain keys, phenotypes and stages). */
export function isServerSortableKey(colId: string): boolean {
  const column = parseColumnId(colId);
  if (column.kind === 'plain') return SORTABLE_COLUMNS.has(column.key);
  return column.kind === 'feature' || column.kind === 'stage';
}
