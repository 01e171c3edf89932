import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { useAnovaPage } from '../hooks/use-anova-page.ts';
import { AnovaChoiceBar } from './anova-choice-bar.tsx';
import { ModelBody } from './anova-model-body.tsx';
import { AnovaResult } from './anova-result.tsx';
import './statistics.css';
import './anova-models.css';

type AnovaPageProps = { title: string };

/**
 * The ANOVA page: a season, a dependent variable and factors; the ANOVA table, Tukey's pairs
 * and letter groups of every factor, the xlsx export and what was computed.
 */
export function AnovaPage({ title }: AnovaPageProps) {
  usePageTitle(title);
  const { t } = useTranslation();
  const page = useAnovaPage();
  const { season, request, result } = page;
  const { choiceState } = season;
  const hasSeasons = choiceState.seasonLabels.size > 0;
  return (
    <div className="pl-stat-page">
      <h1 className="pl-stat-title">{title}</h1>
      {!choiceState.isLoading && !choiceState.isError && hasSeasons && (
        <AnovaChoiceBar page={page} />
      )}
      <ModelBody
        season={season}
        isRequested={request !== null}
        hasResult={result !== undefined}
        error={page.error}
        onRetry={page.refetch}
        hint={{ title: t('statistics.anova.hint.title'), text: t('statistics.anova.hint.text') }}
      >
        {() =>
          request && result ? (
            <AnovaResult
              result={result}
              request={request}
              title={title}
              seasonLabel={choiceState.seasonLabels.get(request.yearId) ?? ''}
            />
          ) : null
        }
      </ModelBody>
    </div>
  );
}
