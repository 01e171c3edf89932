import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportJobModal } from '#src/components/ui/import-job-modal.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { downloadSeedTemplate, uploadSeedRecords } from '../api/storage-api.ts';

type SeedUploadModalProps = {
  specId: number;
  onClose: () => void;
  /** Called once when the import succeeded. */
  onImported: () => void;
};

/** Uploads a file of seed records, then follows its import job (all or nothing). */
export function SeedUploadModal({ specId, onClose, onImported }: SeedUploadModalProps) {
  const { t } = useTranslation();

  async function template() {
    try {
      saveFile(await downloadSeedTemplate(), 'seed_records_template.xlsx');
    } catch (error) {
      showActionError(error, 'storage.errors.download');
    }
  }

  return (
    <ImportJobModal
      title={t('storage.upload.title')}
      hint={
        <>
          {t('storage.upload.hint')}{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void template()}
            data-testid="seed-template"
          >
            {t('storage.upload.template')}
          </Button>
        </>
      }
      upload={(file) => uploadSeedRecords(file, specId)}
      summary={(result) =>
        t('storage.upload.summary', {
          rows: result.rows,
          created: result.lots_created ?? 0,
          updated: result.lots_updated ?? 0,
        })
      }
      keys={{ texts: 'storage.upload', errors: 'storage.errors' }}
      testId="seed"
      onClose={onClose}
      onImported={onImported}
    />
  );
}
