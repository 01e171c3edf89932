import type { ImportCounts, ImportJob } from '@plotline/contract/imports';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isJobFinished, jobQueryOptions, useCancelJob } from '#src/lib/import-job.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { type NurseryFileKind, useUploadNurseryFile } from '../api/upload-nursery-file.ts';

type UploadInput = { file: File; maxLengthPerList?: number; sortMethod: 1 | 2 | 3 };

/**
 * Sends a nursery spreadsheet and follows its import job to the end; calls `onImported` once
 * when the job succeeds.
 */
export function useUploadJob(
  kind: NurseryFileKind,
  specId: number | null,
  onImported: (counts: ImportCounts) => void,
) {
  const queryClient = useQueryClient();
  const upload = useUploadNurseryFile();
  const cancelling = useCancelJob();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
  useErrorToast(job.error, 'fields.errors.uploadStatus');
  const reported = useRef<number | null>(null);
  const importedRef = useRef(onImported);
  importedRef.current = onImported;

  const current: ImportJob | undefined = jobId === null ? undefined : job.data;
  useEffect(() => {
    if (current?.status === 'success' && current.result && reported.current !== current.job_id) {
      reported.current = current.job_id;
      importedRef.current(current.result);
    }
  }, [current]);

  function start({ file, maxLengthPerList, sortMethod }: UploadInput) {
    if (specId === null) return;
    upload.mutate(
      { kind, file, specId, maxLengthPerList, sortMethod },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(jobQueryOptions(answer.job_id).queryKey, answer);
          setJobId(answer.job_id);
        },
        onError: (error) => showActionError(error, 'fields.errors.upload'),
      },
    );
  }

  function reset() {
    setJobId(null);
    upload.reset();
    cancelling.reset();
  }

  /** Asks the server to stop the running import (nothing it did is kept). */
  function cancel() {
    if (!current || isJobFinished(current)) return;
    cancelling.mutate(current.job_id, {
      onError: (error) => showActionError(error, 'fields.errors.cancel'),
    });
  }

  return {
    start,
    reset,
    cancel,
    job: current,
    isSending: upload.isPending,
    isCancelling: cancelling.isPending,
  };
}
