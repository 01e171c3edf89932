import type { GenomeFileQc, QcStatus } from '@plotline/contract/genome-files';

/**
 * What the QC report view draws of one sequence file, whichever way it was made: our QC
 * engine's report (`plotline`, packages/genome qc-report.ts) or an uploaded FastQC archive's
 * fastqc_data.txt (`fastqc_data`). A value FastQC prints as NaN is null; a module the report
 * lacks is null (FastQC leaves some out by its configuration).
 */
export type QcView = {
  file: string;
  modules: { module: string; status: QcStatus }[];
  basic: [string, string][];
  perBaseQuality: {
    base: string;
    mean: number | null;
    median: number | null;
    lowerQuartile: number | null;
    upperQuartile: number | null;
    percentile10: number | null;
    percentile90: number | null;
  }[];
  perSequenceQuality: { quality: number; count: number }[];
  perBaseContent: {
    base: string;
    g: number | null;
    a: number | null;
    t: number | null;
    c: number | null;
  }[];
  perSequenceGc: { gc: number; count: number }[];
  /** FastQC's fitted normal distribution of GC (our engine only; FastQC keeps it in its image). */
  theoreticalGc: number[];
  perBaseN: { base: string; nPercent: number | null }[];
  lengths: { length: string; count: number }[];
  duplication: { level: string; deduplicated: number; total: number }[];
  totalDeduplicatedPercentage: number | null;
  overrepresented: { sequence: string; count: number; percentage: number; source: string }[];
  adapters: string[];
  adapterContent: { position: string; percentages: (number | null)[] }[];
};

type QcReportEntry = GenomeFileQc['reports'][number];
type Row = Record<string, unknown>;

function emptyView(entry: QcReportEntry): QcView {
  return {
    file: entry.file,
    modules: entry.modules,
    basic: [],
    perBaseQuality: [],
    perSequenceQuality: [],
    perBaseContent: [],
    perSequenceGc: [],
    theoreticalGc: [],
    perBaseN: [],
    lengths: [],
    duplication: [],
    totalDeduplicatedPercentage: null,
    overrepresented: [],
    adapters: [],
    adapterContent: [],
  };
}

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** A number as JSON or fastqc_data.txt carries it ('NaN' and blanks are null). */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

const countOf = (value: unknown) => numberOf(value) ?? 0;
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Our engine's report: its modules keyed as qc-report.ts names them. */
function fromPlotline(entry: QcReportEntry): QcView {
  const view = emptyView(entry);
  const modules = rowsOf((entry.report as Row | null)?.modules);
  for (const module of modules) {
    const rows = rowsOf(module.rows);
    switch (module.key) {
      case 'basic_statistics':
        view.basic = rows.map((row) => {
          const pair = row as unknown as unknown[];
          return [textOf(pair[0]), textOf(pair[1])];
        });
        break;
      case 'per_base_quality':
        view.perBaseQuality = rows.map((row) => ({
          base: textOf(row.base),
          mean: numberOf(row.mean),
          median: numberOf(row.median),
          lowerQuartile: numberOf(row.lowerQuartile),
          upperQuartile: numberOf(row.upperQuartile),
          percentile10: numberOf(row.percentile10),
          percentile90: numberOf(row.percentile90),
        }));
        break;
      case 'per_sequence_quality':
        view.perSequenceQuality = rows.map((row) => ({
          quality: countOf(row.quality),
          count: countOf(row.count),
        }));
        break;
      case 'per_base_content':
        view.perBaseContent = rows.map((row) => ({
          base: textOf(row.base),
          g: numberOf(row.g),
          a: numberOf(row.a),
          t: numberOf(row.t),
          c: numberOf(row.c),
        }));
        break;
      case 'per_sequence_gc':
        view.perSequenceGc = rows.map((row) => ({
          gc: countOf(row.gc),
          count: countOf(row.count),
        }));
        view.theoreticalGc = Array.isArray(module.theoretical)
          ? module.theoretical.map(countOf)
          : [];
        break;
      case 'per_base_n':
        view.perBaseN = rows.map((row) => ({
          base: textOf(row.base),
          nPercent: numberOf(row.nPercent),
        }));
        break;
      case 'length_distribution':
        view.lengths = rows.map((row) => ({
          length: textOf(row.length),
          count: countOf(row.count),
        }));
        break;
      case 'duplication':
        view.totalDeduplicatedPercentage = numberOf(module.totalDeduplicatedPercentage);
        view.duplication = rows.map((row) => ({
          level: textOf(row.level),
          deduplicated: countOf(row.deduplicated),
          total: countOf(row.total),
        }));
        break;
      case 'overrepresented':
        view.overrepresented = rows.map((row) => ({
          sequence: textOf(row.sequence),
          count: countOf(row.count),
          percentage: countOf(row.percentage),
          source: textOf(row.source),
        }));
        break;
      case 'adapter_content':
        view.adapters = Array.isArray(module.adapters) ? module.adapters.map(textOf) : [];
        view.adapterContent = rows.map((row) => ({
          position: textOf(row.position),
          percentages: Array.isArray(row.percentages) ? row.percentages.map(numberOf) : [],
        }));
        break;
    }
  }
  return view;
}

type FastqcModule = { name: string; columns: string[]; rows: string[][] };

/** An uploaded archive's fastqc_data.txt, module by module (FastQC 0.11's layout). */
function fromFastqcData(entry: QcReportEntry): QcView {
  const view = emptyView(entry);
  const modules = rowsOf((entry.report as Row | null)?.modules) as unknown as FastqcModule[];
  for (const { name, columns, rows: all } of modules) {
    const rows = Array.isArray(all) ? all.filter(Array.isArray) : [];
    switch (name) {
      case 'Basic Statistics':
        view.basic = rows.map((row) => [textOf(row[0]), textOf(row[1])]);
        break;
      case 'Per base sequence quality':
        view.perBaseQuality = rows.map((row) => ({
          base: textOf(row[0]),
          mean: numberOf(row[1]),
          median: numberOf(row[2]),
          lowerQuartile: numberOf(row[3]),
          upperQuartile: numberOf(row[4]),
          percentile10: numberOf(row[5]),
          percentile90: numberOf(row[6]),
        }));
        break;
      case 'Per sequence quality scores':
        view.perSequenceQuality = rows.map((row) => ({
          quality: countOf(row[0]),
          count: countOf(row[1]),
        }));
        break;
      case 'Per base sequence content':
        // the header names the order: Base G A T C
        view.perBaseContent = rows.map((row) => ({
          base: textOf(row[0]),
          g: numberOf(row[1]),
          a: numberOf(row[2]),
          t: numberOf(row[3]),
          c: numberOf(row[4]),
        }));
        break;
      case 'Per sequence GC content':
        view.perSequenceGc = rows.map((row) => ({ gc: countOf(row[0]), count: countOf(row[1]) }));
        break;
      case 'Per base N content':
        view.perBaseN = rows.map((row) => ({ base: textOf(row[0]), nPercent: numberOf(row[1]) }));
        break;
      case 'Sequence Length Distribution':
        view.lengths = rows.map((row) => ({ length: textOf(row[0]), count: countOf(row[1]) }));
        break;
      case 'Sequence Duplication Levels':
        // `#Total Deduplicated Percentage\t<n>` comes first, then the table's own header
        if (columns?.[0] === 'Total Deduplicated Percentage') {
          view.totalDeduplicatedPercentage = numberOf(columns[1]);
        }
        view.duplication = rows
          .filter((row) => row[0] !== 'Duplication Level')
          .map((row) => ({
            level: textOf(row[0]),
            deduplicated: countOf(row[1]),
            total: countOf(row[2]),
          }));
        break;
      case 'Overrepresented sequences':
        view.overrepresented = rows.map((row) => ({
          sequence: textOf(row[0]),
          count: countOf(row[1]),
          percentage: countOf(row[2]),
          source: textOf(row[3]),
        }));
        break;
      case 'Adapter Content':
        view.adapters = Array.isArray(columns) ? columns.slice(1) : [];
        view.adapterContent = rows.map((row) => ({
          position: textOf(row[0]),
          percentages: row.slice(1).map(numberOf),
        }));
        break;
    }
  }
  return view;
}

/** The drawable report of one contained sequence file. */
export function toQcView(entry: QcReportEntry): QcView {
  return entry.format === 'fastqc_data' ? fromFastqcData(entry) : fromPlotline(entry);
}
