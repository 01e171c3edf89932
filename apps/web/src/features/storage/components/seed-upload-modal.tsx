import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportJob } from '@plotline/contract/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Modal, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadJobStatus } from '#src/components/ui/upload-job-status.tsx';
import { isJobFinished, jobQueryOptions, useCancelJob } from '#src/lib/import-job.ts';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { downloadSeedTemplate, uploadSeedRecords } from '../api/storage-api.ts';

type SeedUploadModalProps = {
  specId: number;
  onClose: () => void;
  /** Called once when the import succeeded. */
  onImported: () => void;
};

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads a file of seed records, then follows its import job (all or nothing). */
export function SeedUploadModal({ specId, onClose, onImported }: SeedUploadModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ files: UploadFile[] }>();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const upload = useMutation({ mutationFn: (file: File) => uploadSeedRecords(file, specId) });
  const cancelling = useCancelJob();
  const job = useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
  useErrorToast(job.error, 'storage.errors.uploadStatus');
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
      onError: (error) => showActionError(error, 'storage.errors.upload'),
    });
  }

  async function template() {
    try {
      saveFile(await downloadSeedTemplate(), 'seed_records_template.xlsx');
    } catch (error) {
      showActionError(error, 'storage.errors.download');
    }
  }

  function reset() {
    setJobId(null);
    upload.reset();
    form.resetFields();
  }

  return (
    <Modal
      open
      title={t('storage.upload.title')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        current ? (
          <Flex justify="end" gap="small">
            {isJobFinished(current) ? (
              <Button onClick={reset}>{t('storage.upload.again')}</Button>
            ) : (
              <Button
                danger
                loading={cancelling.isPending}
                onClick={() =>
                  cancelling.mutate(current.job_id, {
                    onError: (error) => showActionError(error, 'storage.errors.cancel'),
                  })
                }
              >
                {t('storage.upload.cancelImport')}
              </Button>
            )}
            <Button type="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Flex>
        ) : null
      }
      modalRender={(node) => <div data-testid="seed-upload-modal">{node}</div>}
    >
      {current ? (
        <UploadJobStatus
          job={current}
          summary={(result) => t('storage.upload.summary', { rows: result.rows })}
        />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ files: [] }} onFinish={handleFinish}>
          <p>
            {t('storage.upload.hint')}{' '}
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => void template()}
              data-testid="seed-template"
            >
              {t('storage.upload.template')}
            </Button>
          </p>
          <Form.Item
            name="files"
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={[
              { required: true, type: 'array', min: 1, message: t('storage.upload.chooseFile') },
            ]}
          >
            <Upload.Dragger accept={XLSX_TYPES} maxCount={1} beforeUpload={() => false}>
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{t('storage.upload.dropHint')}</p>
            </Upload.Dragger>
          </Form.Item>
          <Flex justify="end" gap="small">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={upload.isPending}
              data-testid="seed-upload-submit"
            >
              {t('storage.upload.submit')}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
