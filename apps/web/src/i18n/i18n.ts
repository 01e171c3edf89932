import { DEFAULT_LANGUAGE, type Language } from '@plotline/contract/rules';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as ruBoot from './boot/ru.ts';
import enUrl from './en.json?url';
import esUrl from './es.json?url';
import itUrl from './it.json?url';
import type ru from './ru.json';
import ruUrl from './ru.json?url';

/** A key of the message catalogue (ru.json is the reference: the others mirror it). */
export type TranslationKey = ParseKeys;
type Catalogue = typeof ru;
type Loader = () => Promise<object>;

/**
 * The sign-in page's part of each catalogue (auth, common, errors, validation, language…):
 * Russian ships with the app, the others load when chosen (decision 029).
 */
const BOOT_LOADERS: Record<Exclude<Language, 'ru'>, Loader> = {
  en: () => import('./boot/en.ts'),
  it: () => import('./boot/it.ts'),
  es: () => import('./boot/es.ts'),
};

/**
 * Whole catalogues, for every page behind the sign-in: fetched as files, so the build does not
 * put them in one module with the sign-in parts above.
 */
const FULL_URLS: Record<Language, string> = { ru: ruUrl, en: enUrl, it: itUrl, es: esUrl };

export const i18n = i18next;

/** Languages asked for so far (Russian is the fallback); their sign-in parts are loaded. */
const requested = new Set<Language>(['ru']);
const bootLoaded = new Set<Language>(['ru']);
const fullLoads = new Map<Language, Promise<void>>();
/** Set once a page needed whole catalogues: language switches then load whole ones. */
let isFullNeeded = false;

/** Starts i18next with the sign-in part of the Russian catalogue; call once before rendering. */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // a copy: i18next merges later bundles into these objects
    resources: { ru: { translation: structuredClone({ ...ruBoot }) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

function loadFull(language: Language): Promise<void> {
  let load = fullLoads.get(language);
  if (!load) {
    load = fetch(FULL_URLS[language])
      .then((response) => {
        if (!response.ok) throw new Error(`catalogue ${language}: HTTP ${response.status}`);
        return response.json() as Promise<Catalogue>;
      })
      .then((catalogue) => {
        i18n.addResourceBundle(language, 'translation', catalogue, true, true);
      });
    load.catch(() => fullLoads.delete(language));
    fullLoads.set(language, load);
  }
  return load;
}

/** Loads what the pages seen so far need of a language's catalogue, unless already there. */
export async function loadCatalogue(language: Language): Promise<void> {
  requested.add(language);
  if (isFullNeeded) return loadFull(language);
  if (!bootLoaded.has(language) && language !== 'ru') {
    const part = await BOOT_LOADERS[language]();
    i18n.addResourceBundle(language, 'translation', structuredClone({ ...part }), true, true);
    bootLoaded.add(language);
  }
  // a page asked for whole catalogues meanwhile
  if (isFullNeeded) await loadFull(language);
}

/**
 * Loads the whole catalogues of the languages asked for so far, once; from then on a
 * language switch loads a whole catalogue. Every page but sign-in awaits it.
 */
export async function loadFullCatalogues(): Promise<void> {
  isFullNeeded = true;
  await Promise.all([...requested].map(loadFull));
}
