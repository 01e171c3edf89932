import { describe, expect, it } from 'vitest';
import { toFormData } from './to-form-data.ts';

describe('toFormData', () => {
  it('writes numbers as text, keeps file names and drops empty values', () => {
    const file = new File(['x'], 'results.xlsx');
    const form = toFormData({ file, spec_id: 3, sort_method: 1, comment: null, extra: undefined });
    expect(form.get('spec_id')).toBe('3');
    expect((form.get('file') as File).name).toBe('results.xlsx');
    expect(form.has('comment')).toBe(false);
    expect(form.has('extra')).toBe(false);
  });
});
