import { describe, expect, it } from 'vitest';
import { MeteoRangeQuery, MeteoValuesBody, valueInput } from './meteo.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('a weather or soil value (spec §5, §8)', () => {
  it.each([
    [21.5, 21.5],
    ['21,5', 21.5],
    [' -3.1234 ', -3.1234],
    ['0', 0],
  ])('reads %j as %d', (input, output) => {
    expect(valueInput().parse(input)).toBe(output);
  });

  it.each([
    ['abc', 'errors.number'],
    ['', 'errors.number'],
    ['1e400', 'errors.number'],
    [12345678901, 'errors.number'],
    [1.23456, 'meteo.valueDecimals'],
    ['0,00001', 'meteo.valueDecimals'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(valueInput().safeParse(input))).toBe(message);
  });
});

describe('the value and range bodies', () => {
  it('takes one value or a list, and names the bad one', () => {
    expect(MeteoValuesBody.safeParse({ param: 1, date: '2025-05-01', value: '7,2' }).success).toBe(
      true,
    );
    const list = MeteoValuesBody.safeParse([
      { param: 1, date: '2025-05-01', value: 7 },
      { param: 1, date: '2025-05-02', value: 'x' },
    ]);
    expect(list.success).toBe(false);
    expect(MeteoValuesBody.safeParse([]).success).toBe(false);
  });

  it('refuses a range that ends before it starts', () => {
    const range = MeteoRangeQuery.safeParse({
      sector: 1,
      date_from: '2025-06-01',
      date_to: '2025-05-01',
    });
    expect(firstMessage(range)).toBe('meteo.badRange');
  });

  it('refuses more than a year of days, and a date outside 1900–2100', () => {
    const range = (date_from: string, date_to: string) =>
      MeteoRangeQuery.safeParse({ sector: 1, date_from, date_to });
    expect(range('2024-01-01', '2024-12-31').success).toBe(true);
    expect(firstMessage(range('2024-01-01', '2025-01-01'))).toBe('meteo.rangeTooLong');
    expect(firstMessage(range('0000-01-01', '2025-01-01'))).toBe('meteo.dateYear');
    expect(firstMessage(range('2025-02-29', '2025-03-01'))).toBe('errors.date');
  });
});
