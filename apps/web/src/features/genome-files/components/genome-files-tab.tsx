import { CloudUploadOutlined, FileZipOutlined } from '@ant-design/icons';
import { GENOME_FILE_ACCEPT, type GenomeFileItem } from '@plotline/contract/genome-files';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Progress, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelJob } from '#src/lib/import-job.ts';
import { showActionError, showApiError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { downloadQcArchive } from '../api/download-qc-archive.ts';
import { genomeFilesKey, genomeFilesQueryOptions } from '../api/list-genome-files.ts';
import { useUploadFastqcFiles } from '../api/upload-fastqc-files.ts';
import { useGenomeUploads } from '../hooks/use-genome-uploads.ts';
import { useSettledFiles } from '../hooks/use-settled-files.ts';
import { checkFastqcArchives, checkGenomeFile } from '../utils/check-genome-file.ts';
import { DeleteGenomeFileModal } from './delete-genome-file-modal.tsx';
import { GenomeFileRow } from './genome-file-row.tsx';
import { GenomeUploadModal } from './genome-upload-modal.tsx';
import { QcReportDrawer } from './qc-report-drawer.tsx';
import './genome-files.css';

type GenomeFilesTabProps = {
  plotId: number;
  /** A file finished processing or was deleted: the plot's genotypes from reads changed. */
  onGenotypesChanged?: () => void;
  /** A file came, went or changed status. */
  onFilesChanged?: () => void;
};

/**
 * The plot card's "Sequencing files" (spec §2, §3 Genomic file): the plot's files with their
 * status and progress (the list is asked again every 2 s while one uploads or processes), the
 * upload of reads (resumable) and of existing FastQC archives, the QC report, the QC archive,
 * re-upload of a failed file and delete with a typed word.
 */
export function GenomeFilesTab({
  plotId,
  onGenotypesChanged,
  onFilesChanged,
}: GenomeFilesTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const files = useQuery(genomeFilesQueryOptions(plotId));
  useErrorToast(files.error, 'genomeFiles.errors.load');
  useSettledFiles(files.data, { onSettled: onGenotypesChanged, onChanged: onFilesChanged });
  const uploads = useGenomeUploads(plotId);
  const fastqc = useUploadFastqcFiles();
  const fastqcInput = useRef<HTMLInputElement>(null);
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [qcFile, setQcFile] = useState<GenomeFileItem | null>(null);
  const [deleting, setDeleting] = useState<GenomeFileItem | null>(null);
  const pending = uploads.uploads.filter(
    (upload) => !files.data?.some((file) => file.id === upload.fileId),
  );

  function handleDownload(file: GenomeFileItem) {
    downloadQcArchive(file.id, file.original_name).catch((error: unknown) =>
      showActionError(error, 'genomeFiles.errors.download'),
    );
  }

  function handleCancelJob(file: GenomeFileItem) {
    if (file.job_id === null) return;
    cancelJob(file.job_id).then(
      () => queryClient.invalidateQueries({ queryKey: genomeFilesKey(plotId) }),
      (error: unknown) => showActionError(error, 'genomeFiles.errors.cancel'),
    );
  }

  function handleReupload(file: GenomeFileItem, chosen: File) {
    const problem = checkGenomeFile(chosen);
    if (problem) return showApiError(undefined, problem);
    void uploads.reupload(file.id, chosen);
  }

  function handleFastqc(chosen: File[]) {
    const problem = checkFastqcArchives(chosen);
    if (problem) return showApiError(undefined, problem);
    fastqc.mutate(
      { plotId, files: chosen },
      { onError: (error) => showActionError(error, 'genomeFiles.errors.upload') },
    );
  }

  return (
    <div className="pl-genome-files" data-testid="genome-files">
      <Flex gap="small" wrap>
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          onClick={() => setUploadOpen(true)}
          data-testid="genome-upload-open"
        >
          {t('genomeFiles.upload.open')}
        </Button>
        <Button
          icon={<FileZipOutlined />}
          loading={fastqc.isPending}
          onClick={() => fastqcInput.current?.click()}
        >
          {t('genomeFiles.upload.fastqc')}
        </Button>
        <input
          ref={fastqcInput}
          type="file"
          multiple
          hidden
          accept=".zip"
          aria-label={t('genomeFiles.upload.fastqc')}
          data-testid="fastqc-upload-input"
          onChange={(event) => {
            handleFastqc([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Flex>
      {files.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {files.data?.length === 0 && pending.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('genomeFiles.none')} />
      )}
      <ul className="pl-genome-file-list">
        {pending.map((upload) => (
          <li key={upload.key} className="pl-genome-file" data-testid="genome-file-pending">
            <strong>{upload.name}</strong>
            <Progress
              size="small"
              status="active"
              percent={upload.total > 0 ? Math.floor((upload.sent / upload.total) * 100) : 0}
              aria-label={t('genomeFiles.status.uploading')}
            />
          </li>
        ))}
        {files.data?.map((file) => (
          <GenomeFileRow
            key={file.id}
            file={file}
            local={uploads.uploads.find((upload) => upload.fileId === file.id)}
            accept={GENOME_FILE_ACCEPT}
            onOpenQc={setQcFile}
            onDownload={handleDownload}
            onReupload={handleReupload}
            onDelete={setDeleting}
            onStopUpload={uploads.cancel}
            onCancelJob={handleCancelJob}
          />
        ))}
      </ul>
      <GenomeUploadModal
        isOpen={isUploadOpen}
        onClose={() => setUploadOpen(false)}
        onUpload={(chosen, choice) => void uploads.upload(chosen, choice)}
      />
      <QcReportDrawer file={qcFile} onClose={() => setQcFile(null)} onDownload={handleDownload} />
      <DeleteGenomeFileModal
        file={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onGenotypesChanged}
      />
    </div>
  );
}
