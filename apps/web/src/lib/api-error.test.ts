import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error.ts';

describe('ApiError', () => {
  it('reads field errors of a 400 answer, whatever shape each field has', () => {
    const error = new ApiError(400, {
      russian_name: ['validation.cultureWithNameExists'],
      line_name: { message: 'The line name cannot consist only of special characters.' },
      comment: 'Too long',
    });
    expect(error.fieldErrors).toEqual({
      russian_name: ['validation.cultureWithNameExists'],
      line_name: ['The line name cannot consist only of special characters.'],
      comment: ['Too long'],
    });
    expect(isApiError(error)).toBe(true);
  });

  it('reads detail answers without inventing field errors', () => {
    const error = new ApiError(401, { detail: 'Token is invalid' });
    expect(error.detail).toBe('Token is invalid');
    expect(error.message).toBe('Token is invalid');
    expect(error.fieldErrors).toBeUndefined();
  });

  it('reads failed and blocked logins', () => {
    const failed = new ApiError(400, { message: 'Invalid credentials', remainingAttempts: 2 });
    expect(failed.remainingAttempts).toBe(2);
    expect(failed.fieldErrors).toBeUndefined();
    const blocked = new ApiError(403, { message: 'Blocked', blockTimeSeconds: 60 });
    expect(blocked.blockTimeSeconds).toBe(60);
  });

  it('marks an unreachable server as status 0', () => {
    const error = new ApiError(0, undefined);
    expect(error.isNetworkError).toBe(true);
    expect(error.body).toBeUndefined();
  });
});
