import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPersonRules } from '#src/lib/person-rules.ts';

/** Validation of the registration form (spec §5), the same rules the server applies. */
export function useSignUpRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const { password, passwordRepeat, ...rules } = buildPersonRules(t, 'password1');
    return { ...rules, password1: password, password2: passwordRepeat };
  }, [t]);
}
