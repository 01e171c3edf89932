import type { CreateCropBody, Crop } from '@plotline/contract/crops';
import { capitalizeFirst, normalizeName } from '@plotline/contract/rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { crops } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { TenantOwner } from '../../platform/auth/policy.ts';
import { CROP_COLUMNS, cropsOf } from './list-crops.ts';

/**
 * Adds a crop to the tenant. The Russian name is stored with its first letter capitalised.
 * Duplicates (trimmed, case-insensitive, ё = е) are refused before the insert; the unique
 * indexes refuse a concurrent duplicate the same way through the error handler.
 * @throws AppError VALIDATION `russian_name` validation.cultureWithNameExists,
 *   `english_name` validation.cultureWithLatinNameExists
 */
export async function createCrop(
  db: Db,
  owner: { tenant: TenantOwner; createdBy: number },
  body: z.output<typeof CreateCropBody>,
): Promise<Crop> {
  const existing = await db
    .select({ russianName: crops.russianName, englishName: crops.englishName })
    .from(crops)
    .where(cropsOf(owner.tenant));
  const name = normalizeName(body.russian_name);
  if (existing.some((crop) => normalizeName(crop.russianName) === name)) {
    throw fieldError('russian_name', 'validation.cultureWithNameExists');
  }
  const latin = body.english_name === null ? null : normalizeName(body.english_name);
  if (
    latin &&
    existing.some((crop) => crop.englishName && normalizeName(crop.englishName) === latin)
  ) {
    throw fieldError('english_name', 'validation.cultureWithLatinNameExists');
  }
  const [crop] = await db
    .insert(crops)
    .values({
      ...owner.tenant,
      russianName: capitalizeFirst(body.russian_name),
      englishName: body.english_name,
      createdBy: owner.createdBy,
    })
    .returning(CROP_COLUMNS);
  if (!crop) throw new Error('insert returned no row');
  return crop;
}
