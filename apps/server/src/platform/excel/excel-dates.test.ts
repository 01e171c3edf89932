import { describe, expect, it } from 'vitest';
import { dateCellOf, isoDateOf, isoDateOfSerial, parseDateText } from './excel-dates.ts';

describe('excel dates', () => {
  it.each([
    ['2024-05-02', '2024-05-02'],
    ['2024-5-2', '2024-05-02'],
    ['02.05.2024', '2024-05-02'],
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['вчера', null],
  ])('reads %s as %s', (text, date) => {
    expect(parseDateText(text)).toBe(date);
  });

  it('reads Excel serials in the 1900 system', () => {
    expect(isoDateOfSerial(45430)).toBe('2024-05-18');
    expect(isoDateOfSerial(61)).toBe('1900-03-01');
    expect(isoDateOfSerial(0)).toBeNull();
  });

  it('writes dates as UTC midnight and reads them back', () => {
    expect(isoDateOf(dateCellOf('2024-06-11'))).toBe('2024-06-11');
  });
});
