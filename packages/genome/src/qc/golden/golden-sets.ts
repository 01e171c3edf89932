/**
 * The simulated files whose FastQC 0.11.9 output is frozen beside this file
 * (`<file>.fastqc_data.txt`, `<file>.summary.txt`). Remake them with
 * `npx tsx packages/genome/src/qc/golden/make-golden.ts` (runs fastqc; needs it installed).
 */
import type { SimulateOptions } from '../simulate-reads.ts';

export const GOLDEN_SETS: { file: string; options: SimulateOptions }[] = [
  { file: 'sim-150.fastq', options: { seed: 17, reads: 20_000, length: 150 } },
  { file: 'sim-var.fastq.gz', options: { seed: 29, reads: 20_000, length: [35, 251] } },
  // more than 100,000 distinct sequences: FastQC's duplication correction applies
  {
    file: 'sim-short.fastq',
    options: {
      seed: 41,
      reads: 160_000,
      length: 36,
      duplicateRate: 0.25,
      overrepresentedRate: 0.005,
      adapterRate: 0.02,
    },
  },
];
