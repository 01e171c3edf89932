import { describe, expect, it } from 'vitest';
import { countBaseNames, defaultMoveRepetitions, listNames, plotBaseName } from './move-summary.ts';

describe('move summary', () => {
  it('groups plots by base name as the server does', () => {
    expect(plotBaseName('К-4/2')).toBe('К-4');
    expect(plotBaseName('К-4')).toBe('К-4');
    expect([...countBaseNames(['К-4/1', 'К-4/2', 'К-5/1'])]).toEqual([
      ['К-4', 2],
      ['К-5', 1],
    ]);
  });

  it('starts with the repetitions of the most repeated entry', () => {
    expect(defaultMoveRepetitions(['К-4/1', 'К-4/2'])).toBe(2);
    expect(defaultMoveRepetitions([])).toBe(1);
  });

  it('lists at most five names', () => {
    expect(listNames(['a', 'b'])).toBe('a, b');
    expect(listNames(['1', '2', '3', '4', '5', '6'])).toBe('1, 2, 3, 4, 5, …');
  });
});
