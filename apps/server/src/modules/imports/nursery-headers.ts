import { normalizeName } from '@plotline/contract/rules';
import { featureIdentity } from '../phenotypes/save-results.ts';

/**
 * The header texts of nursery spreadsheets (api-contract §6). The uploads find columns by
 * these texts in any order; the downloads write exactly these texts.
 */
export const NURSERY_HEADERS = {
  label: 'Номер делянки',
  field: 'Название питомника',
  year: 'Год',
  region: 'Регион',
  plot: 'Название делянки',
  line: 'Название сорта',
  repetition: 'Номер повторности',
  mother: 'Мать',
  father: 'Отец',
  comment: 'Комментарий',
} as const;
/** A column of the fixed set, by its role. */
export type NurseryColumn = keyof typeof NURSERY_HEADERS;

/** Columns every nursery file must have. */
export const REQUIRED_COLUMNS: readonly NurseryColumn[] = [
  'field',
  'year',
  'region',
  'plot',
  'line',
];

const PHENOTYPE_PREFIX = 'Фенотип';
const STAGE_PREFIX = 'Стадия развития';

/** `Фенотип;<name>;<unit>` (the unit may be empty). */
export function phenotypeHeader(feature: string, unit: string): string {
  return `${PHENOTYPE_PREFIX};${feature};${unit}`;
}

/** `Стадия развития;<stage>;`. */
export function stageHeader(stage: string): string {
  return `${STAGE_PREFIX};${stage};`;
}

/** A stage name as stored: trimmed, lower-case (api-contract §5). */
export function stageKey(name: string): string {
  return name.trim().toLowerCase();
}

/** What a header cell names. */
export type HeaderMatch =
  | { kind: 'column'; column: NurseryColumn }
  | { kind: 'phenotype'; feature: string; unit: string }
  | { kind: 'stage'; stage: string }
  | { kind: 'invalid'; key: string }
  | { kind: 'unknown' };

const COLUMN_BY_TEXT = new Map(
  Object.entries(NURSERY_HEADERS).map(([column, text]) => [
    normalizeName(text),
    column as NurseryColumn,
  ]),
);

/**
 * Reads a header cell: trimmed, any case, ё = е. Phenotype and stage headers split on `;`;
 * their names are stored lower-case, units as written. Other texts are unknown columns,
 * which the uploads ignore.
 */
export function matchHeader(text: string): HeaderMatch {
  const column = COLUMN_BY_TEXT.get(normalizeName(text));
  if (column) return { kind: 'column', column };
  const [prefix = '', name = '', ...rest] = text.split(';');
  if (normalizeName(prefix) === normalizeName(PHENOTYPE_PREFIX)) {
    const { name: feature, unit } = featureIdentity(name, rest.join(';'));
    if (!feature) return { kind: 'invalid', key: 'imports.phenotypeHeader' };
    return { kind: 'phenotype', feature, unit };
  }
  if (normalizeName(prefix) === normalizeName(STAGE_PREFIX)) {
    const stage = stageKey(name);
    if (!stage) return { kind: 'invalid', key: 'imports.stageHeader' };
    return { kind: 'stage', stage };
  }
  return { kind: 'unknown' };
}
