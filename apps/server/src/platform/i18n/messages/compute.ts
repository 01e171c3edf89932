import type { Language } from '@plotline/contract/rules';

/**
 * Server messages of the compute pool (decision 052): a full queue of analyses and an analysis
 * stopped at its time limit, in four languages.
 */
export const COMPUTE_MESSAGES = {
  'compute.busy': {
    en: 'The server is busy with other analyses. Try again in {n} seconds.',
    ru: 'Сервер занят другими анализами. Повторите через {n} с.',
    it: 'Il server è occupato con altre analisi. Riprova tra {n} secondi.',
    es: 'El servidor está ocupado con otros análisis. Inténtelo de nuevo en {n} segundos.',
  },
  'compute.tooLarge': {
    en: 'The analysis is too large: it did not finish within {n} seconds. Choose less data.',
    ru: 'Анализ слишком велик: он не завершился за {n} с. Выберите меньше данных.',
    it: 'L’analisi è troppo grande: non è terminata entro {n} secondi. Scegli meno dati.',
    es: 'El análisis es demasiado grande: no terminó en {n} segundos. Elija menos datos.',
  },
} as const satisfies Record<string, Record<Language, string>>;
