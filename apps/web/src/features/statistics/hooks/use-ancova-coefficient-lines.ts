import type { AncovaCoefficient, AncovaResult } from '@plotline/contract/statistics-anova';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncovaRequest } from '../api/analyse-ancova.ts';
import { parseCoefficient } from '../utils/ancova/ancova-coefficient-terms.ts';
import { formulaName } from '../utils/anova/anova-model-variables.ts';
import type { ModelFormat } from './use-anova-model-format.ts';

/** A coefficient of the ANCOVA with what it means in words. */
export type CoefficientLine = AncovaCoefficient & {
  name: string;
  meaning: string;
  isSignificant: boolean;
};

/** The coefficients in the answer's order, each explained against the reference level. */
export function useCoefficientLines(
  result: AncovaResult,
  request: AncovaRequest,
  format: ModelFormat,
): CoefficientLine[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const reference = result.adjusted_means.means[0]?.level ?? '';
    const covariate = request.covariate;
    const group = format.labelOf(request.group);
    return Object.entries(result.data).map(([name, coefficient]) => {
      const term = parseCoefficient(name, formulaName(request.group), formulaName(covariate));
      const values = { reference, covariate, group, level: 'level' in term ? term.level : '' };
      const meaning =
        term.kind === 'other' ? name : t(`statistics.ancova.coefficients.${term.kind}`, values);
      return {
        ...coefficient,
        name,
        meaning,
        isSignificant: coefficient.pvalue !== null && coefficient.pvalue < 0.05,
      };
    });
  }, [result, request, format, t]);
}
