import { and, eq } from 'drizzle-orm';
import { fieldYears } from '../../db/schema.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';

/**
 * The season `year` of a field, added when the field lacks it (spec §4: a plot in a new
 * year adds that year). Safe under concurrent creation.
 * @returns the field-year id and whether it was created now
 */
export async function ensureFieldYear(
  tx: Tx,
  fieldId: number,
  year: number,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await tx
    .insert(fieldYears)
    .values({ fieldId, year })
    .onConflictDoNothing()
    .returning({ id: fieldYears.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx
    .select({ id: fieldYears.id })
    .from(fieldYears)
    .where(and(eq(fieldYears.fieldId, fieldId), eq(fieldYears.year, year)));
  if (!existing) throw new Error(`field-year ${fieldId}/${year} vanished`);
  return { id: existing.id, created: false };
}
