import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { useProfileInfo } from '../hooks/use-profile-info.ts';
import { ProfileCounts } from './profile-counts.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The account index page: the signed-in user's profile (viewed or edited) and counts. */
export function ProfileOverview() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError, refetch } = useProfileInfo();
  const [isEditing, setIsEditing] = useState(false);
  // Leaving the form puts the keyboard focus back on the button that opened it.
  const shouldFocusEditButton = useRef(false);

  function handleEditDone() {
    shouldFocusEditButton.current = true;
    setIsEditing(false);
  }

  if (isError) {
    return (
      <Result
        status="error"
        title={t('account.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  const editButton = (
    <Button
      ref={(button) => {
        if (button && shouldFocusEditButton.current) {
          shouldFocusEditButton.current = false;
          button.focus();
        }
      }}
      icon={<EditOutlined aria-hidden />}
      onClick={() => setIsEditing(true)}
      data-testid="edit-profile"
    >
      {t('account.edit.button')}
    </Button>
  );

  return (
    <Flex vertical gap="large">
      <h1 className="pl-page-title">{t('account.title')}</h1>
      <Card
        title={<h2 className="pl-card-heading">{t('account.detailsTitle')}</h2>}
        extra={isPending || isEditing ? null : editButton}
      >
        {isPending ? (
          <PageSkeleton rows={8} />
        ) : isEditing ? (
          <ProfileForm user={profile.user_data} onDone={handleEditDone} />
        ) : (
          <ProfileDetails user={profile.user_data} />
        )}
      </Card>
      <section aria-labelledby="profile-counts-heading">
        <h2 id="profile-counts-heading" className="pl-section-title">
          {t('account.counts.title')}
        </h2>
        {isPending ? (
          <Skeleton.Input active block aria-hidden />
        ) : (
          <ProfileCounts profile={profile} />
        )}
      </section>
    </Flex>
  );
}
