import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { QcStatus } from '@plotline/contract/genome-files';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** FastQC's traffic lights: a green tick, an orange exclamation, a red cross. */
const LOOK: Record<QcStatus, { icon: ReactNode; className: string }> = {
  pass: { icon: <CheckCircleFilled />, className: 'pl-qc-pass' },
  warn: { icon: <ExclamationCircleFilled />, className: 'pl-qc-warn' },
  fail: { icon: <CloseCircleFilled />, className: 'pl-qc-fail' },
};

type QcStatusBadgeProps = { status: QcStatus; label?: string };

/** A module's verdict: FastQC's icon and colour, and the verdict in words for screen readers. */
export function QcStatusBadge({ status, label }: QcStatusBadgeProps) {
  const { t } = useTranslation();
  const { icon, className } = LOOK[status];
  const verdict = t(`genomeFiles.qc.${status}`);
  return (
    <span className={`pl-qc-badge ${className}`} data-testid="qc-badge" data-status={status}>
      <span aria-hidden="true">{icon}</span>
      {label ? (
        <>
          <span className="pl-visually-hidden">{verdict}: </span>
          {label}
        </>
      ) : (
        verdict
      )}
    </span>
  );
}
