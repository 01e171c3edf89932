import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/**
 * Matches users whose login equals `login` case-insensitively: the comparison the unique
 * index `users_username_lower_key` enforces, so lookups and the index always agree.
 */
export function sameLogin(login: string) {
  return sql`lower(${users.username}) = ${login.toLowerCase()}`;
}
