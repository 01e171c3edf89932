import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

type PageSkeletonProps = {
  rows?: number;
  /** What assistive technology announces; "Loading…" by default. */
  label?: string;
};

/** Placeholder of a page body while its data loads. */
export function PageSkeleton({ rows = 6, label }: PageSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? t('common.loading')}
      className="pl-page-skeleton"
    >
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}
