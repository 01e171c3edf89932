import {
  BarChartOutlined,
  DeleteOutlined,
  DownloadOutlined,
  PauseCircleOutlined,
  ReloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenomeFileRowProps } from './genome-file-row.tsx';

/**
 * What may be done with a file, as its status allows: its QC report, pause this tab's upload,
 * cancel processing, download the QC archive, upload a failed file again, delete.
 */
export function GenomeFileActions(props: GenomeFileRowProps) {
  const { file, local, accept } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hasReport =
    file.status === 'success' && file.qc_summary.some((item) => item.modules.length > 0);
  return (
    <Flex gap={4}>
      {hasReport && (
        <Button
          size="small"
          icon={<BarChartOutlined />}
          onClick={() => props.onOpenQc(file)}
          data-testid="genome-file-qc"
        >
          {t('genomeFiles.openQc')}
        </Button>
      )}
      {local && (
        <Button
          size="small"
          icon={<PauseCircleOutlined />}
          onClick={() => props.onStopUpload(local.key)}
          data-testid="genome-file-stop"
        >
          {t('genomeFiles.stopUpload')}
        </Button>
      )}
      {file.status === 'processing' && file.job_id !== null && file.can_delete && (
        <Button
          size="small"
          icon={<StopOutlined />}
          onClick={() => props.onCancelJob(file)}
          data-testid="genome-file-cancel"
        >
          {t('genomeFiles.cancelProcessing')}
        </Button>
      )}
      {file.has_archive && (
        <Tooltip title={t('genomeFiles.download')}>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={t('genomeFiles.download')}
            onClick={() => props.onDownload(file)}
          />
        </Tooltip>
      )}
      {file.status === 'failed' && file.kind !== 'fastqc' && (
        <>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            onClick={() => input.current?.click()}
            data-testid="genome-file-reupload"
          >
            {t('genomeFiles.reupload')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={accept}
            hidden
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) props.onReupload(file, chosen);
            }}
          />
        </>
      )}
      {file.can_delete && (
        <Tooltip title={t('genomeFiles.delete.action')}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('genomeFiles.delete.action')}
            onClick={() => props.onDelete(file)}
            data-testid="genome-file-delete"
          />
        </Tooltip>
      )}
    </Flex>
  );
}
