import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { Sector } from '@plotline/contract/meteo';
import { Button, Flex, Popconfirm, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type SectorBarProps = {
  sectors: Sector[];
  sector: Sector;
  /** Nursery names by id (the crop's); others show as "another crop's nursery". */
  fieldNames: Map<number, string>;
  onSelect: (id: number) => void;
  onCreate: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onParams: () => void;
  onUpload: () => void;
};

/**
 * The chosen sector with the nurseries it serves, and what may be done with it: another
 * sector, a new one, upload; rename or relink and delete only for who manages it.
 */
export function SectorBar(props: SectorBarProps) {
  const { t } = useTranslation();
  const { sector } = props;
  const ownFields = sector.field_ids.flatMap((id) => {
    const name = props.fieldNames.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  const otherCount = sector.field_ids.length - ownFields.length;
  return (
    <div className="pl-meteo-sector-bar" data-testid="sector-bar">
      <Flex gap="small" wrap align="center">
        <Select
          className="pl-meteo-sector-select"
          value={sector.id}
          onChange={props.onSelect}
          aria-label={t('meteorology.sector.choose')}
          data-testid="sector-select"
          options={props.sectors.map((item) => ({
            value: item.id,
            label: `${item.name} (${item.year})`,
          }))}
        />
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={props.onCreate}
          data-testid="sector-create"
        >
          {t('meteorology.sector.create')}
        </Button>
        {sector.can_manage && (
          <>
            <Button
              icon={<EditOutlined aria-hidden />}
              onClick={props.onEdit}
              data-testid="sector-edit"
            >
              {t('meteorology.sector.edit')}
            </Button>
            <Popconfirm
              title={t('meteorology.sector.deleteConfirm', { name: sector.name })}
              description={t('meteorology.sector.deleteHint')}
              okText={t('common.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={props.onDelete}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />} data-testid="sector-delete">
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </>
        )}
        <Button
          icon={<SettingOutlined aria-hidden />}
          onClick={props.onParams}
          data-testid="sector-params"
        >
          {t('meteorology.params.open')}
        </Button>
        <Button
          icon={<UploadOutlined aria-hidden />}
          onClick={props.onUpload}
          data-testid="meteo-upload"
        >
          {t('meteorology.upload.open')}
        </Button>
      </Flex>
      <Flex gap={4} wrap align="center" className="pl-meteo-sector-fields">
        <span>{t('meteorology.sector.serves')}</span>
        {sector.field_ids.length === 0 && (
          <span className="pl-meteo-muted">{t('meteorology.sector.servesNone')}</span>
        )}
        {ownFields.map((field) => (
          <Tag key={field.id} data-testid="sector-field">
            {field.name}
          </Tag>
        ))}
        {otherCount > 0 && (
          <span className="pl-meteo-muted">
            {t('meteorology.sector.otherCropFields', { count: otherCount })}
          </span>
        )}
      </Flex>
    </div>
  );
}
