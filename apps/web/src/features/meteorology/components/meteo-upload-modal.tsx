import { DownloadOutlined } from '@ant-design/icons';
import type { Sector } from '@plotline/contract/meteo';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportJobModal } from '#src/components/ui/import-job-modal.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { downloadMeteoTemplate, uploadMeteoFile } from '../api/upload-meteo-file.ts';

/** Weather files are workbooks or the archives' own CSV exports. */
const FILE_TYPES =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type MeteoUploadModalProps = {
  sector: Sector;
  onClose: () => void;
  /** Called once when the import succeeded. */
  onImported: () => void;
};

/**
 * Uploads a sector's weather file (a row per date, a column per parameter) as an import job;
 * columns whose headers name no parameter are mapped in the dialog and the file sent again.
 */
export function MeteoUploadModal({ sector, onClose, onImported }: MeteoUploadModalProps) {
  const { t } = useTranslation();

  async function template() {
    try {
      saveFile(await downloadMeteoTemplate(sector.id), `meteo_${sector.name}.xlsx`);
    } catch (error) {
      showActionError(error, 'meteorology.errors.download');
    }
  }

  return (
    <ImportJobModal
      title={t('meteorology.upload.title', { sector: sector.name })}
      hint={
        <>
          {t('meteorology.upload.hint')}{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void template()}
            data-testid="meteo-template"
          >
            {t('meteorology.upload.template')}
          </Button>
        </>
      }
      accept={FILE_TYPES}
      upload={(file, mapping) => uploadMeteoFile(file, sector.id, mapping)}
      mappingOptions={sector.params.map((param) => ({
        value: param.id,
        label: param.unit ? `${param.name}, ${param.unit}` : param.name,
      }))}
      summary={(result) =>
        t('meteorology.upload.summary', { rows: result.rows, values: result.values_written })
      }
      keys={{ texts: 'meteorology.upload', errors: 'meteorology.errors' }}
      testId="meteo"
      onClose={onClose}
      onImported={onImported}
    />
  );
}
