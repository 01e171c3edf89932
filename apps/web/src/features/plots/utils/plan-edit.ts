import type { CombinedPlot, PlotHarvest } from '@plotline/contract/plots';
import {
  formatNumber,
  INPUT_MAX_LENGTH,
  PLOT_LABEL_MAX_LENGTH,
  PLOT_LABEL_PATTERN,
  parsePhenotypeValue,
} from '@plotline/contract/rules';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import type { FeatureKind } from './characteristics.ts';
import { type HarvestPart, parseColumnId } from './column-keys.ts';
import {
  findHarvest,
  readFeature,
  readHarvest,
  readStage,
  withFeature,
  withHarvest,
  withStage,
} from './plot-values.ts';

/** What an edit needs to know beyond the row: phenotype kinds and units of the season. */
export type EditContext = {
  featureKinds: Record<string, FeatureKind>;
  units: Record<string, string>;
};

/** The call that stores an edited cell. */
export type EditRequest =
  | { type: 'label'; plotId: number; value: string }
  | { type: 'comment'; plotId: number; value: string }
  | { type: 'result'; plotId: number; feature: string; unit: string; value: number | string }
  | { type: 'clearResult'; plotId: number; feature: string }
  | { type: 'stage'; plotId: number; stage: string; date: string | null }
  | {
      type: 'harvest';
      plotId: number;
      technology: string;
      part: HarvestPart;
      value: string | null;
      /** The technology as it was (absent: it is new and gets created). */
      current: PlotHarvest | undefined;
    };

export type EditPlan =
  | { kind: 'invalid'; message: TranslationKey; params?: Record<string, number> }
  | { kind: 'unchanged' }
  | { kind: 'save'; next: CombinedPlot; request: EditRequest };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Spec §5: numbers take up to 4 digits after the decimal point. */
const MAX_DECIMALS = 4;

function countDecimals(text: string): number {
  return /[.,](\d+)$/.exec(text)?.[1]?.length ?? 0;
}
const UNCHANGED: EditPlan = { kind: 'unchanged' };

function toText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

function planLabel(plot: CombinedPlot, text: string): EditPlan {
  if (text === (plot.plot_label ?? '')) return UNCHANGED;
  if (text.length > PLOT_LABEL_MAX_LENGTH) {
    return {
      kind: 'invalid',
      message: 'validation.maxChars',
      params: { max: PLOT_LABEL_MAX_LENGTH },
    };
  }
  if (text !== '' && !PLOT_LABEL_PATTERN.test(text)) {
    return { kind: 'invalid', message: 'validation.plotLabelPattern' };
  }
  return {
    kind: 'save',
    next: { ...plot, plot_label: text || null },
    request: { type: 'label', plotId: plot.plot_id, value: text },
  };
}

function planComment(plot: CombinedPlot, text: string): EditPlan {
  if (text === plot.comment) return UNCHANGED;
  if (text.length > INPUT_MAX_LENGTH) {
    return { kind: 'invalid', message: 'validation.maxChars', params: { max: INPUT_MAX_LENGTH } };
  }
  return {
    kind: 'save',
    next: { ...plot, comment: text },
    request: { type: 'comment', plotId: plot.plot_id, value: text },
  };
}

function planFeature(
  plot: CombinedPlot,
  name: string,
  text: string,
  context: EditContext,
): EditPlan {
  const previous = readFeature(plot, name);
  const plotId = plot.plot_id;
  if (text === '') {
    if (previous === null) return UNCHANGED;
    return {
      kind: 'save',
      next: withFeature(plot, name, null, ''),
      request: { type: 'clearResult', plotId, feature: name },
    };
  }
  const parsed = parsePhenotypeValue(text);
  const kind = context.featureKinds[name];
  if (kind === 'quantitative' && parsed.number === null) {
    return { kind: 'invalid', message: 'validation.phenotypeNumber' };
  }
  if (kind === 'qualitative' && parsed.number !== null) {
    return { kind: 'invalid', message: 'validation.phenotypeText' };
  }
  if (parsed.number !== null && countDecimals(text) > MAX_DECIMALS) {
    return { kind: 'invalid', message: 'validation.decimalPlaces' };
  }
  const shown = parsed.number === null ? parsed.text : formatNumber(parsed.number);
  if (shown === previous) return UNCHANGED;
  const unit = context.units[name] ?? '';
  return {
    kind: 'save',
    next: withFeature(plot, name, shown, unit),
    request: { type: 'result', plotId, feature: name, unit, value: parsed.number ?? parsed.text },
  };
}

function planDate(text: string): { date: string | null } | EditPlan {
  if (text === '') return { date: null };
  if (!DATE_PATTERN.test(text) || Number.isNaN(Date.parse(text))) {
    return { kind: 'invalid', message: 'validation.date' };
  }
  return { date: text };
}

function planStage(plot: CombinedPlot, name: string, text: string): EditPlan {
  const date = planDate(text);
  if ('kind' in date) return date;
  if (date.date === readStage(plot, name)) return UNCHANGED;
  return {
    kind: 'save',
    next: withStage(plot, name, date.date),
    request: { type: 'stage', plotId: plot.plot_id, stage: name, date: date.date },
  };
}

function planHarvest(plot: CombinedPlot, name: string, part: HarvestPart, text: string): EditPlan {
  let value: string | null = text === '' ? null : text;
  if (part === 'comment' && text.length > INPUT_MAX_LENGTH) {
    return { kind: 'invalid', message: 'validation.maxChars', params: { max: INPUT_MAX_LENGTH } };
  }
  if (part !== 'comment') {
    const date = planDate(text);
    if ('kind' in date) return date;
    value = date.date;
  }
  if (value === readHarvest(plot, name, part)) return UNCHANGED;
  return {
    kind: 'save',
    next: withHarvest(plot, name, part, value),
    request: {
      type: 'harvest',
      plotId: plot.plot_id,
      technology: name,
      part,
      value,
      current: findHarvest(plot, name),
    },
  };
}

/**
 * Decides what an edited cell means: a validation problem, nothing, or the row as it becomes
 * and the call that stores it (spec §5 rules: label pattern and length, phenotype kind and
 * up to 4 decimals, `YYYY-MM-DD` dates).
 */
export function planEdit(
  colId: string,
  plot: CombinedPlot,
  newValue: unknown,
  context: EditContext,
): EditPlan {
  const text = toText(newValue);
  const column = parseColumnId(colId);
  switch (column.kind) {
    case 'plain':
      if (column.key === 'plot_label') return planLabel(plot, text);
      if (column.key === 'comment') return planComment(plot, text);
      return UNCHANGED;
    case 'feature':
      return planFeature(plot, column.name, text, context);
    case 'stage':
      return planStage(plot, column.name, text);
    case 'harvest':
      return planHarvest(plot, column.name, column.part, text);
    default:
      return UNCHANGED;
  }
}
