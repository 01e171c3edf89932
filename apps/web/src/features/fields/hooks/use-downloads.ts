import { useState } from 'react';
import type { DownloadedFile } from '#src/lib/api-client.ts';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { downloadFieldFile } from '../api/download-field-file.ts';
import { downloadPlotData } from '../api/download-plot-data.ts';
import { downloadSelectionList } from '../api/download-selection-list.ts';
import { downloadSowingList } from '../api/download-sowing-list.ts';
import { exportFieldMap } from '../api/export-field-map.ts';

/** Files of the download menu: keys are the menu item keys. */
export const DOWNLOAD_KINDS = [
  'plot-data',
  'field-file',
  'field-map',
  'selection-list-1',
  'selection-list-2',
  'sowing-list-1',
  'sowing-list-2',
  'sowing-list-3',
  'sowing-list-4',
] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

type DownloadTarget = { specId: number; fieldId: number; yearId: number; year: number };

function fetchFile(kind: DownloadKind, target: DownloadTarget): Promise<DownloadedFile> {
  const { specId, fieldId, yearId } = target;
  switch (kind) {
    case 'plot-data':
      return downloadPlotData({ specId, yearId });
    case 'field-file':
      return downloadFieldFile({ specId, yearId });
    case 'field-map':
      return exportFieldMap({ fieldId, yearId });
    case 'selection-list-1':
    case 'selection-list-2':
      return downloadSelectionList({ fieldId, yearId, typeOfFile: kind.endsWith('1') ? 1 : 2 });
    default:
      return downloadSowingList({
        fieldId,
        yearId,
        typeOfFile: Number(kind.slice(-1)) as 1 | 2 | 3 | 4,
      });
  }
}

/** Downloads one of the nursery's files and saves it; remembers which one is on its way. */
export function useDownloads(target: DownloadTarget | null) {
  const [pending, setPending] = useState<DownloadKind | null>(null);

  async function download(kind: DownloadKind): Promise<void> {
    if (!target || pending) return;
    setPending(kind);
    try {
      saveFile(await fetchFile(kind, target), `${target.year}_${kind}.xlsx`);
    } catch (error) {
      showActionError(error, 'fields.errors.download');
    } finally {
      setPending(null);
    }
  }

  return { pending, download };
}
