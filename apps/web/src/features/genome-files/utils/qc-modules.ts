import type { QcChartKey } from './qc-chart-options.ts';

/** A FastQC module as the report view shows it: its message key and the chart drawing it. */
export type QcModuleInfo = {
  labelKey:
    | 'genomeFiles.modules.basicStatistics'
    | 'genomeFiles.modules.perBaseQuality'
    | 'genomeFiles.modules.perTileQuality'
    | 'genomeFiles.modules.perSequenceQuality'
    | 'genomeFiles.modules.perBaseContent'
    | 'genomeFiles.modules.perSequenceGc'
    | 'genomeFiles.modules.perBaseN'
    | 'genomeFiles.modules.lengths'
    | 'genomeFiles.modules.duplication'
    | 'genomeFiles.modules.overrepresented'
    | 'genomeFiles.modules.adapterContent'
    | 'genomeFiles.modules.kmerContent';
  chart: QcChartKey | null;
};

/** FastQC 0.11's module names (fastqc_data.txt, summary.txt), in its order. */
export const QC_MODULES: Readonly<Record<string, QcModuleInfo>> = {
  'Basic Statistics': { labelKey: 'genomeFiles.modules.basicStatistics', chart: null },
  'Per base sequence quality': {
    labelKey: 'genomeFiles.modules.perBaseQuality',
    chart: 'perBaseQuality',
  },
  'Per tile sequence quality': { labelKey: 'genomeFiles.modules.perTileQuality', chart: null },
  'Per sequence quality scores': {
    labelKey: 'genomeFiles.modules.perSequenceQuality',
    chart: 'perSequenceQuality',
  },
  'Per base sequence content': {
    labelKey: 'genomeFiles.modules.perBaseContent',
    chart: 'perBaseContent',
  },
  'Per sequence GC content': {
    labelKey: 'genomeFiles.modules.perSequenceGc',
    chart: 'perSequenceGc',
  },
  'Per base N content': { labelKey: 'genomeFiles.modules.perBaseN', chart: 'perBaseN' },
  'Sequence Length Distribution': { labelKey: 'genomeFiles.modules.lengths', chart: 'lengths' },
  'Sequence Duplication Levels': {
    labelKey: 'genomeFiles.modules.duplication',
    chart: 'duplication',
  },
  'Overrepresented sequences': { labelKey: 'genomeFiles.modules.overrepresented', chart: null },
  'Adapter Content': { labelKey: 'genomeFiles.modules.adapterContent', chart: 'adapterContent' },
  'Kmer Content': { labelKey: 'genomeFiles.modules.kmerContent', chart: null },
};

/** An HTML id for a module's section (the badges link to it). */
export function moduleAnchor(name: string): string {
  return `qc-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
