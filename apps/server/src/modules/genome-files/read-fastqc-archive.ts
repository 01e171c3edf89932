import type { QcStatus } from '@plotline/contract/genome-files';
import yauzl from 'yauzl';
import type { StoredQc } from './process-genome-file.ts';

/** Bounds of an uploaded FastQC result archive (decision 047). */
export const FASTQC_ARCHIVE_LIMITS = {
  /** Entries of the zip (FastQC writes ~20: the report, its images, icons). */
  entries: 200,
  /** Bytes of fastqc_data.txt unpacked (a few hundred KB for FastQC's own). */
  dataBytes: 16 * 1024 * 1024,
  /** Rows of one module. */
  rows: 100_000,
} as const;

/** One module of fastqc_data.txt: `>>Name\tstatus`, its `#` header, its rows. */
export type FastqcModule = {
  name: string;
  status: QcStatus;
  columns: string[];
  rows: string[][];
};

const STATUSES = new Set<string>(['pass', 'warn', 'fail']);

/** The modules of a fastqc_data.txt text, or undefined when it is not one. */
export function parseFastqcData(text: string): FastqcModule[] | undefined {
  if (!text.startsWith('##FastQC')) return undefined;
  const modules: FastqcModule[] = [];
  let current: FastqcModule | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('>>END_MODULE')) {
      if (current) modules.push(current);
      current = undefined;
    } else if (line.startsWith('>>')) {
      const [name = '', status = ''] = line.slice(2).split('\t');
      if (!STATUSES.has(status)) return undefined;
      current = { name, status: status as QcStatus, columns: [], rows: [] };
    } else if (current && line.startsWith('#')) {
      if (current.columns.length === 0) current.columns = line.slice(1).split('\t');
      else current.rows.push(line.slice(1).split('\t'));
    } else if (current && line !== '') {
      if (current.rows.length >= FASTQC_ARCHIVE_LIMITS.rows) return undefined;
      current.rows.push(line.split('\t'));
    }
  }
  return modules.length > 0 ? modules : undefined;
}

/**
 * The QC of a FastQC result archive (`<name>_fastqc.zip`): its fastqc_data.txt parsed, read
 * within FASTQC_ARCHIVE_LIMITS (entries, unpacked size checked before and while inflating).
 * @returns the QC kept in `genome_files.qc`, or undefined when the bytes are not such an archive
 */
export async function readFastqcArchive(
  bytes: Buffer,
  fileName: string,
): Promise<StoredQc | undefined> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return undefined;
  }
  try {
    let count = 0;
    for await (const entry of zip.eachEntry()) {
      if (++count > FASTQC_ARCHIVE_LIMITS.entries) return undefined;
      if (!/(^|\/)fastqc_data\.txt$/.test(entry.fileName)) continue;
      if (entry.uncompressedSize > FASTQC_ARCHIVE_LIMITS.dataBytes) return undefined;
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (length > FASTQC_ARCHIVE_LIMITS.dataBytes) {
          stream.destroy();
          return undefined;
        }
        chunks.push(chunk);
      }
      const modules = parseFastqcData(Buffer.concat(chunks).toString('utf8'));
      if (!modules) return undefined;
      const basic = modules.find((module) => module.name === 'Basic Statistics');
      const named = basic?.rows.find((row) => row[0] === 'Filename')?.[1];
      return {
        file: named || fileName.replace(/_fastqc\.zip$/i, ''),
        modules: modules.map((module) => ({ module: module.name, status: module.status })),
        format: 'fastqc_data',
        report: { modules },
      };
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    zip.close();
  }
}
