import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-error.ts';
import { companyErrorKey } from './company-errors.ts';

describe('companyErrorKey', () => {
  it('answers permission denied for any 403', () => {
    const error = new ApiError(403, { detail: 'You do not have permission.' });
    expect(companyErrorKey(error)).toBe('errors.permissionDenied');
  });

  it('tells a role that is too high', () => {
    const error = new ApiError(400, { role: ['Only lower roles'] });
    expect(companyErrorKey(error)).toBe('company.errors.roleTooHigh');
  });

  it('tells a missing or unknown division or country', () => {
    expect(companyErrorKey(new ApiError(400, { division: ['Invalid pk'] }))).toBe(
      'company.errors.divisionOrCountryMissing',
    );
    expect(companyErrorKey(new ApiError(400, { countries: ['This list may not be empty.'] }))).toBe(
      'company.errors.divisionOrCountryMissing',
    );
  });

  it('tells a division name the company already has', () => {
    const error = new ApiError(400, { company_division_name: ['exists'] });
    expect(companyErrorKey(error)).toBe('company.errors.divisionNameExists');
  });

  it('has no message of its own for other failures', () => {
    expect(companyErrorKey(new ApiError(400, { username: ['taken'] }))).toBeUndefined();
    expect(companyErrorKey(new ApiError(500, 'boom'))).toBeUndefined();
    expect(companyErrorKey(new Error('offline'))).toBeUndefined();
  });
});
