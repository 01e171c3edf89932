import { useAncovaPage } from '../../hooks/use-ancova-page.ts';
import { ModelBody } from '../anova/anova-model-body.tsx';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { AncovaChoiceBar } from './ancova-choice-bar.tsx';
import { AncovaResult } from './ancova-result.tsx';
import '../statistics.css';
import '../anova/anova-models.css';

type AncovaPageProps = { title: string };

/**
 * The ANCOVA page: a season, a dependent variable, a group and a covariate; the fit, the test
 * of parallel slopes, the coefficients and the adjusted means with a chart, the export and
 * what was computed.
 */
export function AncovaPage({ title }: AncovaPageProps) {
  const page = useAncovaPage();
  const { request, result } = page;
  return (
    <StatisticsPageShell
      title={title}
      seasons={page.season.choiceState}
      choiceBar={<AncovaChoiceBar page={page} />}
    >
      <ModelBody page={page} kind="ancova">
        {(seasonLabel) =>
          request && result ? (
            <AncovaResult
              result={result}
              request={request}
              title={title}
              seasonLabel={seasonLabel}
            />
          ) : null
        }
      </ModelBody>
    </StatisticsPageShell>
  );
}
