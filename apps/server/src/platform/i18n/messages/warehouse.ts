import type { Language } from '@plotline/contract/rules';

/** Server messages of the warehouse area (issue 15), in the four interface languages. */
export const WAREHOUSE_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
