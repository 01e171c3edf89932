import type { Language } from '@plotline/contract/rules';

/** Server messages of meteorology and agrochemistry (issue 16, decision 044), in four languages. */
export const METEO_MESSAGES = {
  'meteo.valueDecimals': {
    en: 'Enter a valid number: at most 4 decimals, a dot or a comma before them.',
    ru: 'Введите корректное число: не более 4 знаков после точки или запятой.',
    it: 'Inserisci un numero valido: al massimo 4 decimali, dopo un punto o una virgola.',
    es: 'Introduzca un número válido: como máximo 4 decimales, tras un punto o una coma.',
  },
  'meteo.badRange': {
    en: 'The end date must not be before the start date.',
    ru: 'Дата окончания не может быть раньше даты начала.',
    it: 'La data di fine non può precedere la data di inizio.',
    es: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  },
} as const satisfies Record<string, Record<Language, string>>;
