import { describe, expect, it } from 'vitest';
import { MAX_PROBLEMS, ProblemList } from './problem-list.ts';
import { WorkbookLimitError } from './workbook-limits.ts';

describe('the problem list of a file', () => {
  it('is empty until a problem is added', () => {
    const problems = new ProblemList();
    expect(problems.isEmpty).toBe(true);
    expect(problems.toList()).toEqual([]);
    problems.add(null, null, 'imports.noRows');
    expect(problems.isEmpty).toBe(false);
  });

  it('lists problems by row then column, naming each column by letters and header', () => {
    const problems = new ProblemList();
    problems.setHeaders(new Map([[2, 'Год']]));
    problems.add(3, 28, 'errors.required');
    problems.add(3, 2, 'errors.integer');
    problems.add(2, null, 'imports.duplicatePlot', { plot: 'П1/1', row: 1 });
    expect(problems.toList()).toEqual([
      {
        row: 2,
        column: null,
        header: null,
        key: 'imports.duplicatePlot',
        params: { plot: 'П1/1', row: 1 },
      },
      { row: 3, column: 'B', header: 'Год', key: 'errors.integer' },
      { row: 3, column: 'AB', header: null, key: 'errors.required' },
    ]);
  });

  it(`keeps ${MAX_PROBLEMS} problems and tells how many more there were`, () => {
    const problems = new ProblemList();
    for (let row = 1; row <= MAX_PROBLEMS + 5; row++) problems.add(row, 1, 'errors.required');
    const list = problems.toList();
    expect(list).toHaveLength(MAX_PROBLEMS + 1);
    expect(list.at(-1)).toEqual({
      row: null,
      column: null,
      header: null,
      key: 'imports.moreProblems',
      params: { n: 5 },
    });
  });

  it('words a read failure: the limit a workbook went over, else an unreadable file', () => {
    const problems = new ProblemList();
    problems.addReadFailure(new WorkbookLimitError('workbook.tooLarge', { n: 10 }));
    problems.addReadFailure(new Error('not a zip'));
    problems.addMissingColumn('Год');
    expect(problems.toList().map(({ key, params }) => ({ key, params }))).toEqual([
      { key: 'workbook.tooLarge', params: { n: 10 } },
      { key: 'imports.unreadable', params: undefined },
      { key: 'imports.missingColumn', params: { column: 'Год' } },
    ]);
  });
});
