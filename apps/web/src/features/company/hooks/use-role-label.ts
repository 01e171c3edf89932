import type { Role } from '@plotline/contract/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Returns the label of a company role (spec §3: ordinary employee, division head, CEO). */
export function useRoleLabel(): (role: Role) => string {
  const { t } = useTranslation();
  return useCallback(
    (role: Role) => {
      switch (role) {
        case 'employee':
        case 'employer':
          return t('account.roles.employee');
        case 'head_of_division':
          return t('account.roles.headOfDivision');
        case 'head_of_company':
          return t('account.roles.headOfCompany');
      }
    },
    [t],
  );
}
