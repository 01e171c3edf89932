import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';
import { saveFile } from '#src/lib/save-file.ts';

/** `GET download_fastqc_archive/<id>/`: the QC archive (zip in FastQC's layout), saved. */
export async function downloadQcArchive(fileId: number, fileName: string): Promise<void> {
  const file = await apiClient.download(`${API_PATHS.downloadFastqcArchive}${fileId}/`);
  saveFile(file, `${fileName}_fastqc.zip`);
}
