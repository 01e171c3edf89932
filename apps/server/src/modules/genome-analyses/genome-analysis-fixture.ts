import type { StructureResult } from '@plotline/contract/genome-analyses';
import { genomeAnalyses, genomeAnalysisData, jobs } from '../../db/schema.ts';
import { getTestDatabase } from '../../test/test-app.ts';

/**
 * A finished structure analysis of a matrix (three samples), as its job would leave it: the
 * result in the row, the distances and the tip order beside it. Only tests import this.
 */
export async function buildGenomeAnalysis(
  cropId: number,
  matrixId: number,
  createdBy: number,
): Promise<number> {
  const { db } = await getTestDatabase();
  const names = ['S1', 'S2', 'S3'];
  const result: StructureResult = {
    samples: names.map((name, idx) => ({
      idx,
      name,
      line_id: null,
      line_name: null,
      origin: '',
      heterotic_group: '',
      species: '',
    })),
    markers: { total: 3, kept: 3, low_maf: 0, low_call_rate: 0 },
    pca: {
      eigenvalues: [1, 0.5],
      variance_explained: [66.7, 33.3],
      scores: [
        [1, 0],
        [0, 1],
        [-1, -1],
      ],
    },
    relationship: { mean_diagonal: 1, mean_off_diagonal: -0.5 },
    distance: { method: 'ibs', min: 0.2, mean: 0.3, max: 0.4 },
    tree: { method: 'nj', newick: '(S1:0.1,S2:0.1,S3:0.2);' },
  };
  const [row] = await db
    .insert(genomeAnalyses)
    .values({
      cropId,
      matrixId,
      kind: 'structure',
      name: 'Структура',
      parameters: {
        min_maf: 0,
        min_call_rate: 0,
        distance: 'ibs',
        tree: 'nj',
        components: 2,
        sample_count: 3,
      },
      result,
      createdBy,
    })
    .returning({ id: genomeAnalyses.id });
  const id = row?.id ?? 0;
  const distances = Float32Array.from([0, 0.2, 0.3, 0.2, 0, 0.4, 0.3, 0.4, 0]);
  await db.insert(genomeAnalysisData).values([
    { analysisId: id, name: 'distances', data: Buffer.from(distances.buffer) },
    { analysisId: id, name: 'tip_order', data: Buffer.from(Int32Array.from([0, 1, 2]).buffer) },
  ]);
  return id;
}

/**
 * A GWAS of a matrix by `createdBy` still running (its job processing, so a refresh is refused
 * after the policy): no job runs in the tests that use it. Only tests import this.
 */
export async function buildRunningGwas(
  cropId: number,
  matrixId: number,
  createdBy: number,
): Promise<number> {
  const { db } = await getTestDatabase();
  const [job] = await db
    .insert(jobs)
    .values({ kind: 'genome.gwas', status: 'processing', progress: 10, createdBy })
    .returning({ id: jobs.id });
  const [row] = await db
    .insert(genomeAnalyses)
    .values({
      cropId,
      matrixId,
      kind: 'gwas',
      name: 'GWAS',
      parameters: {
        feature: 'урожай',
        year_ids: [],
        region_id: null,
        model: 'mixed',
        min_maf: 0.05,
        components: 0,
      },
      jobId: job?.id ?? null,
      createdBy,
    })
    .returning({ id: genomeAnalyses.id });
  return row?.id ?? 0;
}
