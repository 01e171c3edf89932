import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import './app-shell.css';

/** The frame shown while the start-up sequence runs: placeholders instead of menus. */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pl-shell" aria-busy="true">
      <header className="pl-header">
        <div className="pl-header-row">
          <Skeleton.Button active size="small" style={{ width: 120 }} />
          <div className="pl-header-skeleton-nav">
            <Skeleton.Button active size="small" />
            <Skeleton.Button active size="small" />
            <Skeleton.Button active size="small" />
            <Skeleton.Button active size="small" />
          </div>
          <div className="pl-header-actions">
            <Skeleton.Button active size="small" style={{ width: 120 }} />
            <Skeleton.Avatar active size="small" />
            <Skeleton.Avatar active size="small" />
          </div>
        </div>
      </header>
      <main className="pl-main">
        <PageSkeleton rows={8} label={t('common.waitABit')} />
      </main>
    </div>
  );
}
