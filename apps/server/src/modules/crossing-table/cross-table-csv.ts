import type { CrossResult } from '@plotline/contract/crossing-table';
import type { Language } from '@plotline/contract/rules';
import { translate } from '../../platform/i18n/translate.ts';

/** RFC 4180 field: quoted when it holds a comma, a quote or a line break. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A number as the CSV writes it: a dot, at most 6 decimals, no exponent for the usual sizes. */
function number(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * The crossing table as a CSV file (RFC 4180: commas, CRLF, a UTF-8 BOM so spreadsheet apps
 * read the names right): mother, father, then per trait its mean, SD, UC and P(beat), headers
 * in the request's language with the trait's name and unit (and "lower is better" after them
 * for a trait where a low value is wanted).
 */
export function crossTableCsv(table: CrossResult, language: Language): string {
  const header = [
    translate('crossingTable.csvMother', language),
    translate('crossingTable.csvFather', language),
  ];
  for (const trait of table.traits) {
    const named = trait.unit ? `${trait.name}, ${trait.unit}` : trait.name;
    const name = trait.lower_is_better
      ? translate('crossingTable.csvLowerIsBetter', language, { trait: named })
      : named;
    for (const key of ['csvMean', 'csvSd', 'csvUc', 'csvPBeat'] as const)
      header.push(translate(`crossingTable.${key}`, language, { trait: name }));
  }
  const rows = table.crosses.map((cross) => [
    cross.mother_name,
    cross.father_name,
    ...cross.traits.flatMap((value) => [
      number(value.mean),
      number(value.sd),
      number(value.uc),
      number(value.p_beat),
    ]),
  ]);
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(field).join(',')).join('\r\n')}\r\n`;
}
