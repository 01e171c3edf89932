import type { Language } from '@plotline/contract/rules';

/** Server messages of pedigrees and crossing plans (issue 14), in the four interface languages. */
export const PEDIGREE_MESSAGES = {
  'lines.pedigreeLoop': {
    en: 'A line cannot be its own ancestor: {loop} (each is a parent of the one before).',
    ru: 'Линия не может быть своим предком: {loop} (каждая — родитель предыдущей).',
    it: 'Una linea non può essere antenata di sé stessa: {loop} (ognuna è genitore della precedente).',
    es: 'Una línea no puede ser su propio ancestro: {loop} (cada una es progenitora de la anterior).',
  },
} as const satisfies Record<string, Record<Language, string>>;
