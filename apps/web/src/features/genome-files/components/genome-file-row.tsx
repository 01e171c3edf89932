import type { GenomeFileItem } from '@plotline/contract/genome-files';
import { Alert, Flex, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LocalUpload } from '../hooks/genome-upload-store.ts';
import { formatBytes, progressPercent } from '../utils/file-status.ts';
import { GenomeFileActions } from './genome-file-actions.tsx';
import { GenomeStatusTag } from './genome-status-tag.tsx';
import { QcStatusBadge } from './qc-status-badge.tsx';

export type GenomeFileRowProps = {
  file: GenomeFileItem;
  /** This tab's upload of the file, when it is the one sending its bytes. */
  local: LocalUpload | undefined;
  accept: string;
  onOpenQc: (file: GenomeFileItem) => void;
  onDownload: (file: GenomeFileItem) => void;
  onReupload: (file: GenomeFileItem, chosen: File) => void;
  onDelete: (file: GenomeFileItem) => void;
  /** Stops this tab's upload of the file (it stays resumable). */
  onStopUpload: (key: string) => void;
  /** Cancels the file's processing job (the file ends failed, 'processing was cancelled'). */
  onCancelJob: (file: GenomeFileItem) => void;
};

/**
 * One sequencing file of the plot: name, size, data type, paired, status with its progress
 * (bytes while uploading, the job while processing), the reason it failed, the verdicts of
 * its QC modules, who added it and when; its actions beside.
 */
export function GenomeFileRow(props: GenomeFileRowProps) {
  const { file, local } = props;
  const { t, i18n } = useTranslation();
  const percent = progressPercent(file, local);
  const modules = file.qc_summary.flatMap((item) => item.modules);
  const failed = modules.filter((module) => module.status === 'fail').length;
  const warned = modules.filter((module) => module.status === 'warn').length;
  const facts = [
    formatBytes(file.size),
    file.kind === 'fastqc' ? t('genomeFiles.fastqcArchive') : file.data_type.toUpperCase(),
    file.paired ? t('genomeFiles.paired') : null,
    file.reads === null ? null : t('genomeFiles.reads', { count: file.reads }),
    file.markers_called === null ? null : t('genomeFiles.markers', { count: file.markers_called }),
  ].filter(Boolean);
  return (
    <li className="pl-genome-file" data-testid="genome-file" data-name={file.original_name}>
      <Flex justify="space-between" align="start" gap="small">
        <div className="pl-genome-file-name">
          <strong>{file.original_name}</strong>
          <div className="pl-genome-file-facts">{facts.join(' · ')}</div>
        </div>
        <GenomeStatusTag status={file.status} />
      </Flex>
      {percent !== null && (
        <Progress
          percent={percent}
          size="small"
          status="active"
          aria-label={t(`genomeFiles.status.${file.status}`)}
          data-testid="genome-file-progress"
        />
      )}
      {file.status === 'uploading' && !local && (
        <div className="pl-genome-file-facts" data-testid="genome-file-resume-hint">
          {t('genomeFiles.resumeHint')}
        </div>
      )}
      {file.error && (
        <Alert type="error" showIcon title={file.error} data-testid="genome-file-error" />
      )}
      {file.note && <Alert type="info" showIcon title={file.note} />}
      {file.status === 'success' && modules.length > 0 && (
        <div className="pl-genome-file-qc">
          <QcStatusBadge status={failed > 0 ? 'fail' : warned > 0 ? 'warn' : 'pass'} />
          <span>{t('genomeFiles.qcCounts', { failed, warned, total: modules.length })}</span>
        </div>
      )}
      <Flex justify="space-between" align="center" wrap gap="small">
        <span className="pl-genome-file-meta">
          {t('genomeFiles.added', {
            name: file.created_by?.name ?? '—',
            date: new Date(file.created_at).toLocaleString(i18n.language),
          })}
        </span>
        <GenomeFileActions {...props} />
      </Flex>
    </li>
  );
}
