import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-error.ts';
import { canRetry } from './can-retry.ts';

describe('canRetry', () => {
  it('offers a retry for network failures, server errors, timeouts and throttling only', () => {
    expect(canRetry(new ApiError(0, null))).toBe(true);
    expect(canRetry(new ApiError(500, { detail: 'x' }))).toBe(true);
    expect(canRetry(new ApiError(503, null))).toBe(true);
    expect(canRetry(new ApiError(429, null))).toBe(true);
    expect(canRetry(new ApiError(400, { feature: ['Not enough data'] }))).toBe(false);
    expect(canRetry(new ApiError(404, { detail: 'Not found.' }))).toBe(false);
    expect(canRetry(new Error('boom'))).toBe(true);
  });
});
