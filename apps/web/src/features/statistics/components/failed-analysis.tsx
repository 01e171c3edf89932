import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { describeError } from '#src/lib/show-api-error.ts';
import { canRetry } from '../utils/rows/can-retry.ts';

type FailedAnalysisProps = {
  error: unknown;
  onRetry: () => void;
  testId: string;
  /** The heading when asking again may help (default: "nothing was calculated"). */
  title?: string;
};

/**
 * An analysis that did not run. A refusal (400) says, in the interface language, what is
 * missing and what to do, without a retry that would only be refused again; a network or
 * server failure offers the retry.
 */
export function FailedAnalysis({ error, onRetry, testId, title }: FailedAnalysisProps) {
  const { t } = useTranslation();
  const isRetryable = canRetry(error);
  return (
    <EmptyState
      testId={testId}
      title={
        isRetryable
          ? (title ?? t('statistics.errors.failedTitle'))
          : t('statistics.errors.refusedTitle')
      }
      description={describeError(error)}
    >
      {isRetryable && <Button onClick={() => onRetry()}>{t('common.retry')}</Button>}
    </EmptyState>
  );
}
