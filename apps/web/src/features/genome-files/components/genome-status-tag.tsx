import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  CloudUploadOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { GenomeFileStatus } from '@plotline/contract/genome-files';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<GenomeFileStatus, ReactNode> = {
  uploading: <CloudUploadOutlined />,
  processing: <SyncOutlined spin />,
  failed: <CloseCircleOutlined />,
  success: <CheckCircleOutlined />,
};

/**
 * A file's status (spec §3): uploading, processing, failed, success — colour, icon and words
 * (the colours in genome-files.css: antd's preset tag texts fail WCAG AA contrast on their tints).
 */
export function GenomeStatusTag({ status }: { status: GenomeFileStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      icon={ICONS[status]}
      className={`pl-genome-status-${status}`}
      data-testid="genome-file-status"
      data-status={status}
    >
      {t(`genomeFiles.status.${status}`)}
    </Tag>
  );
}
