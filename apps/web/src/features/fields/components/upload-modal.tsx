import type { ImportCounts } from '@plotline/contract/imports';
import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadJobStatus } from '#src/components/ui/upload-job-status.tsx';
import { isJobFinished } from '#src/lib/import-job.ts';
import type { NurseryFileKind } from '../api/upload-nursery-file.ts';
import { useUploadJob } from '../hooks/use-upload-job.ts';
import { UploadForm } from './upload-form.tsx';
import { UploadHeaders } from './upload-headers.tsx';

type UploadModalProps = {
  kind: NurseryFileKind;
  specId: number | null;
  onClose: () => void;
  onImported: (counts: ImportCounts) => void;
};

/**
 * Uploads a nursery spreadsheet or a field-map file, then shows the import's progress and its
 * result or problems.
 */
export function UploadModal({ kind, specId, onClose, onImported }: UploadModalProps) {
  const { t } = useTranslation();
  const upload = useUploadJob(kind, specId, onImported);
  const titles: Record<NurseryFileKind, string> = {
    plot_result: t('fields.upload.plotResults'),
    field_file: t('fields.upload.fieldFile'),
    field_map: t('fields.upload.fieldMap'),
  };
  return (
    <Modal
      open
      title={titles[kind]}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        upload.job ? (
          <Flex justify="end" gap="small">
            {isJobFinished(upload.job) ? (
              <Button onClick={upload.reset} data-testid="upload-again">
                {t('fields.upload.again')}
              </Button>
            ) : (
              <Button
                danger
                onClick={upload.cancel}
                loading={upload.isCancelling}
                data-testid="upload-cancel"
              >
                {t('fields.upload.cancelImport')}
              </Button>
            )}
            <Button type="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Flex>
        ) : null
      }
      modalRender={(node) => <div data-testid="upload-modal">{node}</div>}
    >
      {upload.job ? (
        <UploadJobStatus job={upload.job} />
      ) : (
        <>
          {kind !== 'field_map' && <UploadHeaders kind={kind} />}
          <UploadForm
            isMapFile={kind === 'field_map'}
            pending={upload.isSending}
            onSubmit={upload.start}
            onCancel={onClose}
          />
        </>
      )}
    </Modal>
  );
}
