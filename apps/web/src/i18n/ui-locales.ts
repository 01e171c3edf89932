import type { Language } from '@plotline/contract/rules';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

/** antd's own texts (pickers, pagination, empty states) per interface language. */
const ANTD_LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  ru: () => import('antd/es/locale/ru_RU'),
  en: () => import('antd/es/locale/en_US'),
  it: () => import('antd/es/locale/it_IT'),
  es: () => import('antd/es/locale/es_ES'),
};

/** dayjs month and weekday names; the CommonJS files register on antd's dayjs instance. */
const DAYJS_LOCALES: Record<Language, () => Promise<unknown>> = {
  ru: () => import('dayjs/locale/ru'),
  en: () => import('dayjs/locale/en'),
  it: () => import('dayjs/locale/it'),
  es: () => import('dayjs/locale/es'),
};

const loadedAntdLocales = new Map<Language, Locale>();

/** Loads antd's and dayjs's locale for a language and makes dayjs use it. */
export async function loadUiLocale(language: Language): Promise<void> {
  if (!loadedAntdLocales.has(language)) {
    const [antdLocale] = await Promise.all([ANTD_LOCALES[language](), DAYJS_LOCALES[language]()]);
    loadedAntdLocales.set(language, antdLocale.default);
  }
  dayjs.locale(language);
}

/** antd's locale of a language loaded by {@link loadUiLocale}; undefined before that. */
export function getAntdLocale(language: Language): Locale | undefined {
  return loadedAntdLocales.get(language);
}
