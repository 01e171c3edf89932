import { readFileSync, statSync } from 'node:fs';
import type { QcStatus, QcSummary } from '@plotline/contract/genome-files';
import { type Contaminant, parseContaminantList } from '@plotline/genome/qc/contaminants';
import { writeFastqcData, writeSummary } from '@plotline/genome/qc/fastqc-text';
import { QcAccumulator } from '@plotline/genome/qc/qc-accumulator';
import type { QcReport as EngineReport } from '@plotline/genome/qc/qc-report';
import type { ReadRecord } from '@plotline/genome/reads/for-each-read';

/** A QC report as the engine writes it (plain JSON, kept in `genome_files.qc`). */
export type QcReport = EngineReport;

/** Debian's FastQC keeps its contaminant list here (GPL data: read where installed, never copied). */
const FASTQC_CONTAMINANTS = '/etc/fastqc/Configuration/contaminant_list.txt';
/** A list larger than this is not FastQC's (it is ~10 kB): ignored. */
const CONTAMINANTS_MAX_BYTES = 1024 * 1024;
let contaminants: Contaminant[] | undefined;

/** FastQC's contaminant list when this machine has it, else none ("No Hit"; decision 048). */
function contaminantList(): Contaminant[] {
  if (contaminants) return contaminants;
  try {
    contaminants =
      statSync(FASTQC_CONTAMINANTS).size <= CONTAMINANTS_MAX_BYTES
        ? parseContaminantList(readFileSync(FASTQC_CONTAMINANTS, 'utf8'))
        : [];
  } catch {
    contaminants = [];
  }
  return contaminants;
}

/** One contained file's QC, fed per read. */
export function startQc(fileName: string, format: 'fastq' | 'fasta') {
  const qc = new QcAccumulator(fileName, format, { contaminants: contaminantList() });
  return {
    add: (read: ReadRecord) => qc.add(read),
    report: (): QcReport => qc.report(),
  };
}

/** The texts of a report's FastQC folder: fastqc_data.txt and summary.txt. */
export function writeQcFiles(report: QcReport): { data: string; summary: string } {
  return { data: writeFastqcData(report), summary: writeSummary(report) };
}

const STATUSES: Record<string, QcStatus> = { PASS: 'pass', WARN: 'warn', FAIL: 'fail' };

/** The module verdicts of FastQC's summary.txt (`PASS\tModule\tfile` lines). */
export function summaryOfText(file: string, summary: string): QcSummary {
  const modules: QcSummary['modules'] = [];
  for (const line of summary.split(/\r?\n/)) {
    const [status, module] = line.split('\t');
    const verdict = STATUSES[status ?? ''];
    if (verdict && module) modules.push({ module, status: verdict });
  }
  return { file, modules };
}

/** A stored report's verdicts per module. */
export function summaryOf(file: string, report: QcReport): QcSummary {
  return summaryOfText(file, writeSummary(report));
}
