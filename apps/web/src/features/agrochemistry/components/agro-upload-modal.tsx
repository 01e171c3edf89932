import { DownloadOutlined } from '@ant-design/icons';
import type { AgroParam } from '@plotline/contract/meteo';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportJobModal } from '#src/components/ui/import-job-modal.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { downloadAgroTemplate, uploadAgroFile } from '../api/upload-agro-file.ts';
import { paramTitle } from '../utils/param-kinds.ts';

const FILE_TYPES =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type AgroUploadModalProps = {
  year: number;
  /** The year's soil parameters: an unknown column of the file may be mapped to one. */
  params: AgroParam[];
  onClose: () => void;
  /** Called once when the import succeeded. */
  onImported: () => void;
};

/**
 * Uploads a file of soil samples of the year (.xlsx or CSV: nursery, plot, date, a column per
 * parameter), then follows its import job (all or nothing); columns naming no parameter are
 * mapped by the user and the file is sent again.
 */
export function AgroUploadModal({ year, params, onClose, onImported }: AgroUploadModalProps) {
  const { t } = useTranslation();

  async function template() {
    try {
      saveFile(await downloadAgroTemplate(year), `agrochemistry_${year}.xlsx`);
    } catch (error) {
      showActionError(error, 'agrochemistry.errors.download');
    }
  }

  return (
    <ImportJobModal
      title={t('agrochemistry.upload.title', { year })}
      hint={
        <>
          {t('agrochemistry.upload.hint')}{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void template()}
            data-testid="agro-template"
          >
            {t('agrochemistry.upload.template')}
          </Button>
        </>
      }
      accept={FILE_TYPES}
      upload={(file, mapping) => uploadAgroFile(file, year, mapping)}
      mappingOptions={params.map((param) => ({ value: param.id, label: paramTitle(param) }))}
      summary={(result) =>
        t('agrochemistry.upload.summary', { rows: result.rows, values: result.values_written })
      }
      keys={{ texts: 'agrochemistry.upload', errors: 'agrochemistry.errors' }}
      testId="agro"
      onClose={onClose}
      onImported={onImported}
    />
  );
}
