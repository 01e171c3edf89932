import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { genomeFilesKey } from '../api/list-genome-files.ts';
import {
  runGenomeUpload,
  stopGenomeUpload,
  type UploadChoice,
  useGenomeUploadStore,
} from './genome-upload-store.ts';

/**
 * The plot's uploads from this tab (they go on when the card closes) and how to start them:
 * new files one after another, or a failed file's replacement.
 */
export function useGenomeUploads(plotId: number) {
  const queryClient = useQueryClient();
  const all = useGenomeUploadStore((state) => state.uploads);
  const uploads = useMemo(() => all.filter((item) => item.plotId === plotId), [all, plotId]);
  const onChange = useCallback(
    () => queryClient.invalidateQueries({ queryKey: genomeFilesKey(plotId) }),
    [queryClient, plotId],
  );

  const upload = useCallback(
    async (files: readonly File[], choice: UploadChoice) => {
      for (const file of files) {
        await runGenomeUpload({ file, plotId, choice, reuploadOf: null, onChange });
      }
    },
    [plotId, onChange],
  );

  const reupload = useCallback(
    (fileId: number, file: File) =>
      runGenomeUpload({
        file,
        plotId,
        choice: { paired: false, dataType: 'wgs' },
        reuploadOf: fileId,
        onChange,
      }),
    [plotId, onChange],
  );

  return { uploads, upload, reupload, cancel: stopGenomeUpload };
}
