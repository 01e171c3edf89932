export type LegalKind = 'privacy' | 'deletePolicy' | 'personalData';

export type LegalLanguage = 'ru' | 'en' | 'it' | 'es';

export type LegalSection = {
  heading: string;
  paragraphs: string[];
  items?: string[];
};

export type LegalDocumentContent = {
  title: string;
  /** ISO 8601 calendar date (YYYY-MM-DD). */
  effectiveDate: string;
  effectiveDateLabel: string;
  intro: string;
  sections: LegalSection[];
};
