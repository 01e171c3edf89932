import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { buildCompany } from '../../test/factories.ts';
import { buildCrop, buildLine } from '../../test/nursery-factories.ts';
import { getTestDatabase, resetDatabase } from '../../test/test-app.ts';
import { inbreedingOf, inbreedingOfRows } from './inbreeding-of.ts';

/**
 * A line's F is kept once computed and forgotten when a parent link above it changes (trigger
 * of migration 0011, decision 036). Founders P and Q; C = (P, Q); G = (C, C), a selfing:
 * F_G = f(C, C) = (1 + F_C) / 2 = 1/2. Making P a child of Q gives F_C = f(P, Q) = 1/4, so
 * F_G = 5/8 (Falconer & Mackay 1996, ch. 5: the coancestry of a parent and its offspring is
 * (1 + F_parent) / 4, and of a line with itself (1 + F) / 2).
 */
let db: Db;
const id: Record<string, number> = {};

const kept = async (lineId: number) =>
  (
    await db
      .select({ f: lines.inbreeding, version: lines.pedigreeVersion })
      .from(lines)
      .where(eq(lines.id, lineId))
  )[0];

beforeEach(async () => {
  const database = await getTestDatabase();
  await resetDatabase(database);
  db = database.db;
  const company = await buildCompany(db);
  const crop = await buildCrop(db, { companyId: company.id });
  for (const name of ['P', 'Q', 'C', 'G']) id[name] = (await buildLine(db, crop.id, name)).id;
  await db
    .update(lines)
    .set({ motherId: id.P, fatherId: id.Q })
    .where(eq(lines.id, id.C as number));
  await db
    .update(lines)
    .set({ motherId: id.C, fatherId: id.C })
    .where(eq(lines.id, id.G as number));
});

describe('kept inbreeding', () => {
  it('is computed once, kept, and forgotten for every descendant when an ancestor changes', async () => {
    const G = id.G as number;
    expect((await inbreedingOf(db, [G])).get(G)).toBe(0.5);
    expect((await kept(G))?.f).toBe(0.5);

    const before = (await kept(G))?.version as number;
    await db
      .update(lines)
      .set({ motherId: id.Q })
      .where(eq(lines.id, id.P as number));
    // two generations below the change: forgotten, its version raised
    expect(await kept(G)).toEqual({ f: null, version: before + 1 });
    expect((await inbreedingOf(db, [G])).get(G)).toBe(0.625);
    expect((await kept(G))?.f).toBe(0.625);
  });

  it('is not kept when the pedigree changed after the line was read', async () => {
    const G = id.G as number;
    const [row] = await db
      .select({
        id: lines.id,
        mother_id: lines.motherId,
        father_id: lines.fatherId,
        inbreeding: lines.inbreeding,
        pedigree_version: lines.pedigreeVersion,
      })
      .from(lines)
      .where(eq(lines.id, G));
    // a writer changes an ancestor between the read and the computation
    await db
      .update(lines)
      .set({ fatherId: id.P })
      .where(eq(lines.id, id.Q as number));
    await inbreedingOfRows(db, [row as NonNullable<typeof row>]);
    expect((await kept(G))?.f).toBeNull();
  });

  it('lets one statement change the parents of a line and of its descendant', async () => {
    // C and G both change in one UPDATE: the walk runs after the statement, never inside it
    await db.execute(sql`update lines set father_id = ${id.P}::int where id in (${id.C}, ${id.G})`);
    const F = await inbreedingOf(db, [id.C as number, id.G as number]);
    // C = (P, P), a selfing of a founder: F = f(P, P) = 1/2; G = (C, P): F = f(C, P) =
    // ½ [f(P, P) + f(P, P)] = 1/2
    expect(F.get(id.C as number)).toBe(0.5);
    expect(F.get(id.G as number)).toBe(0.5);
  });
});
