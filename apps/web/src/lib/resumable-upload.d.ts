import type { UploadPurpose } from '@plotline/contract/uploads';
/** Bytes per PATCH: short requests (a few seconds each) that no proxy or server timeout cuts. */
export declare const UPLOAD_CHUNK_BYTES: number;
export type ResumableUploadOptions = {
    /** What the file is for: the server checks its size and kind against this purpose. */
    purpose: UploadPurpose;
    /** Bytes the server has acknowledged so far, of the whole file. */
    onProgress?: (sentBytes: number, totalBytes: number) => void;
    /** Stops the upload (it stays resumable: choosing the same file again continues it). */
    signal?: AbortSignal;
};
/** A finished upload: hand `uploadId` to the module that takes it (an import, a genome QC…). */
export type FinishedUpload = {
    uploadId: string;
};
/**
 * What identifies "the same file" across reloads: name, size, modification time and the
 * purpose (the same file sent for another purpose is another upload).
 */
export declare function uploadFingerprint(file: Pick<File, 'name' | 'size' | 'lastModified'>, purpose: UploadPurpose): string;
/**
 * Sends a file with the tus protocol to `/api/v1/uploads/` (decision 033), in 50 MB PATCHes
 * retried after network drops. The upload's address is kept in localStorage under the
 * file's fingerprint, so after a reload (or a server restart) the same file continues where
 * the server stopped instead of starting over. An expired access token is refreshed like in
 * every API call.
 * @throws ApiError the server's refusal (a 400 naming `file`, `purpose`…; 404) or status 0
 *   when the server stayed unreachable; DOMException AbortError when `signal` aborted
 */
export declare function uploadResumable(file: File, { purpose, onProgress, signal }: ResumableUploadOptions): Promise<FinishedUpload>;
