import { DEFAULT_LANGUAGE, type Language } from '@plotline/contract/rules';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ru from './ru.json';

/** A key of the message catalogue (ru.json is the reference: the others mirror it). */
export type TranslationKey = ParseKeys;
type Catalogue = typeof ru;

/** ru ships with the app (default and fallback); the others load when first chosen. */
const CATALOGUE_LOADERS: Record<Exclude<Language, 'ru'>, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./en.json'),
  it: () => import('./it.json'),
  es: () => import('./es.json'),
};

export const i18n = i18next;

/** Starts i18next with the Russian catalogue; call once before the first render. */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { ru: { translation: ru } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Loads the catalogue of a language unless it is already there. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'ru' || i18n.hasResourceBundle(language, 'translation')) return;
  const catalogue = await CATALOGUE_LOADERS[language]();
  i18n.addResourceBundle(language, 'translation', catalogue.default);
}
