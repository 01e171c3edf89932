/**
 * Paths of the API relative to `/api/v1/` (trailing slash always, api-contract §1).
 * The server registers exactly these; the web client calls exactly these.
 */
export const API_PREFIX = '/api/v1';
export const PRODUCT_DB = 'plotline_db';

export const API_PATHS = {
  health: 'health/',
  login: 'login/',
  refresh: 'refresh/',
  logout: 'logout/',
  registration: 'users/registration/',
  profile: 'users/profile/',
  deleteAccount: 'users/delete_account/',
  countries: `${PRODUCT_DB}/countries/`,
  crops: `${PRODUCT_DB}/species_table/`,
} as const;

/** Detail strings the web client reacts to (spec §8). */
export const AUTH_DETAILS = {
  tokenInvalid: 'Token is invalid',
  invalidToken: 'Invalid token.',
  notProvided: 'Authentication credentials were not provided.',
  noActiveAccount: 'No active account found with the given credentials',
} as const;
