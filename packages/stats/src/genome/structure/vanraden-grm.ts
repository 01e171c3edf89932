/**
 * VanRaden's (2008, method 1) genomic relationship matrix, as rrBLUP::A.mat(M, impute.method =
 * "mean", min.MAF = 0) computes it (Endelman & Jannink 2012): A = WW' / (2 Σ_j p_j(1 − p_j)),
 * W = mean-imputed dosage − 2p (missing → 0), p_j the ALT frequency among called genotypes.
 * Coding does not matter: A.mat's −1/0/1 coding shifts every dosage by 1 and W is unchanged.
 * Markers without any call are skipped (A.mat would return NaN).
 *
 * Not plink's `--make-rel`, which standardises every marker (GCTA's GRM); see golden README.
 *
 * References: VanRaden PM (2008) J Dairy Sci 91:4414–4423. Endelman JB (2011) Plant Genome
 * 4:250–255.
 */
import { StatsError } from '../../errors.ts';
import { checkDosageMatrix, type DosageMatrix } from '../dosage-matrix.ts';
import {
  assembleCentredGram,
  type CentredGramPart,
  createCentredGramAccumulator,
} from './centred-gram.ts';

/** A relationship matrix among n samples, n × n row-major and symmetric. */
export type GenomicRelationship = {
  n: number;
  values: Float64Array;
  /** VanRaden's denominator 2 Σ p(1 − p) */
  scale: number;
  /** markers used (with at least one call) */
  markers: number;
};

/** WW' scaled by 1/(2Σpq); refuses a panel where every marker is monomorphic. */
function scaled(
  n: number,
  values: Float64Array,
  sumTwoPq: number,
  markers: number,
): GenomicRelationship {
  if (!(sumTwoPq > 0))
    throw new StatsError(
      'notEnoughData',
      'every marker is monomorphic: no relationship to estimate',
      {
        key: 'emptySample',
      },
    );
  const factor = 1 / sumTwoPq;
  for (let t = 0; t < values.length; t += 1) values[t] = (values[t] as number) * factor;
  return { n, values, scale: sumTwoPq, markers };
}

/**
 * The VanRaden GRM of a dosage matrix (R: `rrBLUP::A.mat(G - 1, impute.method = "mean",
 * min.MAF = 0)`).
 * @throws StatsError `notEnoughData` for an empty matrix or when no marker varies
 */
export function computeVanRadenGrm(matrix: DosageMatrix): GenomicRelationship {
  checkDosageMatrix(matrix);
  return computeVanRadenGrmFromChunks(matrix.n, [matrix]);
}

/**
 * The VanRaden GRM from chunks of markers (each chunk: all n samples, in the same order, for
 * some markers), so a caller can stream a large panel; memory is ~n² + n·chunk doubles.
 * @throws StatsError `notEnoughData` when no marker varies
 */
export function computeVanRadenGrmFromChunks(
  n: number,
  chunks: Iterable<DosageMatrix>,
): GenomicRelationship {
  const accumulator = createCentredGramAccumulator(n);
  for (const chunk of chunks) accumulator.add(chunk);
  const { values, sumTwoPq, markers } = accumulator.finish();
  return scaled(n, values, sumTwoPq, markers);
}

/**
 * The VanRaden GRM from parts computed separately (for instance by two workers, each with
 * `createCentredGramAccumulator(n, range)` over the ranges of `splitGramRows(n, 2)` and the
 * same chunks).
 * @throws StatsError `notEnoughData` when no marker varies; Error when the rows are not covered once
 */
export function assembleVanRadenGrm(parts: readonly CentredGramPart[]): GenomicRelationship {
  const { n, values, sumTwoPq, markers } = assembleCentredGram(parts);
  return scaled(n, values, sumTwoPq, markers);
}
