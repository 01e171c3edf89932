import type { Profile } from '@plotline/contract/auth';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '../hooks/use-role-label.ts';

/** A `YYYY-MM-DD` day as the interface language writes it (1 апреля 1990 г., April 1, 1990). */
function formatBirthday(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

type ProfileDetailsProps = { user: Profile['user_data'] };

/** Who the user is: login, names, contacts, birthday, extra information, role and company. */
export function ProfileDetails({ user }: ProfileDetailsProps) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  const orDash = (value: string) => (value.trim() === '' ? t('common.notSpecified') : value);
  return (
    <Descriptions
      bordered
      column={1}
      size="medium"
      styles={{ label: { width: '35%' } }}
      items={[
        { key: 'username', label: t('account.login'), children: user.username },
        { key: 'lastName', label: t('account.lastName'), children: orDash(user.last_name) },
        { key: 'firstName', label: t('account.firstName'), children: orDash(user.first_name) },
        { key: 'patronymic', label: t('account.patronymic'), children: orDash(user.patronymic) },
        { key: 'email', label: t('account.email'), children: orDash(user.email) },
        { key: 'phone', label: t('account.phone'), children: orDash(user.contact_telephone) },
        {
          key: 'birthday',
          label: t('account.birthday'),
          children: user.birthday
            ? formatBirthday(user.birthday, i18n.language)
            : t('common.notSpecified'),
        },
        {
          key: 'extraInformation',
          label: t('account.extraInformation'),
          children: (
            <span style={{ whiteSpace: 'pre-line' }}>{orDash(user.extra_information)}</span>
          ),
        },
        { key: 'role', label: t('account.role'), children: roleLabel(user.role) },
        { key: 'company', label: t('account.company'), children: orDash(user.company_name) },
      ]}
    />
  );
}
