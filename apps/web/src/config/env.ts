import { API_PREFIX } from '@plotline/contract/api-paths';
import * as z from 'zod/mini';

const Env = z.object({
  MODE: z.string(),
  DEV: z.boolean(),
  /** Base address of the API; the server serves it under the same origin by default. */
  VITE_API_BASE_URL: z.optional(z.string().check(z.regex(/\/$/, 'must end with a slash'))),
});

const parsed = Env.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid web environment: ${JSON.stringify(parsed.error.issues)}`);
}

/** The build-time environment, parsed once; an invalid value stops the app at start. */
export const env = Object.freeze({
  mode: parsed.data.MODE,
  isDev: parsed.data.DEV,
  apiBaseUrl: parsed.data.VITE_API_BASE_URL ?? `${API_PREFIX}/`,
});
