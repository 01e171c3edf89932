import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { formulaName, isBuiltInFactor } from '../utils/anova/anova-model-variables.ts';
import { decimalsFor, formatPValue, formatValue } from '../utils/format-stat.ts';

/**
 * How the model pages write numbers and names: values with decimals fitting their column,
 * p-values as on the other pages, the built-in factors in the interface language, and the
 * server's formula names (spaces as `_`) back as the chosen names.
 */
export function useModelFormat(chosen: readonly string[] = []) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  return useMemo(() => {
    const labelOf = (name: string) =>
      isBuiltInFactor(name) ? t(`statistics.anova.builtIn.${name}`) : name;
    const byFormula = new Map(chosen.map((name) => [formulaName(name), name]));
    return {
      language,
      labelOf,
      /** The label of a name as the server's answer spells it. */
      labelOfKey: (key: string) => labelOf(byFormula.get(key) ?? key),
      value: (value: number | null, decimals: number) => formatValue(value, language, decimals),
      signed: (value: number | null, decimals: number) =>
        formatValue(value, language, decimals, { signed: true }),
      pValue: (value: number | null) => formatPValue(value, language),
      /** "p = 0.142", or "p < 0.001" for the smallest. */
      pClause: (value: number | null) => {
        const text = formatPValue(value, language);
        return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
      },
      decimalsOf: (values: readonly (number | null)[]) => decimalsFor(values),
    };
  }, [t, language, chosen]);
}

export type ModelFormat = ReturnType<typeof useModelFormat>;
