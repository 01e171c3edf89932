/**
 * The QC report of one reads file: FastQC 0.11.9's modules, in FastQC's order, as plain JSON
 * (stored as jsonb, sent to the web). A value FastQC prints as NaN is null here.
 * Per tile sequence quality is not computed (the module list skips it).
 */
export type QcStatus = 'pass' | 'warn' | 'fail';

export type QcModule =
  | {
      key: 'basic_statistics';
      name: 'Basic Statistics';
      status: QcStatus;
      rows: [string, string][];
    }
  | {
      key: 'per_base_quality';
      name: 'Per base sequence quality';
      status: QcStatus;
      rows: {
        base: string;
        mean: number;
        median: number | null;
        lowerQuartile: number | null;
        upperQuartile: number | null;
        percentile10: number | null;
        percentile90: number | null;
      }[];
    }
  | {
      key: 'per_sequence_quality';
      name: 'Per sequence quality scores';
      status: QcStatus;
      rows: { quality: number; count: number }[];
    }
  | {
      key: 'per_base_content';
      name: 'Per base sequence content';
      status: QcStatus;
      rows: {
        base: string;
        g: number | null;
        a: number | null;
        t: number | null;
        c: number | null;
      }[];
    }
  | {
      key: 'per_sequence_gc';
      name: 'Per sequence GC content';
      status: QcStatus;
      rows: { gc: number; count: number }[];
      /** FastQC's fitted normal distribution (not in fastqc_data.txt; drawn in its plot) */
      theoretical: number[];
      deviationPercent: number;
    }
  | {
      key: 'per_base_n';
      name: 'Per base N content';
      status: QcStatus;
      rows: { base: string; nPercent: number | null }[];
    }
  | {
      key: 'length_distribution';
      name: 'Sequence Length Distribution';
      status: QcStatus;
      rows: { length: string; count: number }[];
    }
  | {
      key: 'duplication';
      name: 'Sequence Duplication Levels';
      status: QcStatus;
      totalDeduplicatedPercentage: number;
      rows: { level: string; deduplicated: number; total: number }[];
    }
  | {
      key: 'overrepresented';
      name: 'Overrepresented sequences';
      status: QcStatus;
      rows: { sequence: string; count: number; percentage: number; source: string }[];
    }
  | {
      key: 'adapter_content';
      name: 'Adapter Content';
      status: QcStatus;
      adapters: string[];
      rows: { position: string; percentages: number[] }[];
      /** set when no read is longer than the longest adapter (FastQC cannot analyse them) */
      tooShort: { longestAdapter: number; longestSequence: number } | null;
    };

export type QcReport = {
  fastqcVersion: '0.11.9';
  filename: string;
  format: 'fastq' | 'fasta';
  fileType: string;
  /** 'Sanger / Illumina 1.9' | 'Illumina 1.3' | 'Illumina 1.5'; null without qualities */
  encoding: string | null;
  totalSequences: number;
  poorQualitySequences: number;
  minLength: number;
  maxLength: number;
  gcPercent: number;
  /** read positions beyond this are left out of the per-position modules (very long reads) */
  positionsCounted: number;
  modules: QcModule[];
};
