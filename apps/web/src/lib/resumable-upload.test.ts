import { describe, expect, it } from 'vitest';
import { uploadFingerprint } from './resumable-upload.ts';

describe('uploadFingerprint', () => {
  const file = { name: 'reads_R1.fastq.gz', size: 52_428_800_000, lastModified: 1_764_000_000_000 };

  it('is the same for the same file chosen again after a reload', () => {
    expect(uploadFingerprint({ ...file }, 'genome.fastq')).toBe(
      uploadFingerprint(file, 'genome.fastq'),
    );
  });

  it('differs for another purpose, a changed file or another name', () => {
    const base = uploadFingerprint(file, 'genome.fastq');
    expect(uploadFingerprint(file, 'import.plot_result')).not.toBe(base);
    expect(
      uploadFingerprint({ ...file, lastModified: file.lastModified + 1 }, 'genome.fastq'),
    ).not.toBe(base);
    expect(uploadFingerprint({ ...file, size: file.size - 1 }, 'genome.fastq')).not.toBe(base);
    expect(uploadFingerprint({ ...file, name: 'reads_R2.fastq.gz' }, 'genome.fastq')).not.toBe(
      base,
    );
  });
});
