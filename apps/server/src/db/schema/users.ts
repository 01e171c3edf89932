import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, divisions } from './companies.ts';

export const ROLES = ['head_of_company', 'head_of_division', 'employee', 'employer'] as const;

/** A person who signs in. A user without a company owns their own data. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    patronymic: text('patronymic').notNull().default(''),
    contactTelephone: text('contact_telephone').notNull().default(''),
    birthday: date('birthday'),
    extraInformation: text('extra_information').notNull().default(''),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    role: text('role', { enum: ROLES }),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** When the user deleted their account; the row stays, anonymised (decision 008). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When a head deleted this employee: sign-in stops; personal data is erased a year later. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    countries: integer('countries').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check(
      'users_role_check',
      sql`${t.role} is null or ${t.role} in ('head_of_company','head_of_division','employee','employer')`,
    ),
  ],
);
