import { useTranslation } from 'react-i18next';
import type { TrialModelLine } from '../../hooks/use-trial-model-lines.ts';
import './trial-model.css';

type TrialModelLinesProps = { lines: readonly TrialModelLine[] };

/** Under the results table: which trial model ran in each season (decision 050). */
export function TrialModelLines({ lines }: TrialModelLinesProps) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <ul
      className="pl-stat-trial-model"
      data-testid="trial-model-lines"
      aria-label={t('statistics.trialModel.linesLabel')}
    >
      {lines.map((line) => (
        <li key={line.yearId} data-model={line.isMixed ? 'mixed' : 'simple'}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
