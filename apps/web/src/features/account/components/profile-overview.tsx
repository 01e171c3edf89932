import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { useProfileInfo } from '../hooks/use-profile-info.ts';
import { ProfileCounts } from './profile-counts.tsx';
import { ProfileDetails } from './profile-details.tsx';

/** The account index page: the signed-in user's profile and counts. */
export function ProfileOverview() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError, refetch } = useProfileInfo();

  if (isError) {
    return (
      <Result
        status="error"
        title={t('account.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  return (
    <Flex vertical gap="large">
      <h1 className="pl-page-title">{t('account.title')}</h1>
      <Card title={<h2 className="pl-card-heading">{t('account.detailsTitle')}</h2>}>
        {isPending ? <PageSkeleton rows={8} /> : <ProfileDetails user={profile.user_data} />}
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
