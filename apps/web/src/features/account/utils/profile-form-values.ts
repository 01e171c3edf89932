import type { Profile, UpdateProfileBody } from '@plotline/contract/auth';
import { YEAR_MIN } from '@plotline/contract/rules';
import dayjs, { type Dayjs } from 'dayjs';

/** The wire format of a birthday (api-contract: `YYYY-MM-DD`). */
export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';
/** Length limit of `UpdateProfileBody.extra_information`. */
export const EXTRA_INFORMATION_MAX_LENGTH = 2000;

/** What the profile form holds: the editable part of the user, the birthday as a dayjs day. */
export type ProfileFormValues = {
  last_name: string;
  first_name: string;
  patronymic: string;
  email: string;
  contact_telephone: string;
  birthday: Dayjs | null;
  extra_information: string;
};

/** The form's starting values: the user's current personal data. */
export function toProfileFormValues(user: Profile['user_data']): ProfileFormValues {
  return {
    last_name: user.last_name,
    first_name: user.first_name,
    patronymic: user.patronymic,
    email: user.email,
    contact_telephone: user.contact_telephone,
    birthday: user.birthday ? dayjs(user.birthday) : null,
    extra_information: user.extra_information,
  };
}

/**
 * The `PATCH users/profile/` body of a filled-in form: every editable field, texts trimmed
 * (spec §5), the birthday as `YYYY-MM-DD` or null to clear it. Cleared inputs arrive from
 * antd as undefined and are sent as "". A blank e-mail is left out (a user without one keeps
 * having none; the server refuses "" as an address); the phone goes as typed, the server
 * normalises it (`+7 999 123-45-67` → `+79991234567`).
 */
export function toUpdateProfileBody(values: Partial<ProfileFormValues>): UpdateProfileBody {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const email = text(values.email);
  return {
    last_name: text(values.last_name),
    first_name: text(values.first_name),
    patronymic: text(values.patronymic),
    ...(email === '' ? {} : { email }),
    contact_telephone: text(values.contact_telephone),
    birthday: values.birthday ? values.birthday.format(BIRTHDAY_FORMAT) : null,
    extra_information: text(values.extra_information),
  };
}

/** True for days a birthday cannot fall on: in the future, or before 1900. */
export function isImpossibleBirthday(day: Dayjs): boolean {
  const text = day.format(BIRTHDAY_FORMAT);
  return text < `${YEAR_MIN}-01-01` || text > dayjs().format(BIRTHDAY_FORMAT);
}
