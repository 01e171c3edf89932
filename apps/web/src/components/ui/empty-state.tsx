import { Empty } from 'antd';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  description?: string;
  /** Buttons that fill the emptiness (add, upload). */
  children?: ReactNode;
  testId?: string;
};

/** A section with nothing to show yet, saying what to do about it. */
export function EmptyState({ title, description, children, testId }: EmptyStateProps) {
  return (
    <div className="pl-empty-state" data-testid={testId}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className="pl-empty-state-title">{title}</strong>
            {description && <span className="pl-empty-state-text">{description}</span>}
          </>
        }
      >
        {children && <div className="pl-empty-state-actions">{children}</div>}
      </Empty>
    </div>
  );
}
