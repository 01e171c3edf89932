import type { SeasonSummary } from '@plotline/contract/statistics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { decimalsFor, formatValue } from '../utils/format-stat.ts';
import { toSeasonModelLines } from '../utils/rows/trial-model.ts';

/** A season's model line: which model ran, in words, and whether it was the mixed one. */
export type TrialModelLine = { yearId: number; text: string; isMixed: boolean };

/**
 * "КСИ-1 · 2025 — mixed model: lines fixed, repetitions random blocks (REML); …" for every
 * season of the answer (decision 050): which model ran, with its variance components or its
 * error term. Variances are in the squared unit of the feature, with decimals of their size.
 */
export function useTrialModelLines(
  seasons: readonly SeasonSummary[],
  seasonLabels: ReadonlyMap<number, string>,
): TrialModelLine[] {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  return useMemo(() => {
    const lines = toSeasonModelLines(seasons);
    const decimals = decimalsFor(
      lines.flatMap((line) => [line.mse, line.blockVariance, line.residualVariance]),
    );
    const value = (number: number | null) => formatValue(number, language, decimals) || '—';
    return lines.map((line) => ({
      yearId: line.yearId,
      isMixed: line.kind === 'mixedBlocks' || line.kind === 'mixedNoBlocks',
      text: t(`statistics.trialModel.line.${line.kind}`, {
        season: seasonLabels.get(line.yearId) ?? String(line.yearId),
        block: value(line.blockVariance),
        residual: value(line.residualVariance ?? line.mse),
        df: line.df ?? '—',
        mse: value(line.mse),
      }),
    }));
  }, [seasons, seasonLabels, language, t]);
}
