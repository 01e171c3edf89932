import type { Language } from '@plotline/contract/rules';

/** Server messages of the seed files area (issue 15), in the four interface languages. */
export const SEED_FILES_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
