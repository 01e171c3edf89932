import type { Role } from '@plotline/contract/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Returns the label of a role (spec §3); `null` is a user without a company. */
export function useRoleLabel(): (role: Role | null) => string {
  const { t } = useTranslation();
  return useCallback(
    (role: Role | null) => {
      switch (role) {
        case 'employee':
        case 'employer':
          return t('account.roles.employee');
        case 'head_of_division':
          return t('account.roles.headOfDivision');
        case 'head_of_company':
          return t('account.roles.headOfCompany');
        case null:
          return t('account.roles.none');
      }
    },
    [t],
  );
}
