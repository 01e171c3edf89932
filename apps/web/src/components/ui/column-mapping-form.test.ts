import type { ImportJob } from '@plotline/contract/imports';
import { describe, expect, it } from 'vitest';
import { unmappedHeaders } from './column-mapping-form.tsx';

const problem = (header: string | null, code?: 'unmapped_column') => ({
  row: 1,
  column: 'E',
  header,
  message: 'Column is not a parameter',
  ...(code ? { code } : {}),
});

const job = (status: ImportJob['status'], errors: ReturnType<typeof problem>[]) =>
  ({ job_id: 1, status, progress: 100, errors }) as unknown as ImportJob;

describe('unmappedHeaders', () => {
  it('lists the headers of unmapped-column problems once each, in the file’s order', () => {
    const failed = job('failed', [
      problem('Калий обменный', 'unmapped_column'),
      problem('Сера', 'unmapped_column'),
      problem(null),
      problem('Калий обменный', 'unmapped_column'),
      problem('Дата'),
    ]);
    expect(unmappedHeaders(failed)).toEqual(['Калий обменный', 'Сера']);
  });

  it('offers nothing for a file whose problems are of other kinds, or a job not failed', () => {
    expect(unmappedHeaders(job('failed', [problem('Дата')]))).toEqual([]);
    expect(unmappedHeaders(job('processing', [problem('Сера', 'unmapped_column')]))).toEqual([]);
  });
});
