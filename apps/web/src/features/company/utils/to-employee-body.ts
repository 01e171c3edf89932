import type { CreateEmployeeBody } from '@plotline/contract/company';
import type { AssignableRole } from './company-roles.ts';

/** What the employee form holds; optional fields stay undefined until typed into. */
export type EmployeeFormValues = {
  username: string;
  password: string;
  passwordRepeat: string;
  last_name: string;
  first_name: string;
  patronymic?: string;
  email: string;
  contact_telephone?: string;
  division?: number;
  role?: AssignableRole;
  countries?: number[];
};

/** Form fields the server's 400 answers may name. */
export const EMPLOYEE_FORM_FIELDS = [
  'username',
  'password',
  'last_name',
  'first_name',
  'patronymic',
  'email',
  'contact_telephone',
  'division',
  'role',
  'countries',
] as const;

/**
 * The `POST users/employees/` body of a validated form (spec §3 employee): login, names,
 * email and phone trimmed (spec §5); the repeated password stays in the form.
 * @throws Error when the division or the role is missing (the form requires both)
 */
export function toEmployeeBody(values: EmployeeFormValues): CreateEmployeeBody {
  if (values.division === undefined || values.role === undefined) {
    throw new Error('The employee form lets no one through without a division and a role');
  }
  return {
    username: values.username.trim(),
    password: values.password,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    patronymic: values.patronymic?.trim() ?? '',
    email: values.email.trim(),
    contact_telephone: values.contact_telephone?.trim() ?? '',
    division: values.division,
    role: values.role,
    countries: values.countries ?? [],
  };
}
