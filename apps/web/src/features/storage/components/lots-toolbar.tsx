import {
  DownloadOutlined,
  FileExcelOutlined,
  PlusOutlined,
  TagsOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { YEAR_MAX, YEAR_MIN } from '@plotline/contract/rules';
import { Button, Checkbox, Dropdown, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { ScanButton } from './scan-button.tsx';

export type ToolbarFilters = { line: string; year: number | null; availableOnly: boolean };

type LotsToolbarProps = {
  filters: ToolbarFilters;
  onFiltersChange: (filters: ToolbarFilters) => void;
  selectedCount: number;
  isNarrow: boolean;
  isDownloading: boolean;
  onAddLot: () => void;
  onLabels: () => void;
  onUpload: () => void;
  onDownload: () => void;
};

/** Filters of the lots (line, year, available only) and the page's actions. */
export function LotsToolbar(props: LotsToolbarProps) {
  const { filters, onFiltersChange, selectedCount, isNarrow } = props;
  const { t } = useTranslation();
  const set = (change: Partial<ToolbarFilters>) => onFiltersChange({ ...filters, ...change });
  return (
    <Flex className="pl-storage-toolbar" wrap gap="small" align="center">
      <Input.Search
        allowClear
        value={filters.line}
        onChange={(event) => set({ line: event.target.value })}
        placeholder={t('storage.filters.line')}
        aria-label={t('storage.filters.line')}
        className="pl-storage-line-filter"
        data-testid="filter-line"
      />
      <NumberInput
        min={YEAR_MIN}
        max={YEAR_MAX}
        precision={0}
        value={filters.year}
        onChange={(year) => set({ year: year ?? null })}
        placeholder={t('storage.filters.year')}
        aria-label={t('storage.filters.year')}
        className="pl-storage-year-filter"
        data-testid="filter-year"
      />
      <Checkbox
        checked={filters.availableOnly}
        onChange={(event) => set({ availableOnly: event.target.checked })}
        data-testid="filter-available"
      >
        {t('storage.filters.availableOnly')}
      </Checkbox>
      <span className="pl-storage-spacer" />
      <ScanButton />
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        onClick={props.onAddLot}
        data-testid="add-lot"
      >
        {t('storage.toolbar.addLot')}
      </Button>
      {!isNarrow && (
        <>
          <Button
            icon={<TagsOutlined aria-hidden />}
            disabled={selectedCount === 0}
            onClick={props.onLabels}
            data-testid="lot-labels"
          >
            {selectedCount > 0
              ? t('labels.forLotsCount', { count: selectedCount })
              : t('labels.forLots')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'upload',
                  icon: <UploadOutlined aria-hidden />,
                  label: <span data-testid="seed-upload">{t('storage.toolbar.upload')}</span>,
                },
                {
                  key: 'download',
                  icon: <DownloadOutlined aria-hidden />,
                  label: <span data-testid="seed-download">{t('storage.toolbar.download')}</span>,
                },
              ],
              onClick: ({ key }) => (key === 'upload' ? props.onUpload() : props.onDownload()),
            }}
          >
            <Button
              icon={<FileExcelOutlined aria-hidden />}
              loading={props.isDownloading}
              data-testid="seed-file-menu"
            >
              {t('storage.toolbar.file')}
            </Button>
          </Dropdown>
        </>
      )}
    </Flex>
  );
}
