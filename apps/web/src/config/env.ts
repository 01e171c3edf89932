import { API_PREFIX } from '@plotline/contract/api-paths';

/**
 * Checks the build-time environment by hand: a schema library here would be in the first
 * download of every page (decision 029).
 */
function readEnv(source: ImportMetaEnv) {
  const base: unknown = source.VITE_API_BASE_URL;
  if (base !== undefined && (typeof base !== 'string' || !base.endsWith('/'))) {
    throw new Error('Invalid web environment: VITE_API_BASE_URL must end with a slash');
  }
  return { mode: String(source.MODE), isDev: source.DEV === true, apiBaseUrl: base };
}

const parsed = readEnv(import.meta.env);

/** The build-time environment, read once; an invalid value stops the app at start. */
export const env = Object.freeze({
  mode: parsed.mode,
  isDev: parsed.isDev,
  apiBaseUrl: (parsed.apiBaseUrl as string | undefined) ?? `${API_PREFIX}/`,
});
