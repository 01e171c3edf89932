import { Skeleton, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocumentContent, LegalKind, LegalLanguage } from '../legal-types';
import { loadLegalDocument, resolveLegalLanguage } from '../load-legal-document';

type LoadState =
  | { status: 'ready'; kind: LegalKind; language: LegalLanguage; content: LegalDocumentContent }
  | { status: 'failed'; kind: LegalKind; language: LegalLanguage; error: unknown };

const columnStyle: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 820,
  margin: '0 auto',
  padding: 24,
};

const listStyle: CSSProperties = { paddingInlineStart: 24 };

function formatEffectiveDate(isoDate: string, language: LegalLanguage): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) {
    return isoDate;
  }
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function LegalDocument({ kind }: { kind: LegalKind }) {
  const { i18n } = useTranslation();
  const language = resolveLegalLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [state, setState] = useState<LoadState | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // The document is its page's <main> landmark, unless a layout already rendered one around it:
  // nested or duplicate <main> elements are an accessibility error, so it then becomes a <div>.
  const [insideMain, setInsideMain] = useState(false);

  useLayoutEffect(() => {
    if (containerRef.current?.parentElement?.closest('main, [role="main"]')) {
      setInsideMain(true);
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadLegalDocument(kind, language)
      .then((content) => {
        if (!cancelled) {
          setState({ status: 'ready', kind, language, content });
        }
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setState({ status: 'failed', kind, language, error });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [kind, language]);

  const Container = insideMain ? 'div' : 'main';
  const current = state?.kind === kind && state.language === language ? state : null;

  if (current?.status === 'failed') {
    // Let the nearest route error boundary render a localised error page.
    throw current.error;
  }

  if (current?.status !== 'ready') {
    return (
      <Container ref={containerRef} lang={language} aria-busy="true" style={columnStyle}>
        <div aria-hidden="true">
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
      </Container>
    );
  }

  const { content } = current;

  return (
    <Container ref={containerRef} lang={language} style={columnStyle}>
      <Typography>
        <Typography.Title level={1}>{content.title}</Typography.Title>
        <Typography.Paragraph>
          <Typography.Text strong>{content.effectiveDateLabel}:</Typography.Text>{' '}
          <time dateTime={content.effectiveDate}>
            {formatEffectiveDate(content.effectiveDate, language)}
          </time>
        </Typography.Paragraph>
        <Typography.Paragraph>{content.intro}</Typography.Paragraph>
        {content.sections.map((section) => (
          <section key={section.heading}>
            <Typography.Title level={2}>{section.heading}</Typography.Title>
            {section.paragraphs.map((paragraph) => (
              <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
            ))}
            {section.items && section.items.length > 0 ? (
              <ul style={listStyle}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </Typography>
    </Container>
  );
}
