import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelVariables } from '../utils/anova/anova-model-variables.ts';
import { isUsableFactorName } from '../utils/anova/anova-terms.ts';

/**
 * The factor picker's options: the built-in factors, then the qualitative features (not those
 * whose name holds `*` or `:`, which the server reads as an interaction).
 */
export function useFactorOptions(variables: ModelVariables) {
  const { t } = useTranslation();
  return useMemo(() => {
    const builtIn = variables.factors.filter((f) => f.builtIn);
    const features = variables.factors.filter((f) => !f.builtIn && isUsableFactorName(f.name));
    return [
      {
        label: t('statistics.anova.choice.builtInGroup'),
        options: builtIn.map((f) => ({
          value: f.name,
          label: t(`statistics.anova.builtIn.${f.builtIn ?? 'line'}`),
        })),
      },
      ...(features.length > 0
        ? [
            {
              label: t('statistics.anova.choice.qualitativeGroup'),
              options: features.map((f) => ({ value: f.name, label: f.name })),
            },
          ]
        : []),
    ];
  }, [variables, t]);
}
