import { z } from 'zod';
import { isValidPhone, normalizePhone, PHONE_INPUT_MAX_LENGTH, VALIDATION_KEYS } from './rules.ts';

/** Error body of 401/403/404 answers (DRF style). */
export const DetailError = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof DetailError>;

/** 400 body: every failing field with exactly one message. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;

/** Path parameter of detail routes. */
export const IdParams = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof IdParams>;

/** A required, trimmed text of at most `max` characters. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}

/** An optional text: absent, null and "" are all kept as "" after trimming. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');
}

/**
 * An optional phone: absent, null and "" are "", anything else is normalised
 * (`+7 999 123-45-67` → `+79991234567`) and must then be a `+` and 10 to 15 digits.
 */
export function phoneField() {
  return z
    .string()
    .max(PHONE_INPUT_MAX_LENGTH)
    .nullish()
    .transform((v) => normalizePhone(v ?? ''))
    .refine((v) => v === '' || isValidPhone(v), { message: VALIDATION_KEYS.phone });
}

/** `GET health/` answer. */
export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;
