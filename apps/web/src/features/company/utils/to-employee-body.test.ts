import { describe, expect, it } from 'vitest';
import { toEmployeeBody } from './to-employee-body.ts';

describe('toEmployeeBody', () => {
  it('trims the login, names and contacts and leaves the repeat out', () => {
    const body = toEmployeeBody({
      username: '  petrov ',
      password: ' Secret-1a ',
      passwordRepeat: ' Secret-1a ',
      last_name: ' Petrov ',
      first_name: 'Petr  ',
      patronymic: ' Petrovich',
      email: ' petrov@example.com ',
      contact_telephone: ' +79991234567 ',
      division: 4,
      role: 'employee',
      countries: [7],
    });
    expect(body).toEqual({
      username: 'petrov',
      password: ' Secret-1a ',
      first_name: 'Petr',
      last_name: 'Petrov',
      patronymic: 'Petrovich',
      email: 'petrov@example.com',
      contact_telephone: '+79991234567',
      division: 4,
      role: 'employee',
      countries: [7],
    });
  });

  it('sends empty optional fields as empty texts', () => {
    const body = toEmployeeBody({
      username: 'sidorov',
      password: 'Secret-1a',
      passwordRepeat: 'Secret-1a',
      last_name: 'Sidorov',
      first_name: 'Sidor',
      email: 's@example.com',
      division: 1,
      role: 'head_of_division',
      countries: [1, 2],
    });
    expect(body.patronymic).toBe('');
    expect(body.contact_telephone).toBe('');
  });

  it('refuses a form without a division', () => {
    expect(() =>
      toEmployeeBody({
        username: 'x1',
        password: 'Secret-1a',
        passwordRepeat: 'Secret-1a',
        last_name: 'X',
        first_name: 'Y',
        email: 'x@example.com',
        role: 'employee',
      }),
    ).toThrow();
  });
});
