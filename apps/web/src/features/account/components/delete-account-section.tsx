import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';

type DeleteAccountSectionProps = {
  /** Runs once the server has deleted the account (end the session, leave the page). */
  onDeleted: () => void;
};

/** The profile's danger zone: what deletion does, and the button that starts it. */
export function DeleteAccountSection({ onDeleted }: DeleteAccountSectionProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card title={<h2 className="pl-card-heading">{t('account.delete.title')}</h2>}>
      <p>{t('account.delete.explanation')}</p>
      <p>
        <Link to={paths.deletePolicy.getHref()}>{t('legal.deletePolicyTitle')}</Link>
      </p>
      <Button danger data-testid="delete-account" onClick={() => setIsOpen(true)}>
        {t('account.delete.button')}
      </Button>
      <DeleteAccountModal isOpen={isOpen} onCancel={() => setIsOpen(false)} onDeleted={onDeleted} />
    </Card>
  );
}
