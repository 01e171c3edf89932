import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issued refresh tokens by id (jti). A token is usable while not revoked and not expired;
 * refresh revokes it (rotation) and logout revokes it (blacklist).
 */
export const refreshTokens = pgTable('refresh_tokens', {
  jti: uuid('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Consecutive failed logins per (lower-cased) username, and the block they lead to. */
export const loginAttempts = pgTable('login_attempts', {
  usernameKey: text('username_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide settings kept in the database (the generated JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
