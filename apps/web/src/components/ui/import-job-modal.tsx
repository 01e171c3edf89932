import { InboxOutlined } from '@ant-design/icons';
import type { ImportJob } from '@plotline/contract/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Modal, Upload, type UploadFile } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ColumnMapping,
  ColumnMappingForm,
  type ColumnMappingOption,
  unmappedHeaders,
} from '#src/components/ui/column-mapping-form.tsx';
import { UploadJobStatus } from '#src/components/ui/upload-job-status.tsx';
import { isJobFinished, jobQueryOptions, useCancelJob } from '#src/lib/import-job.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The areas whose uploads run as import jobs: each has the same message keys. */
type UploadTexts =
  | 'varieties.upload'
  | 'storage.upload'
  | 'agrochemistry.upload'
  | 'meteorology.upload'
  | 'genomeData.upload';
type UploadErrors =
  | 'varieties.errors'
  | 'storage.errors'
  | 'agrochemistry.errors'
  | 'meteorology.errors'
  | 'genomeData.errors';

type ImportJobModalProps = {
  title: string;
  /** Above the file: what the file holds, and usually a link to its template. */
  hint: ReactNode;
  /** Sends the file (again with `mapping` after the mapping form); answers the import job. */
  upload: (file: File, mapping?: ColumnMapping) => Promise<ImportJob>;
  /** File types the picker offers (.xlsx by default). */
  accept?: string;
  /**
   * The parameters a column may be mapped to: given, a failed file whose headers name no
   * parameter (`code: 'unmapped_column'`) offers the mapping form and is sent again with it.
   */
  mappingOptions?: ColumnMappingOption[];
  /** What a successful import did. */
  summary: (result: NonNullable<ImportJob['result']>) => string;
  /**
   * The area's message keys: `<texts>.chooseFile|dropHint|submit|again|cancelImport` and
   * `<errors>.upload|uploadStatus|cancel`.
   */
  keys: { texts: UploadTexts; errors: UploadErrors };
  /** Test ids `<testId>-upload-modal|-upload-form|-upload-submit`. */
  testId: string;
  onClose: () => void;
  /** Called once when the import succeeded. */
  onImported: () => void;
};

/**
 * An .xlsx upload that runs as an import job (line files, seed records): the file, then the
 * job's progress, then what it did or every problem of the file (nothing is written then);
 * cancellable while it runs, and another file may follow.
 */
export function ImportJobModal(props: ImportJobModalProps) {
  const { keys, testId } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<{ files: UploadFile[] }>();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping?: ColumnMapping }) =>
      props.upload(file, mapping),
  });
  const sentFile = useRef<File | null>(null);
  const cancelling = useCancelJob();
  const job = useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
  useErrorToast(job.error, `${keys.errors}.uploadStatus`);
  const current: ImportJob | undefined = jobId === null ? undefined : job.data;
  const reported = useRef<number | null>(null);
  const importedRef = useRef(props.onImported);
  importedRef.current = props.onImported;
  useEffect(() => {
    if (current?.status === 'success' && reported.current !== current.job_id) {
      reported.current = current.job_id;
      importedRef.current();
    }
  }, [current]);

  function handleFinish({ files }: { files: UploadFile[] }) {
    const file = files[0]?.originFileObj;
    if (!file) return;
    send(file);
  }

  function send(file: File, mapping?: ColumnMapping) {
    sentFile.current = file;
    upload.mutate(mapping ? { file, mapping } : { file }, {
      onSuccess: (answer) => {
        queryClient.setQueryData(jobQueryOptions(answer.job_id).queryKey, answer);
        setJobId(answer.job_id);
      },
      onError: (error) => showActionError(error, `${keys.errors}.upload`),
    });
  }

  function reset() {
    setJobId(null);
    upload.reset();
    form.resetFields();
  }

  const unmapped = current && props.mappingOptions ? unmappedHeaders(current) : [];
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      destroyOnHidden
      width={640}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        current ? (
          <Flex justify="end" gap="small">
            {isJobFinished(current) ? (
              <Button onClick={reset} data-testid="upload-again">
                {t(`${keys.texts}.again`)}
              </Button>
            ) : (
              <Button
                danger
                loading={cancelling.isPending}
                onClick={() =>
                  cancelling.mutate(current.job_id, {
                    onError: (error) => showActionError(error, `${keys.errors}.cancel`),
                  })
                }
                data-testid="upload-cancel"
              >
                {t(`${keys.texts}.cancelImport`)}
              </Button>
            )}
            <Button type="primary" onClick={props.onClose}>
              {t('common.close')}
            </Button>
          </Flex>
        ) : null
      }
      modalRender={(node) => <div data-testid={`${testId}-upload-modal`}>{node}</div>}
    >
      {current ? (
        <>
          <UploadJobStatus job={current} summary={props.summary} />
          {unmapped.length > 0 && sentFile.current && (
            <ColumnMappingForm
              key={current.job_id}
              headers={unmapped}
              options={props.mappingOptions ?? []}
              submitting={upload.isPending}
              onSubmit={(mapping) => sentFile.current && send(sentFile.current, mapping)}
            />
          )}
        </>
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ files: [] }}
          onFinish={handleFinish}
          data-testid={`${testId}-upload-form`}
        >
          <p>{props.hint}</p>
          <Form.Item
            name="files"
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: t(`${keys.texts}.chooseFile`),
              },
            ]}
          >
            <Upload.Dragger
              accept={props.accept ?? XLSX_TYPES}
              maxCount={1}
              beforeUpload={() => false}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{t(`${keys.texts}.dropHint`)}</p>
            </Upload.Dragger>
          </Form.Item>
          <Flex justify="end" gap="small">
            <Button onClick={props.onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={upload.isPending}
              data-testid={`${testId}-upload-submit`}
            >
              {t(`${keys.texts}.submit`)}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
