import { StatsError, type StatsReasonKey } from '@plotline/stats/errors';
import { type AppError, fieldError } from '../../errors.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';

/** Names a refusal may mention: the analysed feature, covariate, factor, pair. */
export type RefusalContext = Record<string, string>;

/** The catalogue key of an engine reason: every reason has one (the compiler checks it). */
export function reasonMessageKey(key: StatsReasonKey): MessageKey {
  return `analysis.${key}`;
}

/**
 * The 400 of a `StatsError` on `field`: its reason's message (`analysis.<reason>`, saying what
 * is missing and what to do) with the engine's parameters and the request's names
 * (`context`, which win: a feature's name rather than its index), else `analysis.<code>`.
 */
export function refusalOf(
  field: string,
  error: StatsError,
  context: RefusalContext = {},
): AppError {
  if (error.reason) {
    const params = { ...error.reason.params, ...context };
    return fieldError(field, reasonMessageKey(error.reason.key), params);
  }
  return fieldError(field, `analysis.${error.code}`, context);
}

/**
 * Runs an engine computation of packages/stats; a `StatsError` becomes the translated 400 of
 * `refusalOf`, anything else goes on.
 * @throws AppError VALIDATION on `field` for a StatsError
 */
export function computeOrRefuse<T>(field: string, compute: () => T, context?: RefusalContext): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof StatsError) throw refusalOf(field, error, context);
    throw error;
  }
}
