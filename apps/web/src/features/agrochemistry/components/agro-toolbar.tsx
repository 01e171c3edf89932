import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgroSelection } from '../hooks/use-agro-selection.ts';

type AgroToolbarProps = {
  selection: AgroSelection;
  onAddParam: () => void;
  onUpload: () => void;
};

/** The soil page's year and nursery (kept in the address bar), adding a parameter, the upload. */
export function AgroToolbar({ selection, onAddParam, onUpload }: AgroToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap="small" align="center" className="pl-agro-toolbar">
      <Select
        data-testid="agro-year"
        aria-label={t('agrochemistry.year')}
        className="pl-agro-year"
        value={selection.year}
        options={selection.years.map((year) => ({ value: year, label: String(year) }))}
        onChange={selection.setYear}
      />
      <Select
        data-testid="agro-nursery"
        aria-label={t('agrochemistry.nursery')}
        className="pl-agro-nursery"
        placeholder={t('agrochemistry.nurseryPlaceholder')}
        loading={selection.isLoading}
        notFoundContent={t('agrochemistry.noNurseries', { year: selection.year })}
        showSearch={{ optionFilterProp: 'label' }}
        value={selection.chosen?.field.field_id}
        options={selection.nurseries.map(({ field }) => ({
          value: field.field_id,
          label: field.field_name,
        }))}
        onChange={selection.setField}
      />
      <Button icon={<PlusOutlined aria-hidden />} onClick={onAddParam} data-testid="agro-add-param">
        {t('agrochemistry.params.add')}
      </Button>
      <Button icon={<UploadOutlined aria-hidden />} onClick={onUpload} data-testid="agro-upload">
        {t('agrochemistry.upload.open')}
      </Button>
    </Flex>
  );
}
