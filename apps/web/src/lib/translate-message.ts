import { i18n, type TranslationKey } from '#src/i18n/i18n.ts';

/** Catalogue keys look like `validation.userExists`: dotted camelCase words, no spaces. */
const KEY_PATTERN = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/**
 * Shows a server message in the interface language: a message that is a catalogue key is
 * translated, any other text (already localised by the server) is returned unchanged.
 */
export function translateMessage(message: string): string {
  if (KEY_PATTERN.test(message) && i18n.exists(message)) {
    return i18n.t(message as TranslationKey);
  }
  return message;
}
