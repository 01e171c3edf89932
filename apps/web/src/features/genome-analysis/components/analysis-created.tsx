import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';

type AnalysisCreatedProps = {
  analysis: Pick<GenomeAnalysisSummary, 'created_at' | 'created_by' | 'created_by_name'>;
};

/** When an analysis was started and by whom ("by you" for the signed-in user). */
export function AnalysisCreated({ analysis }: AnalysisCreatedProps) {
  const { t, i18n } = useTranslation();
  const userId = useSessionStore((state) => state.userMeta?.id ?? null);
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(analysis.created_at));
  const who =
    analysis.created_by !== null && analysis.created_by === userId
      ? t('genomeAnalysis.list.byYou')
      : analysis.created_by_name;
  return <>{who ? `${date} · ${who}` : date}</>;
}
