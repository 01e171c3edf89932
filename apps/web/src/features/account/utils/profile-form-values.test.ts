import { type Profile, UpdateProfileBody } from '@plotline/contract/auth';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  isImpossibleBirthday,
  toProfileFormValues,
  toUpdateProfileBody,
} from './profile-form-values.ts';

const USER: Profile['user_data'] = {
  id: 7,
  username: 'anna',
  email: 'anna@example.com',
  first_name: 'Анна',
  last_name: 'Иванова',
  patronymic: '',
  birthday: '1990-04-01',
  contact_telephone: '+79991234567',
  extra_information: '',
  division: null,
  is_head_of_company: false,
  is_head_of_division: false,
  countries: [],
  role: null,
  company_name: '',
};

describe('toProfileFormValues', () => {
  it('starts from the current data, the birthday as that day', () => {
    const values = toProfileFormValues(USER);
    expect(values).toMatchObject({ first_name: 'Анна', last_name: 'Иванова', patronymic: '' });
    expect(values.birthday?.format('YYYY-MM-DD')).toBe('1990-04-01');
    expect(toProfileFormValues({ ...USER, birthday: null }).birthday).toBeNull();
  });
});

describe('toUpdateProfileBody', () => {
  it('trims texts and sends the birthday as YYYY-MM-DD', () => {
    const body = toUpdateProfileBody({
      ...toProfileFormValues(USER),
      first_name: '  Анна ',
      patronymic: ' Ивановна ',
      birthday: dayjs('2001-12-31'),
    });
    expect(body).toEqual({
      last_name: 'Иванова',
      first_name: 'Анна',
      patronymic: 'Ивановна',
      email: 'anna@example.com',
      contact_telephone: '+79991234567',
      birthday: '2001-12-31',
      extra_information: '',
    });
    expect(UpdateProfileBody.safeParse(body).success).toBe(true);
  });

  it('sends cleared inputs as "" and a cleared birthday as null', () => {
    const body = toUpdateProfileBody({
      ...toProfileFormValues(USER),
      patronymic: undefined,
      contact_telephone: undefined,
      birthday: null,
    });
    expect(body).toMatchObject({ patronymic: '', contact_telephone: '', birthday: null });
    expect(UpdateProfileBody.safeParse(body).success).toBe(true);
  });
});

describe('isImpossibleBirthday', () => {
  it('rejects future days and days before 1900, accepts today', () => {
    expect(isImpossibleBirthday(dayjs().add(1, 'day'))).toBe(true);
    expect(isImpossibleBirthday(dayjs('1899-12-31'))).toBe(true);
    expect(isImpossibleBirthday(dayjs())).toBe(false);
    expect(isImpossibleBirthday(dayjs('1900-01-01'))).toBe(false);
  });
});
