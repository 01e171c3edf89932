/**
 * FastQC 0.11.9's text outputs from a QcReport: fastqc_data.txt (`##FastQC\t0.11.9`, then per
 * module `>>Name\tstatus`, its `#` header and rows, `>>END_MODULE`) and summary.txt
 * (`PASS\tName\tfilename`). Numbers are written as Java's Double.toString writes them.
 */
import { javaDouble } from './java-double.ts';
import type { QcModule, QcReport } from './qc-report.ts';

const d = javaDouble;

function moduleBody(module: QcModule): string[] {
  switch (module.key) {
    case 'basic_statistics':
      return ['#Measure\tValue', ...module.rows.map(([measure, value]) => `${measure}\t${value}`)];
    case 'per_base_quality':
      return [
        '#Base\tMean\tMedian\tLower Quartile\tUpper Quartile\t10th Percentile\t90th Percentile',
        ...module.rows.map((r) =>
          [
            r.base,
            d(r.mean),
            d(r.median),
            d(r.lowerQuartile),
            d(r.upperQuartile),
            d(r.percentile10),
            d(r.percentile90),
          ].join('\t'),
        ),
      ];
    case 'per_sequence_quality':
      return ['#Quality\tCount', ...module.rows.map((r) => `${r.quality}\t${d(r.count)}`)];
    case 'per_base_content':
      return [
        '#Base\tG\tA\tT\tC',
        ...module.rows.map((r) => [r.base, d(r.g), d(r.a), d(r.t), d(r.c)].join('\t')),
      ];
    case 'per_sequence_gc':
      return ['#GC Content\tCount', ...module.rows.map((r) => `${r.gc}\t${d(r.count)}`)];
    case 'per_base_n':
      return ['#Base\tN-Count', ...module.rows.map((r) => `${r.base}\t${d(r.nPercent)}`)];
    case 'length_distribution':
      return ['#Length\tCount', ...module.rows.map((r) => `${r.length}\t${d(r.count)}`)];
    case 'duplication':
      return [
        `#Total Deduplicated Percentage\t${d(module.totalDeduplicatedPercentage)}`,
        '#Duplication Level\tPercentage of deduplicated\tPercentage of total',
        ...module.rows.map((r) => `${r.level}\t${d(r.deduplicated)}\t${d(r.total)}`),
      ];
    case 'overrepresented':
      if (module.rows.length === 0) return [];
      return [
        '#Sequence\tCount\tPercentage\tPossible Source',
        ...module.rows.map((r) => `${r.sequence}\t${r.count}\t${d(r.percentage)}\t${r.source}`),
      ];
    case 'adapter_content':
      if (module.tooShort !== null) return [];
      return [
        `#Position\t${module.adapters.join('\t')}`,
        ...module.rows.map((r) => [r.position, ...r.percentages.map(d)].join('\t')),
      ];
  }
}

export function writeFastqcData(report: QcReport): string {
  const lines = [`##FastQC\t${report.fastqcVersion}`];
  for (const module of report.modules) {
    lines.push(`>>${module.name}\t${module.status}`, ...moduleBody(module), '>>END_MODULE');
  }
  return `${lines.join('\n')}\n`;
}

export function writeSummary(report: QcReport): string {
  return report.modules
    .map((m) => `${m.status.toUpperCase()}\t${m.name}\t${report.filename}\n`)
    .join('');
}
