import type { Language } from '@plotline/contract/rules';

/** Server messages of the line uploads area (issue 14), in the four interface languages. */
export const LINE_UPLOADS_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
