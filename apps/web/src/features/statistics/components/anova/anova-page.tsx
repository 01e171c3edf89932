import { useAnovaPage } from '../../hooks/use-anova-page.ts';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { AnovaChoiceBar } from './anova-choice-bar.tsx';
import { ModelBody } from './anova-model-body.tsx';
import { AnovaResult } from './anova-result.tsx';
import '../statistics.css';
import './anova-models.css';
import './anova.css';

type AnovaPageProps = { title: string };

/**
 * The ANOVA page: a season, a dependent variable, factors and the model (interactions, type,
 * split-plot, Dunnett's control); the ANOVA table, each factor's adjusted means with letters,
 * a chart and Tukey's pairs, Dunnett's pairs, the xlsx export and what was computed.
 */
export function AnovaPage({ title }: AnovaPageProps) {
  const page = useAnovaPage();
  const { request, result } = page;
  return (
    <StatisticsPageShell
      title={title}
      seasons={page.season.choiceState}
      choiceBar={<AnovaChoiceBar page={page} />}
    >
      <ModelBody page={page} kind="anova">
        {(seasonLabel) =>
          request && result ? (
            <AnovaResult
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
