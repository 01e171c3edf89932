import type { UploadPurpose } from '@plotline/contract/uploads';
import { type DetailedError, Upload } from 'tus-js-client';
import { env } from '../config/env.ts';
import { readLanguage, refreshSession } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getAccessToken } from './auth-tokens.ts';

/** Bytes per PATCH: short requests (a few seconds each) that no proxy or server timeout cuts. */
export const UPLOAD_CHUNK_BYTES = 50 * 1024 * 1024;
/** Waits before each retry after a dropped connection or a 5xx (then the upload fails). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

export type ResumableUploadOptions = {
  /** What the file is for: the server checks its size and kind against this purpose. */
  purpose: UploadPurpose;
  /** Bytes the server has acknowledged so far, of the whole file. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  /** Stops the upload (it stays resumable: choosing the same file again continues it). */
  signal?: AbortSignal;
  /** The upload's id, once the server has created it (or a previous one is resumed). */
  onUploadId?: (uploadId: string) => void;
};

/** A finished upload: hand `uploadId` to the module that takes it (an import, a genome QC…). */
export type FinishedUpload = { uploadId: string };

/**
 * What identifies "the same file" across reloads: name, size, modification time and the
 * purpose (the same file sent for another purpose is another upload).
 */
export function uploadFingerprint(
  file: Pick<File, 'name' | 'size' | 'lastModified'>,
  purpose: UploadPurpose,
): string {
  return ['plotline-upload', purpose, file.name, file.size, file.lastModified].join('/');
}

/**
 * Sends a file with the tus protocol to `/api/v1/uploads/` (decision 033), in 50 MB PATCHes
 * retried after network drops. The upload's address is kept in localStorage under the
 * file's fingerprint, so after a reload (or a server restart) the same file continues where
 * the server stopped instead of starting over. An expired access token is refreshed like in
 * every API call.
 * @throws ApiError the server's refusal (a 400 naming `file`, `purpose`…; 404) or status 0
 *   when the server stayed unreachable; DOMException AbortError when `signal` aborted
 */
export async function uploadResumable(
  file: File,
  { purpose, onProgress, signal, onUploadId }: ResumableUploadOptions,
): Promise<FinishedUpload> {
  let refreshing: Promise<boolean> | undefined;
  return new Promise<FinishedUpload>((resolve, reject) => {
    const upload = new Upload(file, {
      // absolute: tus-js-client resolves the upload's Location against it
      endpoint: new URL(`${env.apiBaseUrl}uploads/`, window.location.origin).href,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type, purpose },
      fingerprint: async () => uploadFingerprint(file, purpose),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      async onBeforeRequest(request) {
        if (refreshing) await refreshing;
        refreshing = undefined;
        request.setHeader('Authorization', `Bearer ${getAccessToken() ?? ''}`);
        request.setHeader('Accept-Language', readLanguage());
      },
      onShouldRetry(error: DetailedError, attempt) {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401 && attempt === 0) {
          refreshing = refreshSession(error.originalRequest?.getHeader('Authorization')?.slice(7));
          return true;
        }
        // dropped connections, conflicts after a cut, locks held by a cut request, 5xx
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress: (sent, total) => onProgress?.(sent, total),
      onUploadUrlAvailable: () => onUploadId?.(uploadIdOf(upload.url)),
      onSuccess: () => {
        resolve({ uploadId: uploadIdOf(upload.url) });
      },
      onError: (error) => reject(toApiError(error)),
    });
    signal?.addEventListener('abort', () => {
      void upload.abort();
      reject(new DOMException('The upload was stopped.', 'AbortError'));
    });
    void upload.findPreviousUploads().then((previous) => {
      const latest = previous.at(-1);
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
    }, reject);
  });
}

/** The last part of an upload's address. */
function uploadIdOf(address: string | null): string {
  return (address ?? '').split('/').filter(Boolean).at(-1) ?? '';
}

/** The one error type of the web client, from what tus-js-client reports. */
function toApiError(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiError(0, { detail: error.message });
  const text = response.getBody();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // tus's own plain-text refusals
  }
  return new ApiError(response.getStatus(), body);
}
