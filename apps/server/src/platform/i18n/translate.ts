import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@plotline/contract/rules';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, type MessageKey } from './messages.ts';

/** Language of API messages when the request names none (api-contract §1). */
export const API_DEFAULT_LANGUAGE: Language = 'en';

/** True when `key` names an entry of the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** The catalogue text of `key` in `language`, with `{name}` placeholders filled. */
export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const text: string = MESSAGES[key][language] ?? MESSAGES[key][DEFAULT_LANGUAGE];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Picks the response language from an Accept-Language header: the supported language with
 * the highest q, English when the header is absent or names none of ru/en/it/es.
 */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return API_DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => (LANGUAGES as readonly string[]).includes(entry.base) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.base as Language | undefined) ?? API_DEFAULT_LANGUAGE;
}

/** The language a request's messages are written in (its Accept-Language, else English). */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}
