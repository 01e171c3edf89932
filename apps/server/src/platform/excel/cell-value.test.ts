import { describe, expect, it } from 'vitest';
import { columnLetter, NO_CACHED_RESULT, toSheetValue } from './cell-value.ts';

describe('toSheetValue', () => {
  it.each([
    [undefined, null],
    ['  ', null],
    [' Сорт ', 'Сорт'],
    [75.5, 75.5],
    [Number.NaN, { error: '#NUM!' }],
    [{ formula: 'A1*2', result: 4 }, 4],
    [{ sharedFormula: 'A1', result: 'x' }, 'x'],
    [{ formula: 'A1' }, { error: NO_CACHED_RESULT }],
    [{ richText: [{ text: 'Со' }, { text: 'рт' }] }, 'Сорт'],
    [{ text: 'ссылка', hyperlink: 'https://x' }, 'ссылка'],
    [{ error: '#N/A' }, { error: '#N/A' }],
  ])('reads %j as %j', (value, expected) => {
    expect(toSheetValue(value as never)).toEqual(expected);
  });
});

describe('columnLetter', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [702, 'ZZ'],
    [14000, 'TRL'],
  ])('%i → %s', (column, letters) => {
    expect(columnLetter(column)).toBe(letters);
  });
});
