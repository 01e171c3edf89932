import type { DosageMatrix } from '@plotline/stats/genome/dosage-matrix';
import {
  type CentredGramPart,
  createCentredGramAccumulator,
  type RowRange,
} from '@plotline/stats/genome/structure/centred-gram';

/**
 * The rows `rows` of the centred Gram matrix WW' of the dosages (decision 054): one worker's
 * share when the workers split the rows (`splitGramRows`). Pure: it runs on a compute worker;
 * the dosages come in a SharedArrayBuffer, so the workers read one copy.
 */
export function computeGramPart(input: { matrix: DosageMatrix; rows: RowRange }): CentredGramPart {
  const accumulator = createCentredGramAccumulator(input.matrix.n, input.rows);
  accumulator.add(input.matrix);
  return accumulator.finish();
}
