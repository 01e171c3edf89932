import { z } from 'zod';
import { Role, User } from './auth.ts';
import { Id, idList, optionalText, patchBody, phoneField, requiredText, text } from './common.ts';
import {
  EMAIL_MAX_LENGTH,
  INPUT_MAX_LENGTH,
  LOGIN_MAX_LENGTH,
  LOGIN_PATTERN,
  listPasswordProblems,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_COUNTRIES_MAX,
  PERSON_NAME_MAX_LENGTH,
  VALIDATION_KEYS,
} from './rules.ts';

/** Division name length (spec §3 division; trimmed, spec §5). */
export const DIVISION_NAME_MAX_LENGTH = 255;
/** Company name length. */
export const COMPANY_NAME_MAX_LENGTH = 255;

/** Message keys of the company-management rules (spec §8 "Account"). */
export const COMPANY_KEYS = {
  divisionNameExists: 'validation.divisionNameExists',
  roleTooHigh: 'account.roleTooHigh',
  emptyList: 'errors.emptyList',
} as const;

/** `?company_id=`: the company a super admin looks at (others always see their own). */
const companyIdQuery = Id.optional().describe(
  'Super admin only: the company to look at; others are always in their own',
);

/** A login as registration accepts it (spec §5). */
const Login = requiredText(LOGIN_MAX_LENGTH).regex(LOGIN_PATTERN, VALIDATION_KEYS.loginPattern);

/** A new password under the registration rules (spec §5). */
const NewPassword = text()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    const [problem] = listPasswordProblems(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const Email = text().trim().max(EMAIL_MAX_LENGTH).pipe(z.email(VALIDATION_KEYS.email));

/** A division (department) of a company (spec §3). */
export const Division = z.object({
  id: z.number().int(),
  company_division_name: z.string().describe('Trimmed; unique in the company (ё = е, any case)'),
  country: z.number().int().nullable().describe('Country id, or null'),
});
export type Division = z.infer<typeof Division>;
export const DivisionList = z.array(Division);
export type DivisionList = z.infer<typeof DivisionList>;

/** `GET users/divisions/` query. */
export const DivisionsQuery = z.object({ company_id: companyIdQuery });
export type DivisionsQuery = z.infer<typeof DivisionsQuery>;

const DivisionName = requiredText(DIVISION_NAME_MAX_LENGTH).describe(
  'Division name, trimmed, 1..255, unique in the company',
);

/** `POST users/divisions/` body. */
export const CreateDivisionBody = z.object({
  company_division_name: DivisionName,
  country: Id.nullish()
    .transform((v) => v ?? null)
    .describe('Country id (optional)'),
  company: Id.optional().describe(
    'Super admin only: the company the division is created in (default: their own)',
  ),
});
export type CreateDivisionBody = z.input<typeof CreateDivisionBody>;

/** `PATCH users/divisions/<id>/` body: a rename, and optionally a new country. */
export const UpdateDivisionBody = patchBody({
  company_division_name: DivisionName.optional(),
  country: Id.nullable().optional().describe('Country id; null clears it'),
});
export type UpdateDivisionBody = z.input<typeof UpdateDivisionBody>;

/** `POST users/employees/` body (spec §3 employee, §6: division and a country are needed). */
export const CreateEmployeeBody = z.object({
  username: Login,
  password: NewPassword,
  first_name: requiredText(PERSON_NAME_MAX_LENGTH),
  last_name: requiredText(PERSON_NAME_MAX_LENGTH),
  patronymic: optionalText(PERSON_NAME_MAX_LENGTH),
  contact_telephone: phoneField(),
  email: Email,
  division: Id.describe('Division id; a head of division may only name their own'),
  role: z
    .enum(Role.options, {
      // a missing enum is `invalid_value` in zod 4: answer DRF's "required" for it
      error: (issue) => (issue.input === undefined ? 'errors.required' : undefined),
    })
    .describe('Must be lower than the creator’s role'),
  countries: idList(PERSON_COUNTRIES_MAX)
    .min(1, COMPANY_KEYS.emptyList)
    .describe('Country ids, at least one'),
});
export type CreateEmployeeBody = z.input<typeof CreateEmployeeBody>;

/** A division in the company structure: its heads and its other members. */
export const StructureDivision = z.object({
  id: z.number().int(),
  company_division_name: z.string(),
  head: z.array(User).describe('Heads of this division'),
  users: z.array(User).describe('Members of this division who are not its heads'),
});
export type StructureDivision = z.infer<typeof StructureDivision>;

/** `GET users/company_structure/` answer (api-contract §3). */
export const CompanyStructure = z.object({
  id: z.number().int().describe('Company id'),
  company_name: z.string(),
  head: z.array(User).describe('Heads of the company'),
  divisions: z.array(StructureDivision),
});
export type CompanyStructure = z.infer<typeof CompanyStructure>;

/** `GET users/company_structure/` query. */
export const CompanyStructureQuery = z.object({
  is_active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'))
    .describe('true: active users only; false: deactivated only; absent: everyone'),
  company_id: companyIdQuery,
});
export type CompanyStructureQuery = z.input<typeof CompanyStructureQuery>;

/** An access group a user belongs to. */
export const PermissionGroupRef = z.object({ id: z.number().int(), name: z.string() });
export type PermissionGroupRef = z.infer<typeof PermissionGroupRef>;

/** One user of `GET users/users_by_company_id/` (api-contract §3). */
export const CompanyUser = z.object({
  id: z.number().int(),
  username: z.string(),
  role: Role.nullable(),
  permission_groups: z.array(PermissionGroupRef).describe('Access groups the user is in'),
  first_name: z.string(),
  last_name: z.string(),
  patronymic: z.string(),
  email: z.string(),
  division: z.number().int().nullable().describe('Division id'),
  division_name: z.string().describe('"" without a division'),
  company_id: z.number().int(),
  company_name: z.string(),
});
export type CompanyUser = z.infer<typeof CompanyUser>;
export const CompanyUserList = z.array(CompanyUser);
export type CompanyUserList = z.infer<typeof CompanyUserList>;

/** `GET users/users_by_company_id/` query: substring filters and orderings. */
export const CompanyUsersQuery = z.object({
  username: text().max(INPUT_MAX_LENGTH).optional().describe('Login contains (any case)'),
  role: text().max(INPUT_MAX_LENGTH).optional().describe('Role contains (any case)'),
  group_name: text()
    .max(INPUT_MAX_LENGTH)
    .optional()
    .describe('Member of a group whose name contains (any case)'),
  ordering: z.enum(['id', '-id', 'username', '-username']).default('id'),
  ordering_by_groups: z
    .enum(['id', '-id', 'name', '-name'])
    .default('id')
    .describe('Order of each user’s permission_groups'),
  company_id: companyIdQuery,
});
export type CompanyUsersQuery = z.input<typeof CompanyUsersQuery>;

/** A company as `users/companies/` lists it. */
export const Company = z.object({ id: z.number().int(), company_name: z.string() });
export type Company = z.infer<typeof Company>;
export const CompanyList = z.array(Company);
export type CompanyList = z.infer<typeof CompanyList>;

/** `POST users/companies/` body (super admin only): the company and its first head. */
export const CreateCompanyBody = z.object({
  company_name: requiredText(COMPANY_NAME_MAX_LENGTH),
  head: z.object({
    username: Login,
    password: NewPassword,
    first_name: requiredText(PERSON_NAME_MAX_LENGTH),
    last_name: requiredText(PERSON_NAME_MAX_LENGTH),
    email: text()
      .trim()
      .max(EMAIL_MAX_LENGTH)
      .nullish()
      .transform((v) => v ?? '')
      .pipe(z.union([z.literal(''), z.email(VALIDATION_KEYS.email)])),
  }),
});
export type CreateCompanyBody = z.input<typeof CreateCompanyBody>;

/** `POST users/companies/` answer (201): the company with its head. */
export const CreatedCompany = Company.extend({ head: User });
export type CreatedCompany = z.infer<typeof CreatedCompany>;
