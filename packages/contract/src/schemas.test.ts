import { describe, expect, it } from 'vitest';
import { RegistrationBody } from './auth.ts';
import { CreateCropBody } from './crops.ts';
import { CULTURE_NAME_MAX_LENGTH } from './rules.ts';

const VALID = {
  username: 'breeder',
  password1: 'Strong-pass1',
  password2: 'Strong-pass1',
  first_name: 'Anna',
  last_name: 'Rossi',
  email: 'anna@example.org',
};

function failingFields(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[] }[] };
}) {
  return [...new Set(result.error?.issues.map((i) => String(i.path[0])) ?? [])];
}

describe('CreateCropBody (culture name 1–250, trimmed)', () => {
  it.each([
    ['Пшеница', true],
    [' Рожь ', true],
    ['а'.repeat(CULTURE_NAME_MAX_LENGTH), true],
    ['а'.repeat(CULTURE_NAME_MAX_LENGTH + 1), false],
    ['', false],
    ['   ', false],
  ])('russian_name %j → %s', (name, valid) => {
    expect(CreateCropBody.safeParse({ russian_name: name }).success).toBe(valid);
  });

  it('trims names and turns an empty English name into null', () => {
    expect(CreateCropBody.parse({ russian_name: ' Рожь ', english_name: ' ' })).toEqual({
      russian_name: 'Рожь',
      english_name: null,
    });
  });
});

describe('RegistrationBody', () => {
  it('accepts a valid registration and trims names', () => {
    const parsed = RegistrationBody.parse({
      ...VALID,
      username: ' breeder ',
      last_name: ' Rossi ',
    });
    expect(parsed).toMatchObject({
      username: 'breeder',
      last_name: 'Rossi',
      patronymic: '',
      countries: [],
    });
  });

  it.each([
    [{ username: '123' }, ['username']],
    [{ password2: 'Other-pass1' }, ['password2']],
    [{ email: 'nope' }, ['email']],
    [{ contact_telephone: '123' }, ['contact_telephone']],
    [{ first_name: 'x'.repeat(151) }, ['first_name']],
    [{ last_name: '' }, ['last_name']],
  ])('%j fails on %j', (patch, fields) => {
    expect(failingFields(RegistrationBody.safeParse({ ...VALID, ...patch }))).toEqual(fields);
  });
});
