import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { fieldYears } from './nursery.ts';
import { users } from './users.ts';

/**
 * An access group of a company: its members may view (read) or view and edit (write) the
 * field-years the group is given (api-contract §3).
 */
export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    read: boolean('read').notNull().default(true),
    write: boolean('write').notNull().default(false),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_groups_company_name_key').on(
      t.companyId,
      sql`replace(lower(btrim(${t.name})), 'ё', 'е')`,
    ),
  ],
);

/** Members of an access group. */
export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('user_group_members_user_idx').on(t.userId),
  ],
);

/** A field-year an access group grants (`field_year_permissions/`). */
export const fieldYearPermissions = pgTable(
  'field_year_permissions',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    fieldYearId: integer('field_year_id')
      .notNull()
      .references(() => fieldYears.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('field_year_permissions_group_year_key').on(t.groupId, t.fieldYearId),
    index('field_year_permissions_year_idx').on(t.fieldYearId),
  ],
);
