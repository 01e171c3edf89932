import type { Language } from '@plotline/contract/rules';
import type {
  HeritabilityAnalysis,
  HeritabilityTrait,
} from '@plotline/contract/statistics-heritability';
import type { CellValue, Worksheet } from 'exceljs';
import type { WorkbookWriter } from '../../../platform/excel/send-workbook.ts';
import type { MessageKey } from '../../../platform/i18n/messages.ts';
import { translate } from '../../../platform/i18n/translate.ts';

/** Excel's limit on a sheet name, and the characters it refuses in one. */
const SHEET_NAME_MAX = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

/** Sheet names unique within the workbook (Excel compares them case-insensitively). */
function sheetNamer() {
  const used = new Set<string>();
  return (wanted: string) => {
    const base = wanted.replace(SHEET_NAME_FORBIDDEN, '_').trim().slice(0, SHEET_NAME_MAX) || '_';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, SHEET_NAME_MAX - suffix.length)}${suffix}`;
    }
    used.add(name.toLowerCase());
    return name;
  };
}

function writeRow(sheet: Worksheet, cells: CellValue[], bold = false) {
  const row = sheet.addRow(cells);
  if (bold) row.font = { bold: true };
  row.commit();
}

/** One row per variance component of every trait, with its model and heritabilities. */
function writeComponents(sheet: Worksheet, traits: readonly HeritabilityTrait[], t: Translator) {
  writeRow(
    sheet,
    [
      t('heritability.column.feature'),
      t('heritability.column.model'),
      t('heritability.column.component'),
      t('heritability.column.variance'),
      t('heritability.column.se'),
      t('heritability.column.boundary'),
      t('heritability.column.cullis'),
      t('heritability.column.standard'),
      t('heritability.column.overallMean'),
    ],
    true,
  );
  for (const trait of traits) {
    for (const component of trait.components) {
      writeRow(sheet, [
        trait.feature,
        trait.model,
        t(`heritability.component.${component.name}`),
        component.variance,
        component.se,
        component.boundary ? 1 : 0,
        trait.heritability.cullis,
        trait.heritability.standard,
        trait.overall_mean,
      ]);
    }
  }
}

/** The trait's lines, ranked. */
function writeLines(sheet: Worksheet, trait: HeritabilityTrait, t: Translator) {
  writeRow(
    sheet,
    [
      t('heritability.column.rank'),
      t('heritability.column.line'),
      t('heritability.column.mean'),
      t('heritability.column.blup'),
      t('heritability.column.pev'),
      t('heritability.column.reliability'),
      t('heritability.column.plots'),
      t('heritability.column.environments'),
    ],
    true,
  );
  for (const line of trait.lines) {
    writeRow(sheet, [
      line.rank,
      line.line_name,
      line.mean,
      line.blup,
      line.pev,
      line.reliability,
      line.n_plots,
      line.n_environments,
    ]);
  }
}

/** Three trait × trait blocks: genotypic, phenotypic (line means), plots. */
function writeCorrelations(
  sheet: Worksheet,
  correlations: NonNullable<HeritabilityAnalysis['correlations']>,
  t: Translator,
) {
  const blocks = [
    [t('heritability.column.genotypic'), correlations.genotypic],
    [t('heritability.column.phenotypic'), correlations.phenotypic],
    [t('heritability.column.plotCorrelation'), correlations.plots],
  ] as const;
  for (const [title, matrix] of blocks) {
    writeRow(sheet, [title, ...correlations.features], true);
    matrix.forEach((row, i) => {
      writeRow(sheet, [correlations.features[i] ?? '', ...row]);
    });
    writeRow(sheet, []);
  }
}

type Translator = (key: MessageKey) => string;

/**
 * Writes the analysis as a workbook: a components sheet (every trait's variance components,
 * model, H² and overall mean), one sheet per trait (its lines ranked by BLUP) named after the
 * trait, and a correlations sheet when they were asked; headers in `language`. Numbers stay
 * numbers at full precision (null: an empty cell).
 */
export async function writeHeritabilityWorkbook(
  workbook: WorkbookWriter,
  analysis: HeritabilityAnalysis,
  language: Language,
): Promise<void> {
  const t: Translator = (key) => translate(key, language);
  const nameSheet = sheetNamer();
  writeComponents(
    workbook.addWorksheet(nameSheet(t('heritability.sheet.components'))),
    analysis.traits,
    t,
  );
  for (const trait of analysis.traits) {
    writeLines(workbook.addWorksheet(nameSheet(trait.feature)), trait, t);
  }
  if (analysis.correlations) {
    const sheet = workbook.addWorksheet(nameSheet(t('heritability.sheet.correlations')));
    writeCorrelations(sheet, analysis.correlations, t);
  }
}
