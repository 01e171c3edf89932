import { INPUT_MAX_LENGTH } from '@plotline/contract/rules';
import { describe, expect, it } from 'vitest';
import { NO_CACHED_RESULT } from './cell-value.ts';
import { type Fail, readDate, readInteger, readNumberOrText, readText } from './parse-cells.ts';

/** A `fail` that records what it was told. */
function recorder() {
  const told: { key: string; params?: Record<string, string | number> }[] = [];
  const fail: Fail = (key, params) => {
    told.push(params ? { key, params } : { key });
    return undefined;
  };
  return { fail, told };
}

describe('cell readers', () => {
  it('read text: numbers in their shortest form, dates as YYYY-MM-DD, empty as null', () => {
    const { fail, told } = recorder();
    expect(readText('Поле', fail)).toBe('Поле');
    expect(readText(75.0, fail)).toBe('75');
    expect(readText(0.1 + 0.2, fail)).toBe('0.3');
    expect(readText(new Date(Date.UTC(2024, 4, 2)), fail)).toBe('2024-05-02');
    expect(readText(true, fail)).toBe('true');
    expect(readText(null, fail)).toBeNull();
    expect(told).toEqual([]);
  });

  it('refuse text over the length, error values and formulas without their result', () => {
    const { fail, told } = recorder();
    expect(readText('abcd', fail, 3)).toBeUndefined();
    expect(readText('x'.repeat(INPUT_MAX_LENGTH + 1), fail)).toBeUndefined();
    expect(readText({ error: '#N/A' }, fail)).toBeUndefined();
    expect(readInteger({ error: NO_CACHED_RESULT }, fail, 1, 9)).toBeUndefined();
    expect(told).toEqual([
      { key: 'errors.maxLength', params: { n: 3 } },
      { key: 'errors.maxLength', params: { n: INPUT_MAX_LENGTH } },
      { key: 'imports.cellError', params: { error: '#N/A' } },
      { key: 'imports.formulaWithoutValue' },
    ]);
  });

  it('read whole numbers from numbers and their text, inside the bounds', () => {
    const { fail, told } = recorder();
    expect(readInteger(2024, fail, 1900, 2100)).toBe(2024);
    expect(readInteger('2024', fail, 1900, 2100)).toBe(2024);
    expect(readInteger('3,0', fail, 1, 9)).toBe(3);
    expect(readInteger(null, fail, 1, 9)).toBeNull();
    expect(readInteger(2.5, fail, 1, 9)).toBeUndefined();
    expect(readInteger('два', fail, 1, 9)).toBeUndefined();
    expect(readInteger(0, fail, 1, 9)).toBeUndefined();
    expect(readInteger(10, fail, 1, 9)).toBeUndefined();
    expect(told.map((problem) => problem.key)).toEqual([
      'errors.integer',
      'errors.integer',
      'errors.minValue',
      'errors.maxValue',
    ]);
  });

  it('read a number or text: a number cell stays a number, other cells become text', () => {
    const { fail } = recorder();
    expect(readNumberOrText(7.5, fail)).toBe(7.5);
    expect(readNumberOrText('7,5', fail)).toBe('7,5');
    expect(readNumberOrText('высокий', fail)).toBe('высокий');
    expect(readNumberOrText(null, fail)).toBeNull();
  });

  it('read dates from date cells, Excel serials and the two text forms', () => {
    const { fail, told } = recorder();
    expect(readDate(new Date(Date.UTC(2024, 4, 2)), fail)).toBe('2024-05-02');
    expect(readDate(45430, fail)).toBe('2024-05-18');
    expect(readDate('02.05.2024', fail)).toBe('2024-05-02');
    expect(readDate('2024-05-02', fail)).toBe('2024-05-02');
    expect(readDate(null, fail)).toBeNull();
    expect(readDate('вчера', fail)).toBeUndefined();
    expect(told).toEqual([{ key: 'imports.date' }]);
  });
});
