import { InboxOutlined } from '@ant-design/icons';
import type { ImportJob } from '@plotline/contract/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Modal, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadJobStatus } from '#src/components/ui/upload-job-status.tsx';
import { isJobFinished, jobQueryOptions, useCancelJob } from '#src/lib/import-job.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { type LineUploadKind, uploadLineFile } from '../api/varieties-api.ts';
import { TemplateLink } from './template-link.tsx';

type LineUploadModalProps = {
  kind: LineUploadKind;
  specId: number;
  onClose: () => void;
  /** Called once when the import succeeded. */
  onImported: () => void;
};

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Uploads the collection file or the pedigree file, then follows its import job: progress,
 * then what it did or every problem of the file (nothing is written then).
 */
export function LineUploadModal({ kind, specId, onClose, onImported }: LineUploadModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ files: UploadFile[] }>();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadLineFile(kind, file, specId),
  });
  const cancelling = useCancelJob();
  const job = useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
  useErrorToast(job.error, 'varieties.errors.uploadStatus');
  const current: ImportJob | undefined = jobId === null ? undefined : job.data;
  const reported = useRef<number | null>(null);
  const importedRef = useRef(onImported);
  importedRef.current = onImported;
  useEffect(() => {
    if (current?.status === 'success' && reported.current !== current.job_id) {
      reported.current = current.job_id;
      importedRef.current();
    }
  }, [current]);

  function handleFinish({ files }: { files: UploadFile[] }) {
    const file = files[0]?.originFileObj;
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (answer) => {
        queryClient.setQueryData(jobQueryOptions(answer.job_id).queryKey, answer);
        setJobId(answer.job_id);
      },
      onError: (error) => showActionError(error, 'varieties.errors.upload'),
    });
  }

  function reset() {
    setJobId(null);
    upload.reset();
    form.resetFields();
  }

  const title = kind === 'lines' ? t('varieties.upload.lines') : t('varieties.upload.parents');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        current ? (
          <Flex justify="end" gap="small">
            {isJobFinished(current) ? (
              <Button onClick={reset} data-testid="upload-again">
                {t('varieties.upload.again')}
              </Button>
            ) : (
              <Button
                danger
                loading={cancelling.isPending}
                onClick={() =>
                  cancelling.mutate(current.job_id, {
                    onError: (error) => showActionError(error, 'varieties.errors.cancel'),
                  })
                }
                data-testid="upload-cancel"
              >
                {t('varieties.upload.cancelImport')}
              </Button>
            )}
            <Button type="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Flex>
        ) : null
      }
      modalRender={(node) => <div data-testid="line-upload-modal">{node}</div>}
    >
      {current ? (
        <UploadJobStatus
          job={current}
          summary={(result) =>
            t('varieties.upload.summary', {
              rows: result.rows,
              created: result.lines_created ?? 0,
              updated: result.lines_updated ?? 0,
            })
          }
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ files: [] }}
          onFinish={handleFinish}
          data-testid="line-upload-form"
        >
          <p>
            {kind === 'lines' ? t('varieties.upload.linesHint') : t('varieties.upload.parentsHint')}{' '}
            <TemplateLink kind={kind} />
          </p>
          <Form.Item
            name="files"
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={[
              { required: true, type: 'array', min: 1, message: t('varieties.upload.chooseFile') },
            ]}
          >
            <Upload.Dragger accept={XLSX_TYPES} maxCount={1} beforeUpload={() => false}>
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{t('varieties.upload.dropHint')}</p>
            </Upload.Dragger>
          </Form.Item>
          <Flex justify="end" gap="small">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={upload.isPending}
              data-testid="line-upload-submit"
            >
              {t('varieties.upload.submit')}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
