import type { Language } from '@plotline/contract/rules';

/** Server messages of the lines area (issue 14), in the four interface languages. */
export const LINES_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
