import { useTranslation } from 'react-i18next';

type MethodNoteProps = { paragraphs: readonly string[] };

/** "What was computed" under a result: the method, its formula and how to read the marks. */
export function MethodNote({ paragraphs }: MethodNoteProps) {
  const { t } = useTranslation();
  return (
    <aside className="pl-stat-method" data-testid="statistics-method">
      <h2 className="pl-stat-method-title">{t('statistics.method.title')}</h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </aside>
  );
}
