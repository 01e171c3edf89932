import { describe, expect, it } from 'vitest';
import { MESSAGE_PARTS, MESSAGES } from './messages.ts';
import { pickLanguage, translate } from './translate.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,it;q=0.5,es;q=0.7', 'es'],
    ['fr, de', 'en'],
    ['es;q=0, it', 'it'],
    ['EN-gb', 'en'],
  ])('picks from %j → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});

describe('the server catalogue', () => {
  it('has a non-empty text in every language for every key', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const language of ['ru', 'en', 'it', 'es'] as const) {
        expect(texts[language], `${key}.${language}`).toMatch(/\S/);
      }
    }
  });

  it('has each key in one part only (a later part would silently replace an earlier one)', () => {
    const seen = new Map<string, string>();
    for (const [part, messages] of Object.entries(MESSAGE_PARTS)) {
      for (const key of Object.keys(messages)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${part}`).toBeUndefined();
        seen.set(key, part);
      }
    }
    expect(seen.size).toBe(Object.keys(MESSAGES).length);
  });

  it('fills placeholders', () => {
    expect(translate('errors.maxLength', 'en', { n: 250 })).toBe(
      'Ensure this field has no more than 250 characters.',
    );
  });
});
