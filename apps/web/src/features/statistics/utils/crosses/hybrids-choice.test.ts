import { describe, expect, it } from 'vitest';
import { readCombiningChoice, toCombiningQuery, writeCombiningChoice } from './hybrids-choice.ts';

describe('combining-ability choice in the address', () => {
  it('defaults to a diallel with the method read by the server and Model I', () => {
    expect(readCombiningChoice(new URLSearchParams('method=7&design=x'))).toEqual({
      design: 'diallel',
      method: null,
      model: 'fixed',
    });
  });

  it('writes and reads back a choice, dropping the defaults', () => {
    const params = new URLSearchParams();
    writeCombiningChoice(params, { design: 'diallel', method: 2, model: 'random' });
    expect(params.toString()).toBe('design=diallel&method=2&model=random');
    writeCombiningChoice(params, { method: null, model: 'fixed' });
    expect(params.toString()).toBe('design=diallel');
    expect(readCombiningChoice(params).method).toBeNull();
  });

  it('sends the method and model only for a diallel', () => {
    const choice = { design: 'line_by_tester', method: 2, model: 'random' } as const;
    expect(toCombiningQuery(5, 'y', choice)).toEqual({
      year_id: 5,
      feature: 'y',
      design: 'line_by_tester',
    });
    expect(toCombiningQuery(5, 'y', { ...choice, design: 'diallel' })).toEqual({
      year_id: 5,
      feature: 'y',
      design: 'diallel',
      method: 2,
      model: 'random',
    });
  });
});
