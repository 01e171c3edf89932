import { InboxOutlined } from '@ant-design/icons';
import type {
  MatrixImportResult,
  MatrixMatch,
  MatrixPreview,
} from '@plotline/contract/genotype-matrices';
import type { ImportJob } from '@plotline/contract/imports';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Form, Input, Modal, Progress, Radio, Select, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { UploadJobStatus } from '#src/components/ui/upload-job-status.tsx';
import { isJobFinished, jobQueryOptions, useCancelJob } from '#src/lib/import-job.ts';
import { uploadResumable } from '#src/lib/resumable-upload.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { importMatrix, previewMatrix } from '../api/import-matrix.ts';
import { cropNurseriesQueryOptions } from '../api/list-seasons.ts';
import { MatrixPreviewTable } from './matrix-preview-table.tsx';

const VCF_TYPES = '.vcf,.vcf.gz,.gz,.bgz';

type Step =
  | { kind: 'file' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'preview'; upload: string; preview: MatrixPreview }
  | { kind: 'job'; jobId: number };

type MatrixImportModalProps = {
  specId: number;
  onClose: () => void;
  /** The import succeeded: the new matrix's id. */
  onImported: (matrixId: number) => void;
};

/** A matrix name from the file's: without the .vcf / .vcf.gz ending. */
function nameOf(fileName: string): string {
  return fileName.replace(/\.(vcf|bcf)(\.b?gz)?$/i, '').replace(/\.b?gz$/i, '') || fileName;
}

/**
 * "Import VCF": the file goes up as a resumable upload (purpose `genome.vcf`, a progress bar),
 * then the preview shows how its samples match the crop's lines — or a season's plots — with
 * the unmatched names marked; then the name and "add the sites to the catalogue", and the
 * import job's progress. The new matrix opens when it is done.
 */
export function MatrixImportModal({ specId, onClose, onImported }: MatrixImportModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [file, setFile] = useState<File | null>(null);
  const [match, setMatch] = useState<MatrixMatch>('lines');
  const [season, setSeason] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [addMarkers, setAddMarkers] = useState(true);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const nurseries = useQuery({ ...cropNurseriesQueryOptions(specId), enabled: match === 'plots' });
  const jobId = step.kind === 'job' ? step.jobId : null;
  const job = useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
  useErrorToast(job.error, 'genomeData.errors.uploadStatus');
  const cancelling = useCancelJob();
  const current = jobId === null ? undefined : job.data;
  const done = useRef(false);
  const importedRef = useRef(onImported);
  importedRef.current = onImported;

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    const result = current?.result as MatrixImportResult | null | undefined;
    if (current?.status === 'success' && result && !done.current) {
      done.current = true;
      toast.success(
        t('genomeData.import.done', { samples: result.samples, markers: result.markers }),
      );
      importedRef.current(result.matrix_id);
    }
  }, [current, t]);

  const seasonOptions = useMemo(
    () =>
      (nurseries.data ?? []).flatMap((nursery) =>
        nursery.fieldyear_set.map((year) => ({
          value: year.id,
          label: `${nursery.field_name} · ${year.year}`,
        })),
      ),
    [nurseries.data],
  );

  const matching = () => ({
    crop_id: specId,
    match,
    field_year_id: match === 'plots' ? (season ?? undefined) : undefined,
  });

  async function runPreview(upload: string) {
    setBusy(true);
    try {
      const preview = await previewMatrix({ upload, ...matching() });
      setStep({ kind: 'preview', upload, preview });
    } catch (error) {
      showActionError(error, 'genomeData.errors.preview');
      if (step.kind !== 'preview') setStep({ kind: 'file' });
    } finally {
      setBusy(false);
    }
  }

  async function sendFile() {
    if (!file) return;
    if (match === 'plots' && season === null) {
      toast.error(t('genomeData.import.chooseSeason'));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setName((previous) => previous || nameOf(file.name));
    setStep({ kind: 'uploading', sent: 0, total: file.size });
    try {
      const { uploadId } = await uploadResumable(file, {
        purpose: 'genome.vcf',
        signal: controller.signal,
        onProgress: (sent, total) => setStep({ kind: 'uploading', sent, total }),
      });
      await runPreview(uploadId);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        showActionError(error, 'genomeData.errors.upload');
      }
      setStep({ kind: 'file' });
    }
  }

  async function startImport(upload: string) {
    setBusy(true);
    try {
      const answer = await importMatrix({
        upload,
        ...matching(),
        name: name.trim(),
        add_markers: addMarkers,
      });
      queryClient.setQueryData(
        jobQueryOptions(answer.job_id).queryKey,
        answer as unknown as ImportJob,
      );
      setStep({ kind: 'job', jobId: answer.job_id });
    } catch (error) {
      showActionError(error, 'genomeData.errors.import');
    } finally {
      setBusy(false);
    }
  }

  const matchControls = (
    <Flex gap="small" wrap align="center">
      <Radio.Group
        value={match}
        onChange={(event) => setMatch(event.target.value as MatrixMatch)}
        optionType="button"
        options={[
          { value: 'lines', label: t('genomeData.import.matchLines') },
          { value: 'plots', label: t('genomeData.import.matchPlots') },
        ]}
        data-testid="matrix-match"
      />
      {match === 'plots' && (
        <Select
          showSearch
          optionFilterProp="label"
          value={season}
          onChange={setSeason}
          options={seasonOptions}
          loading={nurseries.isPending}
          placeholder={t('genomeData.import.season')}
          className="pl-genome-season"
          data-testid="matrix-season"
        />
      )}
    </Flex>
  );

  let body: React.ReactNode;
  let footer: React.ReactNode;
  if (step.kind === 'file') {
    body = (
      <Flex vertical gap="middle">
        <p>{t('genomeData.import.hint')}</p>
        <Upload.Dragger
          accept={VCF_TYPES}
          maxCount={1}
          beforeUpload={(chosen) => {
            setFile(chosen);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'vcf', name: file.name, status: 'done' }] : []}
          data-testid="matrix-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('genomeData.import.dropHint')}</p>
        </Upload.Dragger>
        <Form.Item label={t('genomeData.import.matchLabel')} className="pl-genome-form-item">
          {matchControls}
        </Form.Item>
      </Flex>
    );
    footer = (
      <Flex justify="end" gap="small">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          disabled={!file}
          onClick={() => void sendFile()}
          data-testid="matrix-send"
        >
          {t('genomeData.import.send')}
        </Button>
      </Flex>
    );
  } else if (step.kind === 'uploading') {
    const percent = step.total > 0 ? Math.floor((step.sent / step.total) * 100) : 0;
    body = (
      <div data-testid="matrix-uploading">
        <p>{t('genomeData.import.uploading', { name: file?.name ?? '' })}</p>
        <Progress
          percent={percent}
          status="active"
          aria-label={t('genomeData.import.uploadProgress')}
        />
      </div>
    );
    footer = (
      <Flex justify="end">
        <Button
          onClick={() => {
            abort.current?.abort();
            setStep({ kind: 'file' });
          }}
        >
          {t('genomeData.import.stopUpload')}
        </Button>
      </Flex>
    );
  } else if (step.kind === 'preview') {
    const { preview, upload } = step;
    body = (
      <Flex vertical gap="small" data-testid="matrix-preview">
        <Flex gap="small" wrap align="center" justify="space-between">
          {matchControls}
          <Button
            size="small"
            loading={busy}
            onClick={() => void runPreview(upload)}
            data-testid="matrix-rematch"
          >
            {t('genomeData.import.rematch')}
          </Button>
        </Flex>
        <MatrixPreviewTable preview={preview} match={match} />
        <Form layout="vertical" className="pl-genome-import-form">
          <Form.Item label={t('genomeData.import.name')} required>
            <Input
              value={name}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
              data-testid="matrix-name"
            />
          </Form.Item>
          <Checkbox
            checked={addMarkers}
            onChange={(event) => setAddMarkers(event.target.checked)}
            data-testid="matrix-add-markers"
          >
            {t('genomeData.import.addMarkers')}
          </Checkbox>
        </Form>
      </Flex>
    );
    footer = (
      <Flex justify="end" gap="small">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          loading={busy}
          disabled={name.trim() === ''}
          onClick={() => void startImport(upload)}
          data-testid="matrix-import"
        >
          {t('genomeData.import.start')}
        </Button>
      </Flex>
    );
  } else {
    body = current ? (
      <UploadJobStatus
        job={current}
        summary={(result) => {
          const counts = result as unknown as MatrixImportResult;
          return t('genomeData.import.done', { samples: counts.samples, markers: counts.markers });
        }}
      />
    ) : (
      <Progress percent={0} status="active" />
    );
    footer = (
      <Flex justify="end" gap="small">
        {current && !isJobFinished(current) && (
          <Button
            danger
            loading={cancelling.isPending}
            onClick={() =>
              cancelling.mutate(current.job_id, {
                onError: (error) => showActionError(error, 'genomeData.errors.cancel'),
              })
            }
            data-testid="upload-cancel"
          >
            {t('genomeData.upload.cancelImport')}
          </Button>
        )}
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Flex>
    );
  }

  return (
    <Modal
      open
      title={t('genomeData.import.title')}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      width={760}
      maskClosable={false}
      rootClassName="pl-genome-modal"
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="matrix-import-modal">{node}</div>}
    >
      {body}
    </Modal>
  );
}
