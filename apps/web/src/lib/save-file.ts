import type { DownloadedFile } from './api-client.ts';

/** Object URLs live this long after the click, enough for every browser to start saving. */
const REVOKE_DELAY_MS = 10_000;

/**
 * Hands a downloaded file to the browser's save dialog.
 * @param fallbackName used when the server sent no file name
 */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
