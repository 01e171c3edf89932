import type { PredictionParameters, PredictionResult } from '@plotline/contract/genome-prediction';
import { genomeAnalyses } from '../../db/schema.ts';
import { getTestDatabase } from '../../test/test-app.ts';

/**
 * A finished genomic prediction of a matrix (two lines, one without a phenotype), as its job
 * would leave it: the policy matrix reads and downloads it. Only tests import this.
 */
export async function buildPrediction(
  cropId: number,
  matrixId: number,
  createdBy: number,
): Promise<number> {
  const { db } = await getTestDatabase();
  const line = (name: string, observed: number | null, gebv: number) => ({
    line_id: 0,
    line_name: name,
    sample: name,
    observed,
    n_plots: observed === null ? 0 : 1,
    gebv,
    se: 1,
    reliability: observed === null ? 0.2 : 0.6,
    lower: gebv - 1.96,
    upper: gebv + 1.96,
    has_phenotype: observed !== null,
  });
  const result: PredictionResult & { n: number } = {
    n: 2,
    summary: {
      lines: 2,
      phenotyped: 1,
      markers_used: 3,
      mean: 10,
      sigma2_g: 1,
      sigma2_e: 1,
      h2: 0.5,
      cv_accuracy: null,
      cv_folds: 5,
    },
    lines: [line('S1', 11, 10.5), line('S2', null, 9.8)],
  };
  const parameters: PredictionParameters = { feature: 'урожай', year_ids: [], folds: 5 };
  const [row] = await db
    .insert(genomeAnalyses)
    .values({
      cropId,
      matrixId,
      kind: 'prediction',
      name: 'Прогноз',
      parameters,
      result,
      createdBy,
    })
    .returning({ id: genomeAnalyses.id });
  return row?.id ?? 0;
}
