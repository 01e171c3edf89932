import type { GenomeDataType } from '@plotline/contract/genome-files';
import { create } from 'zustand';
import { isApiError } from '#src/lib/api-error.ts';
import { uploadResumable } from '#src/lib/resumable-upload.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { finishGenomeUpload } from '../api/finish-genome-upload.ts';
import { registerGenomeFile } from '../api/register-genome-file.ts';
import { reuploadGenomeFile } from '../api/reupload-genome-file.ts';

/** A file this browser tab is sending: tus progress, and the file it became once registered. */
export type LocalUpload = {
  key: string;
  plotId: number;
  name: string;
  sent: number;
  total: number;
  fileId: number | null;
};

/** What a new file of the plot is declared as. */
export type UploadChoice = { paired: boolean; dataType: GenomeDataType };

/**
 * The tab's uploads, outside any component: closing the plot card does not stop a 100 GB
 * upload; the card shows its progress again when it opens.
 */
export const useGenomeUploadStore = create<{ uploads: LocalUpload[] }>(() => ({ uploads: [] }));

const controllers = new Map<string, AbortController>();

function patch(key: string, change: Partial<LocalUpload>) {
  useGenomeUploadStore.setState((state) => ({
    uploads: state.uploads.map((item) => (item.key === key ? { ...item, ...change } : item)),
  }));
}

/** Where a registered upload's file id is kept, so a resumed upload finds its file again. */
const storageKeyOf = (uploadId: string) => `plotline-genome-file/${uploadId}`;

type UploadTask = {
  file: File;
  plotId: number;
  choice: UploadChoice;
  /** The failed file whose bytes this upload replaces; null for a new file. */
  reuploadOf: number | null;
  /** The plot's list changed (registered, finished): reload it. */
  onChange: () => Promise<unknown>;
};

/**
 * Sends one sequencing file by tus (purpose `genome.fastq`), registers it as the plot's file
 * as soon as the server has created the upload (the list shows it `uploading`), and tells the
 * server when its last byte is acknowledged (processing starts). A resumed upload (the same
 * file chosen again) finds the file it was registered as. Failures show their toast; a
 * stopped upload stays resumable and quiet.
 */
export async function runGenomeUpload({ file, plotId, choice, reuploadOf, onChange }: UploadTask) {
  const key = `${plotId}/${file.name}/${file.size}/${file.lastModified}/${Date.now()}`;
  const controller = new AbortController();
  controllers.set(key, controller);
  useGenomeUploadStore.setState((state) => ({
    uploads: [
      ...state.uploads,
      { key, plotId, name: file.name, sent: 0, total: file.size, fileId: reuploadOf },
    ],
  }));
  /** The registered file's id while it waits for its bytes; null once it processes. */
  async function register(uploadId: string): Promise<number | null> {
    try {
      const item =
        reuploadOf === null
          ? await registerGenomeFile({
              upload: uploadId,
              plot_id: plotId,
              paired: choice.paired,
              data_type: choice.dataType,
            })
          : await reuploadGenomeFile(reuploadOf, { upload: uploadId });
      localStorage.setItem(storageKeyOf(uploadId), String(item.id));
      patch(key, { fileId: item.id });
      await onChange();
      return item.status === 'uploading' ? item.id : null;
    } catch (error) {
      // a resumed upload was registered before (a reload, a pause)
      const known = Number(localStorage.getItem(storageKeyOf(uploadId)));
      if (known > 0 && isApiError(error) && error.status === 400) {
        patch(key, { fileId: known });
        return known;
      }
      throw error;
    }
  }
  let registration: Promise<number | null> | undefined;
  try {
    const { uploadId } = await uploadResumable(file, {
      purpose: 'genome.fastq',
      signal: controller.signal,
      onProgress: (sent, total) => patch(key, { sent, total }),
      onUploadId: (uploadId) => {
        registration ??= register(uploadId);
        registration.catch(() => controller.abort());
      },
    });
    const fileId = await (registration ?? register(uploadId));
    if (fileId !== null) await finishUpload(fileId);
    localStorage.removeItem(storageKeyOf(uploadId));
  } catch (error) {
    const cause = registration
      ? await registration.then(
          () => error,
          (first) => first,
        )
      : error;
    if (!(cause instanceof DOMException && cause.name === 'AbortError')) {
      showActionError(cause, 'genomeFiles.errors.upload');
    }
  } finally {
    controllers.delete(key);
    useGenomeUploadStore.setState((state) => ({
      uploads: state.uploads.filter((item) => item.key !== key),
    }));
    await onChange();
  }
}

/** Stops an upload of this tab (it stays resumable: choosing the same file continues it). */
export function stopGenomeUpload(key: string): void {
  controllers.get(key)?.abort();
}

/** Starts processing a registered upload; a file the server already took on is left alone. */
async function finishUpload(fileId: number): Promise<void> {
  try {
    await finishGenomeUpload(fileId);
  } catch (error) {
    const isTaken = isApiError(error) && error.status === 400 && error.fieldErrors?.status;
    if (!isTaken) throw error;
  }
}
