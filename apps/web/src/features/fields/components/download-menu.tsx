import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_KINDS, type DownloadKind, useDownloads } from '../hooks/use-downloads.ts';

type DownloadMenuProps = {
  specId: number | null;
  fieldId: number | null;
  yearId: number | null;
  year: number | null;
};

/**
 * "Download": plot data, the field file, the field map, selection and sowing lists of the
 * chosen season.
 */
export function DownloadMenu({ specId, fieldId, yearId, year }: DownloadMenuProps) {
  const { t } = useTranslation();
  const target =
    specId !== null && fieldId !== null && yearId !== null && year !== null
      ? { specId, fieldId, yearId, year }
      : null;
  const { pending, download } = useDownloads(target);
  const labels: Record<DownloadKind, string> = {
    'plot-data': t('fields.download.plotData'),
    'field-file': t('fields.download.fieldFile'),
    'field-map': t('fields.download.fieldMap'),
    'selection-list-1': t('fields.download.selectionList', { n: 1 }),
    'selection-list-2': t('fields.download.selectionList', { n: 2 }),
    'sowing-list-1': t('fields.download.sowingList', { n: 1 }),
    'sowing-list-2': t('fields.download.sowingList', { n: 2 }),
    'sowing-list-3': t('fields.download.sowingList', { n: 3 }),
    'sowing-list-4': t('fields.download.sowingList', { n: 4 }),
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={!target}
      menu={{
        items: DOWNLOAD_KINDS.map((kind) => ({
          key: kind,
          label: <span data-testid={`download-${kind}`}>{labels[kind]}</span>,
        })),
        onClick: ({ key }) => void download(key as DownloadKind),
      }}
    >
      <Button
        data-testid="download-menu"
        icon={<DownloadOutlined aria-hidden />}
        loading={pending !== null}
        disabled={!target}
      >
        {t('fields.download.menu')}
      </Button>
    </Dropdown>
  );
}
