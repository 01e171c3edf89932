import type { Profile } from '@plotline/contract/auth';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

type ProfileCountsProps = { profile: Profile };

/** The company counts of the profile (spec §3 "Company counts"). */
export function ProfileCounts({ profile }: ProfileCountsProps) {
  const { t } = useTranslation();
  const counts = [
    { key: 'fields', title: t('account.counts.fields'), value: profile.count_of_fields },
    { key: 'plots', title: t('account.counts.plots'), value: profile.count_of_plots },
    { key: 'plants', title: t('account.counts.plants'), value: profile.count_of_brushes },
    { key: 'lines', title: t('account.counts.lines'), value: profile.count_of_lines },
    {
      key: 'divisionLines',
      title: t('account.counts.divisionLines'),
      value: profile.count_of_lines_of_divisions,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {counts.map((count) => (
        <Col key={count.key} flex="1 1 180px">
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={count.title} value={count.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
