import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportJobModal } from '#src/components/ui/import-job-modal.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { downloadMarkerTemplate, uploadMarkerFile } from '../api/marker-files.ts';

/** Catalogue files are workbooks or CSV texts (`,` `;` or tab). */
const FILE_TYPES =
  '.xlsx,.csv,.tsv,.txt,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type MarkerUploadModalProps = {
  specId: number;
  onClose: () => void;
  /** Called once when the import succeeded. */
  onImported: () => void;
};

/**
 * Uploads a marker catalogue file as an import job: all or nothing, every problem listed by
 * row and column; a row at a chr+pos the crop has updates that marker.
 */
export function MarkerUploadModal({ specId, onClose, onImported }: MarkerUploadModalProps) {
  const { t } = useTranslation();

  async function template() {
    try {
      saveFile(await downloadMarkerTemplate(), 'markers_template.xlsx');
    } catch (error) {
      showActionError(error, 'genomeData.errors.download');
    }
  }

  return (
    <ImportJobModal
      title={t('genomeData.upload.title')}
      hint={
        <>
          {t('genomeData.upload.hint')}{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void template()}
            data-testid="markers-template"
          >
            {t('genomeData.upload.template')}
          </Button>
        </>
      }
      accept={FILE_TYPES}
      upload={(file) => uploadMarkerFile(file, specId)}
      summary={(result) =>
        t('genomeData.upload.summary', {
          created: result.markers_created ?? 0,
          updated: result.markers_updated ?? 0,
        })
      }
      keys={{ texts: 'genomeData.upload', errors: 'genomeData.errors' }}
      testId="markers"
      onClose={onClose}
      onImported={onImported}
    />
  );
}
