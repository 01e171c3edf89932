import { describe, expect, it } from 'vitest';
import {
  capitalizeFirst,
  isValidLogin,
  isValidPhone,
  isValidYear,
  listPasswordProblems,
  normalizeName,
  normalizePhone,
  splitPhenotypeName,
  VALIDATION_KEYS,
} from './rules.ts';

describe('login pattern (spec §5: Latin letters, digits, _ . -, at least one letter)', () => {
  it.each([
    ['ivanov', true],
    ['ivan.ov_2-b', true],
    ['A', true],
    ['_1a', true],
    ['12345', false],
    ['._-', false],
    ['иванов', false],
    ['ivan ov', false],
    ['ivan@ov', false],
    ['', false],
  ])('%j → %s', (login, valid) => {
    expect(isValidLogin(login)).toBe(valid);
  });
});

describe('password rules (spec §5)', () => {
  it.each([
    ['Strong-pass1', []],
    ['Aa1#', []],
    ['nodigits-Aa', [VALIDATION_KEYS.passwordDigit]],
    ['Nospecial1', [VALIDATION_KEYS.passwordSpecial]],
    ['lower-case1', [VALIDATION_KEYS.passwordCase]],
    ['UPPER-CASE1', [VALIDATION_KEYS.passwordCase]],
    ['With space-1', [VALIDATION_KEYS.passwordSpaces]],
    ['Пароль-1aA', []],
    [
      'plain',
      [
        VALIDATION_KEYS.passwordDigit,
        VALIDATION_KEYS.passwordSpecial,
        VALIDATION_KEYS.passwordCase,
      ],
    ],
  ])('%j → %j', (password, problems) => {
    expect(listPasswordProblems(password)).toEqual(problems);
  });

  it.each([...'#?!@$%^&*-_.'])('accepts the special character %s', (special) => {
    expect(listPasswordProblems(`Abcdef1${special}`)).toEqual([]);
  });
});

describe('phone (+7999…)', () => {
  it.each([
    ['+79991234567', true],
    ['+390612345678', true],
    ['89991234567', false],
    // typed with spaces and dashes: normalised, not refused (decision 030)
    ['+7 999 123-45-67', true],
    ['+7999', false],
    ['+7999123456789012', false],
  ])('%j → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe('year range 1900–2100', () => {
  it.each([
    [1900, true],
    [2100, true],
    [2026, true],
    [1899, false],
    [2101, false],
    [2020.5, false],
  ])('%d → %s', (year, valid) => {
    expect(isValidYear(year)).toBe(valid);
  });
});

describe('name normalisation for duplicate checks', () => {
  it.each([
    ['  Овёс ', 'овес'],
    ['ОВЕС', 'овес'],
    ['Winter   Wheat', 'winter wheat'],
  ])('%j → %j', (name, normalized) => {
    expect(normalizeName(name)).toBe(normalized);
  });

  it('capitalises only the first letter', () => {
    expect(capitalizeFirst('  пшеница озимая ')).toBe('Пшеница озимая');
  });
});

describe('phones as people type them', () => {
  it('drops spaces, dashes, dots and brackets, and checks the rest', () => {
    expect(normalizePhone(' +7 (999) 123-45-67 ')).toBe('+79991234567');
    expect(isValidPhone('+7 999 123-45-67')).toBe(true);
    expect(isValidPhone('+7 999 CALL-ME')).toBe(false);
  });
});

describe('a phenotype name and its unit (decision 030)', () => {
  it('reads «Урожай, ц/га» as урожай in ц/га, and leaves names whose tail is no unit', () => {
    expect(splitPhenotypeName('Урожай, ц/га', '')).toEqual({ name: 'Урожай', unit: 'ц/га' });
    expect(splitPhenotypeName('Высота растений, см', 'см')).toEqual({
      name: 'Высота растений',
      unit: 'см',
    });
    expect(splitPhenotypeName('Масличность, %', '')).toEqual({ name: 'Масличность', unit: '%' });
    expect(splitPhenotypeName('Цвет, оттенок', '')).toEqual({ name: 'Цвет, оттенок', unit: '' });
    expect(splitPhenotypeName('Высота, см', 'мм')).toEqual({ name: 'Высота, см', unit: 'мм' });
    expect(splitPhenotypeName(' урожай ', ' ц/га ')).toEqual({ name: 'урожай', unit: 'ц/га' });
  });
});
