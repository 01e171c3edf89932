import type { MultipleFieldComparison } from '@plotline/contract/statistics-hybrids';
import { useTranslation } from 'react-i18next';

type ModelLineProps = { analysis: MultipleFieldComparison };

const K = 'statistics.multipleFields.model';

/**
 * Which model ran (decision 053) and, for the mixed one, its formula; nothing from a server
 * that does not say.
 */
export function ModelLine({ analysis }: ModelLineProps) {
  const { t } = useTranslation();
  if (analysis.model === undefined) return null;
  const formula = analysis.mixed?.formula;
  return (
    <p className="pl-cross-note pl-met-model" data-testid="met-model" data-model={analysis.model}>
      {analysis.model === 'mixed' ? t(`${K}.ranMixed`) : t(`${K}.ranSimple`)}
      {analysis.model === 'mixed' && formula && (
        <>
          {' '}
          <code className="pl-met-formula">{formula}</code>
        </>
      )}
    </p>
  );
}
