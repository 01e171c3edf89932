import type { LegalDocumentContent, LegalKind, LegalLanguage } from './legal-types';

const legalLanguages: readonly LegalLanguage[] = ['ru', 'en', 'it', 'es'];

export const defaultLegalLanguage: LegalLanguage = 'ru';

/**
 * Maps an i18next language code (for example `en-GB` or `es_ES`) to a language the legal
 * documents are published in. Anything unknown falls back to Russian.
 */
export function resolveLegalLanguage(language: string | null | undefined): LegalLanguage {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return legalLanguages.find((candidate) => candidate === primary) ?? defaultLegalLanguage;
}

/**
 * Loads a single legal document. Every branch is a literal dynamic import, so the bundler
 * emits one chunk per document and language and only the requested one is downloaded.
 */
export async function loadLegalDocument(
  kind: LegalKind,
  language: LegalLanguage,
): Promise<LegalDocumentContent> {
  const key = `${kind}:${resolveLegalLanguage(language)}` as const;
  switch (key) {
    case 'privacy:ru':
      return (await import('./content/privacy-ru')).privacyRu;
    case 'privacy:en':
      return (await import('./content/privacy-en')).privacyEn;
    case 'privacy:it':
      return (await import('./content/privacy-it')).privacyIt;
    case 'privacy:es':
      return (await import('./content/privacy-es')).privacyEs;
    case 'deletePolicy:ru':
      return (await import('./content/delete-policy-ru')).deletePolicyRu;
    case 'deletePolicy:en':
      return (await import('./content/delete-policy-en')).deletePolicyEn;
    case 'deletePolicy:it':
      return (await import('./content/delete-policy-it')).deletePolicyIt;
    case 'deletePolicy:es':
      return (await import('./content/delete-policy-es')).deletePolicyEs;
    case 'personalData:ru':
      return (await import('./content/personal-data-ru')).personalDataRu;
    case 'personalData:en':
      return (await import('./content/personal-data-en')).personalDataEn;
    case 'personalData:it':
      return (await import('./content/personal-data-it')).personalDataIt;
    case 'personalData:es':
      return (await import('./content/personal-data-es')).personalDataEs;
    default:
      throw new Error(`Unknown legal document: ${String(kind)}`);
  }
}
