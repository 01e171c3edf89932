import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPersonRules, type PersonRules, requiredChoiceRule } from '#src/lib/person-rules.ts';

type EmployeeRuleName = keyof PersonRules | 'chosen' | 'countries';

/** Validation of the new-employee form (spec §5): the rules `POST users/employees/` applies. */
export function useEmployeeRules(): Record<EmployeeRuleName, Rule[]> {
  const { t } = useTranslation();
  return useMemo(() => {
    const atLeastOne: Rule = {
      required: true,
      type: 'array',
      min: 1,
      message: t('validation.required'),
    };
    return {
      ...buildPersonRules(t, 'password'),
      chosen: [requiredChoiceRule(t)],
      countries: [atLeastOne],
    };
  }, [t]);
}
