import { describe, expect, it } from 'vitest';
import { listResultColumns } from './result-columns.ts';

describe('listResultColumns', () => {
  it('shows what each analysis computes', () => {
    expect(listResultColumns('nsr', true)).toEqual([
      'fieldName',
      'year',
      'plotName',
      'lineName',
      'repetitions',
      'mean',
      'difference',
      'nsr',
      'significance',
    ]);
    expect(listResultColumns('ttest', true).slice(5)).toEqual([
      'mean',
      'difference',
      'lower',
      'upper',
      'pValue',
      'significance',
    ]);
  });

  it('adds the comparison to the averages only with a control', () => {
    expect(listResultColumns('averages', false)).toEqual([
      'rank',
      'fieldName',
      'year',
      'plotName',
      'lineName',
      'repetitions',
      'mean',
    ]);
    expect(listResultColumns('averages', true).slice(-3)).toEqual([
      'difference',
      'nsr',
      'significance',
    ]);
  });
});
