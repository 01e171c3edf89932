import { useTranslation } from 'react-i18next';
import { ImportJobModal } from '#src/components/ui/import-job-modal.tsx';
import { type LineUploadKind, uploadLineFile } from '../api/varieties-api.ts';
import { TemplateLink } from './template-link.tsx';

type LineUploadModalProps = {
  kind: LineUploadKind;
  specId: number;
  onClose: () => void;
  /** Called once when the import succeeded. */
  onImported: () => void;
};

/**
 * Uploads the collection file or the pedigree file, then follows its import job: progress,
 * then what it did or every problem of the file (nothing is written then).
 */
export function LineUploadModal({ kind, specId, onClose, onImported }: LineUploadModalProps) {
  const { t } = useTranslation();
  return (
    <ImportJobModal
      title={kind === 'lines' ? t('varieties.upload.lines') : t('varieties.upload.parents')}
      hint={
        <>
          {kind === 'lines' ? t('varieties.upload.linesHint') : t('varieties.upload.parentsHint')}{' '}
          <TemplateLink kind={kind} />
        </>
      }
      upload={(file) => uploadLineFile(kind, file, specId)}
      summary={(result) =>
        t('varieties.upload.summary', {
          rows: result.rows,
          created: result.lines_created ?? 0,
          updated: result.lines_updated ?? 0,
        })
      }
      keys={{ texts: 'varieties.upload', errors: 'varieties.errors' }}
      testId="line"
      onClose={onClose}
      onImported={onImported}
    />
  );
}
