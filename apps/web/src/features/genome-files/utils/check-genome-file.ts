import {
  FASTQC_ARCHIVE_MAX_BYTES,
  FASTQC_UPLOAD_FILES_MAX,
  GENOME_FILE_MAX_BYTES,
  GENOME_FILE_NAME_MAX,
  genomeFileKindOf,
} from '@plotline/contract/genome-files';

/** Why the browser refuses a file before sending a byte (spec §8 "Fields" messages). */
export type GenomeFileProblem =
  | 'genomeFiles.errors.wrongFormat'
  | 'genomeFiles.errors.tooLarge'
  | 'genomeFiles.errors.nameTooLong'
  | 'genomeFiles.errors.notFastqc'
  | 'genomeFiles.errors.tooManyFiles';

type FileFacts = Pick<File, 'name' | 'size'>;

/**
 * The browser's checks of a sequencing file (spec §5): a name ending the accepted way
 * (.tar, .tar.gz, .zip, .fq, .fq.gz, .fastq, .fastq.gz, .fasta, .fasta.gz…), at most 255
 * characters, at most 100 GB. The server checks the same again, and the bytes.
 * @returns the first problem's message key, or null when the file may be sent
 */
export function checkGenomeFile({ name, size }: FileFacts): GenomeFileProblem | null {
  if (name.length > GENOME_FILE_NAME_MAX) return 'genomeFiles.errors.nameTooLong';
  if (!genomeFileKindOf(name)) return 'genomeFiles.errors.wrongFormat';
  if (size > GENOME_FILE_MAX_BYTES) return 'genomeFiles.errors.tooLarge';
  return null;
}

/** A paired upload is two files: R1 and R2 of one plot, or one archive holding both. */
export function checkGenomeFiles(files: readonly FileFacts[]): GenomeFileProblem | null {
  for (const file of files) {
    const problem = checkGenomeFile(file);
    if (problem) return problem;
  }
  return null;
}

/**
 * The browser's checks of existing FastQC result archives: `*_fastqc.zip` (FastQC names them
 * so), each at most 50 MB, at most 20 at once.
 */
export function checkFastqcArchives(files: readonly FileFacts[]): GenomeFileProblem | null {
  if (files.length > FASTQC_UPLOAD_FILES_MAX) return 'genomeFiles.errors.tooManyFiles';
  for (const { name, size } of files) {
    if (name.length > GENOME_FILE_NAME_MAX) return 'genomeFiles.errors.nameTooLong';
    if (!/_fastqc\.zip$/i.test(name)) return 'genomeFiles.errors.notFastqc';
    if (size > FASTQC_ARCHIVE_MAX_BYTES) return 'genomeFiles.errors.tooLarge';
  }
  return null;
}
