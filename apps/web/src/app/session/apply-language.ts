import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@plotline/contract/rules';
import { i18n, loadCatalogue } from '#src/i18n/i18n.ts';
import { COOKIE_NAMES, getCookie, setCookie } from '#src/lib/cookies.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language saved in the `language` cookie, else ru. */
export function readSavedLanguage(): Language {
  const saved = getCookie(COOKIE_NAMES.language);
  return LANGUAGES.find((language) => language === saved) ?? DEFAULT_LANGUAGE;
}

/** False while the sign-in page runs alone: it shows no dates or kit texts (decision 029). */
let isUiLocaleWanted = true;

/** The sign-in page alone: language switches load the messages only. */
export function deferUiLocale(): void {
  isUiLocaleWanted = false;
}

async function loadUiLocaleOf(language: Language): Promise<void> {
  const { loadUiLocale } = await import('#src/i18n/ui-locales.ts');
  await loadUiLocale(language);
}

/** The full app starts: loads the kit's and the dates' locale of the current language. */
export async function startUiLocale(): Promise<void> {
  isUiLocaleWanted = true;
  await loadUiLocaleOf(useSessionStore.getState().language);
}

/**
 * Switches the interface language: loads its catalogue and antd/dayjs locales, then
 * updates i18next, `<html lang>`, the `language` cookie and the session store together.
 */
export async function applyLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadCatalogue(language),
    isUiLocaleWanted ? loadUiLocaleOf(language) : undefined,
  ]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  setCookie(COOKIE_NAMES.language, language, LANGUAGE_COOKIE_MAX_AGE_SECONDS);
  useSessionStore.getState().setLanguage(language);
}
