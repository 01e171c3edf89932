import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: a list of ids as one bind parameter, however long. Drizzle's
 * `inArray` spends one parameter per item and PostgreSQL takes at most 65,535 in a statement,
 * so every list a batch request brings (tens of thousands of ids, decision 027) goes
 * through here.
 */
export function anyInt(column: Column | SQL, values: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::int[])`;
}

/** `column = any($1::text[])`: a list of texts as one bind parameter (see `anyInt`). */
export function anyText(column: Column | SQL, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::text[])`;
}
