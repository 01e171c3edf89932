import { z } from 'zod';
import {
  INT4_MAX,
  INT4_MIN,
  isValidPhone,
  normalizePhone,
  PHONE_INPUT_MAX_LENGTH,
  VALIDATION_KEYS,
} from './rules.ts';

/** Error body of 401/403/404 answers (DRF style). */
export const DetailError = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof DetailError>;

/** 400 body: every failing field with exactly one message. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;

// ------------------------------------------------------------------------------------------
// The input types every request schema is built from (decision 027): whole numbers and ids
// stay inside PostgreSQL's int4, texts hold only what PostgreSQL and Unicode can store.

/** A whole number written as text, as DRF's IntegerField reads it (`"7"`, `" 7 "`, `"7.0"`). */
const INTEGER_TEXT = /^\s*[-+]?\d+(\.0*)?\s*$/;

/**
 * The message of a value of the wrong type: absent → "This field is required.", null →
 * "…may not be null.", anything else `key`. Other issues keep their own messages.
 */
function typeError(key: string) {
  return (issue: { code?: string; input?: unknown }) => {
    if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return undefined;
    if (issue.input === undefined) return 'errors.required';
    if (issue.input === null) return 'errors.null';
    return key;
  };
}

/**
 * A whole number in `[min, max]`, given as a JSON number or as its digits in a text (query
 * strings, multipart fields, clients that quote ids). The bounds default to int4's, the type
 * of every whole number the database stores. Anything else is `A valid integer is
 * required.`; out of bounds, DRF's range messages.
 */
export function integerInput({
  min = INT4_MIN,
  max = INT4_MAX,
}: {
  min?: number;
  max?: number;
} = {}) {
  return z
    .union([z.number(), z.string()], { error: typeError('errors.integer') })
    .transform((value, context) => {
      const number = typeof value === 'number' || INTEGER_TEXT.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(number)) {
        context.addIssue({ code: 'custom', message: 'errors.integer', input: value });
        return z.NEVER;
      }
      return number;
    })
    .pipe(z.number().min(min).max(max))
    .describe(`a whole number ${min}..${max}, or its digits as text`);
}

/**
 * The one id type: a positive int4 (`1..2147483647`), as a number or as digits in a text
 * (`"1"`, api-contract §1). A larger id cannot name a row: the path answers 404, a query or a
 * body 400 with the field named.
 */
export const Id = integerInput({ min: 1 }).describe('an id: 1..2147483647, or its digits as text');

/** A list of ids, at most `max` of them (a named limit of rules.ts). */
export function idList(max: number) {
  return z.array(Id).max(max);
}

/** Path parameter of detail routes. */
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/**
 * A number (`A valid number is required.` otherwise): a finite JSON number, or a text that
 * reads as one (dot or comma decimal separator, as typed in forms).
 */
export function numberInput() {
  return z
    .union([z.number(), z.string()], { error: typeError('errors.number') })
    .transform((value, context) => {
      const number =
        typeof value === 'number' ? value : Number(value.trim().replace(',', '.') || NaN);
      if (!Number.isFinite(number)) {
        context.addIssue({ code: 'custom', message: 'errors.number', input: value });
        return z.NEVER;
      }
      return number;
    });
}

/** A lone UTF-16 surrogate: half of a pair without its other half (not a Unicode text). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The one text type: any string without NUL characters (PostgreSQL text cannot hold them)
 * and without lone surrogates (not Unicode; they would be stored as U+FFFD). Both are
 * refused with DRF's messages, naming the field.
 */
export function text() {
  return z.string({ error: typeError('errors.string') }).superRefine((value, context) => {
    if (value.includes('\u0000')) {
      context.addIssue({ code: 'custom', message: 'errors.nullCharacters', input: value });
      return;
    }
    const lone = LONE_SURROGATE.exec(value);
    if (lone) {
      const codePoint = lone[0].charCodeAt(0).toString(16).toUpperCase();
      context.addIssue({
        code: 'custom',
        message: 'errors.surrogateCharacters',
        params: { code_point: codePoint },
        input: value,
      });
    }
  });
}

/** A required, trimmed text of at most `max` characters. */
export function requiredText(max: number) {
  return text().trim().min(1).max(max);
}

/** An optional text: absent, null and "" are all kept as "" after trimming. */
export function optionalText(max: number) {
  return text()
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
  return text()
    .max(PHONE_INPUT_MAX_LENGTH)
    .nullish()
    .transform((v) => normalizePhone(v ?? ''))
    .refine((v) => v === '' || isValidPhone(v), { message: VALIDATION_KEYS.phone });
}

/** Message key of a PATCH that names none of the route's fields. */
export const NO_FIELD_TO_UPDATE = 'errors.noFieldToUpdate';

/**
 * A PATCH body (or one item of a batch of changes) whose `changes` are all optional: at least
 * one of them must be given (decision 027). A body naming none (`{}`, or only keys the route
 * does not know) is a 400 `{"non_field_errors": ["Give at least one of: …"]}` listing the
 * fields, never a silent no-op nor a failed empty update. `identity` holds the required
 * fields that say what is changed (`id`, `user_group_id`).
 */
export function patchBody<
  const Changes extends z.ZodRawShape,
  const Identity extends z.ZodRawShape = Record<never, never>,
>(changes: Changes, identity?: Identity) {
  const names = Object.keys(changes);
  const fields = names.join(', ');
  const shape = { ...(identity as Identity), ...changes };
  return z.object(shape).superRefine((body, context) => {
    const given = body as Record<string, unknown>;
    if (names.every((name) => given[name] === undefined)) {
      context.addIssue({
        code: 'custom',
        message: NO_FIELD_TO_UPDATE,
        params: { fields },
        input: body,
      });
    }
  });
}

/** `GET health/` answer. */
export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;
