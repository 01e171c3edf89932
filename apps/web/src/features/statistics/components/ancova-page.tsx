import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { useAncovaPage } from '../hooks/use-ancova-page.ts';
import { AncovaChoiceBar } from './ancova-choice-bar.tsx';
import { AncovaResult } from './ancova-result.tsx';
import { ModelBody } from './anova-model-body.tsx';
import './statistics.css';
import './anova-models.css';

type AncovaPageProps = { title: string };

/**
 * The ANCOVA page: a season, a dependent variable, a group and a covariate; the fit, the test
 * of parallel slopes, the coefficients and the adjusted means with a chart, the export and
 * what was computed.
 */
export function AncovaPage({ title }: AncovaPageProps) {
  usePageTitle(title);
  const { t } = useTranslation();
  const page = useAncovaPage();
  const { season, request, result } = page;
  const { choiceState } = season;
  const hasSeasons = choiceState.seasonLabels.size > 0;
  return (
    <div className="pl-stat-page">
      <h1 className="pl-stat-title">{title}</h1>
      {!choiceState.isLoading && !choiceState.isError && hasSeasons && (
        <AncovaChoiceBar page={page} />
      )}
      <ModelBody
        season={season}
        isRequested={request !== null}
        hasResult={result !== undefined}
        error={page.error}
        onRetry={page.refetch}
        hint={{ title: t('statistics.ancova.hint.title'), text: t('statistics.ancova.hint.text') }}
      >
        {() =>
          request && result ? (
            <AncovaResult
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
