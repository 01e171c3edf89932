import type { PredictedLine } from '@plotline/contract/genome-prediction';

/** Which lines the table shows: all, or only those without a phenotype (the ones to decide on). */
export function filterLines(lines: readonly PredictedLine[], onlyUnphenotyped: boolean) {
  return onlyUnphenotyped ? lines.filter((line) => !line.has_phenotype) : [...lines];
}

/** Lines ranked by predicted value, best first (the table's default order). */
export function rankByPrediction(lines: readonly PredictedLine[]): PredictedLine[] {
  return [...lines].sort((a, b) => b.gebv - a.gebv);
}

/** The reliability bar's colour: weak below 0.3, fair below 0.6, good from 0.6. */
export function reliabilityLevel(reliability: number): 'low' | 'medium' | 'high' {
  if (reliability < 0.3) return 'low';
  if (reliability < 0.6) return 'medium';
  return 'high';
}
