import { DownloadOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { LABEL_FORMATS } from '@plotline/contract/warehouse';
import { Button, Flex, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '#src/lib/api-client.ts';
import { saveFile } from '#src/lib/save-file.ts';
import { downloadLabels } from '../api/storage-api.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { showStorageError } from '../utils/show-storage-error.ts';
import { PdfPreview } from './pdf-preview.tsx';

type LabelFormat = (typeof LABEL_FORMATS)[number];

type LabelsModalProps = {
  specId: number;
  /** The lots chosen in the grid, or the locations to label. */
  lots: readonly number[];
  locations: readonly number[];
  onClose: () => void;
};

/** Chooses a label format, previews the PDF in the page, downloads or prints it. */
export function LabelsModal({ specId, lots, locations, onClose }: LabelsModalProps) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<LabelFormat>('a4-3x8');
  const [file, setFile] = useState<DownloadedFile | null>(null);
  const [loading, setLoading] = useState(false);
  const url = useObjectUrl(file?.blob);

  async function preview(next: LabelFormat = format) {
    setLoading(true);
    try {
      setFile(
        await downloadLabels({
          spec_id: specId,
          lots: [...lots],
          locations: [...locations],
          format: next,
        }),
      );
    } catch (error) {
      showStorageError(error, 'labels.errors.render');
    } finally {
      setLoading(false);
    }
  }

  return (
    <Modal
      open
      title={t('labels.title')}
      onCancel={onClose}
      width={880}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="labels-modal">{node}</div>}
    >
      <p>
        {lots.length > 0
          ? t('labels.lotsChosen', { count: lots.length })
          : t('labels.locationsChosen', { count: locations.length })}
      </p>
      <Radio.Group
        value={format}
        onChange={(event) => {
          const next = event.target.value as LabelFormat;
          setFormat(next);
          if (file) void preview(next);
        }}
        optionType="button"
        aria-label={t('labels.format')}
        options={LABEL_FORMATS.map((item) => ({ value: item, label: t(`labels.formats.${item}`) }))}
        data-testid="label-format"
      />
      <Flex gap="small" wrap className="pl-storage-labels-actions">
        <Button
          type="primary"
          icon={<EyeOutlined aria-hidden />}
          loading={loading}
          onClick={() => void preview()}
          data-testid="labels-preview"
        >
          {t('labels.preview')}
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={!file}
          onClick={() => file && saveFile(file, 'labels.pdf')}
          data-testid="labels-download"
        >
          {t('labels.download')}
        </Button>
        <Button
          icon={<PrinterOutlined aria-hidden />}
          disabled={!url}
          onClick={() => url && window.open(url, '_blank', 'noopener')}
          data-testid="labels-print"
        >
          {t('labels.print')}
        </Button>
      </Flex>
      {file ? (
        <PdfPreview
          blob={file.blob}
          onError={() => showStorageError(undefined, 'labels.errors.preview')}
        />
      ) : (
        <p className="pl-storage-muted pl-storage-pdf-empty">{t('labels.previewHint')}</p>
      )}
    </Modal>
  );
}
