import {
  NURSERY_HEADERS,
  type NurseryColumn,
  PHENOTYPE_HEADER_PREFIX,
  REQUIRED_NURSERY_COLUMNS,
  STAGE_HEADER_PREFIX,
} from '@plotline/contract/imports';
import { normalizeName } from '@plotline/contract/rules';
import { featureIdentity } from '../phenotypes/save-results.ts';

export { NURSERY_HEADERS, type NurseryColumn } from '@plotline/contract/imports';

/** Columns every nursery file must have. */
export const REQUIRED_COLUMNS = REQUIRED_NURSERY_COLUMNS;

const PHENOTYPE_PREFIX = PHENOTYPE_HEADER_PREFIX;
const STAGE_PREFIX = STAGE_HEADER_PREFIX;

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
