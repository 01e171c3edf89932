import type { GenomeFileList } from '@plotline/contract/genome-files';
import { useEffect, useRef } from 'react';

type FileChanges = {
  /** A file finished processing (its genotypes from reads are written then). */
  onSettled?: () => void;
  /** A file came, went or changed status (the plot table's Files column follows). */
  onChanged?: () => void;
};

/**
 * Watches the plot's file list between two looks: `onChanged` when the files or their statuses
 * differ, `onSettled` when one has reached success since; nothing on the first load.
 */
export function useSettledFiles(
  files: GenomeFileList | undefined,
  { onSettled, onChanged }: FileChanges,
) {
  const previous = useRef<Map<number, string> | null>(null);
  useEffect(() => {
    if (!files) return;
    const before = previous.current;
    const now = new Map(files.map((file) => [file.id, file.status]));
    previous.current = now;
    if (!before) return;
    const isChanged =
      before.size !== now.size || [...now].some(([id, status]) => before.get(id) !== status);
    if (isChanged) onChanged?.();
    const isSettled = files.some(
      (file) =>
        file.status === 'success' && before.has(file.id) && before.get(file.id) !== 'success',
    );
    if (isSettled) onSettled?.();
  }, [files, onSettled, onChanged]);
}
