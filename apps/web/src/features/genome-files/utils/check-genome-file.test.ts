import { describe, expect, it } from 'vitest';
import { checkFastqcArchives, checkGenomeFile, checkGenomeFiles } from './check-genome-file.ts';

const GB = 1024 ** 3;

describe('checkGenomeFile', () => {
  it.each([
    'reads.fq',
    'reads.fq.gz',
    'reads.fastq',
    'READS.FASTQ.GZ',
    'genome.fasta',
    'genome.fasta.gz',
    'run.tar',
    'run.tar.gz',
    'run.zip',
  ])('accepts %s', (name) => {
    expect(checkGenomeFile({ name, size: 1000 })).toBeNull();
  });

  it.each(['reads.txt', 'reads.bam', 'reads.gz', '.fq', 'reads.fq.bz2', 'notes.docx'])(
    'refuses %s as a wrong format',
    (name) => {
      expect(checkGenomeFile({ name, size: 1000 })).toBe('genomeFiles.errors.wrongFormat');
    },
  );

  it('accepts exactly 100 GB and refuses one byte more', () => {
    expect(checkGenomeFile({ name: 'a.fq.gz', size: 100 * GB })).toBeNull();
    expect(checkGenomeFile({ name: 'a.fq.gz', size: 100 * GB + 1 })).toBe(
      'genomeFiles.errors.tooLarge',
    );
  });

  it('refuses a name longer than 255 characters', () => {
    expect(checkGenomeFile({ name: `${'a'.repeat(252)}.fq`, size: 1 })).toBeNull();
    expect(checkGenomeFile({ name: `${'a'.repeat(253)}.fq`, size: 1 })).toBe(
      'genomeFiles.errors.nameTooLong',
    );
  });

  it('reports the first problem of several files', () => {
    const files = [
      { name: 'x_R1.fq.gz', size: 10 },
      { name: 'x_R2.txt', size: 10 },
    ];
    expect(checkGenomeFiles(files)).toBe('genomeFiles.errors.wrongFormat');
    expect(checkGenomeFiles(files.slice(0, 1))).toBeNull();
  });
});

describe('checkFastqcArchives', () => {
  it('accepts FastQC result archives only', () => {
    expect(checkFastqcArchives([{ name: 'S1_R1_fastqc.zip', size: 300_000 }])).toBeNull();
    expect(checkFastqcArchives([{ name: 'S1_R1.zip', size: 300_000 }])).toBe(
      'genomeFiles.errors.notFastqc',
    );
  });

  it('refuses more than 20 archives or one over 50 MB', () => {
    const one = { name: 'a_fastqc.zip', size: 1 };
    expect(checkFastqcArchives(Array.from({ length: 21 }, () => one))).toBe(
      'genomeFiles.errors.tooManyFiles',
    );
    expect(checkFastqcArchives([{ ...one, size: 50 * 1024 * 1024 + 1 }])).toBe(
      'genomeFiles.errors.tooLarge',
    );
  });
});
