import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettingsItem } from '../hooks/use-columns-settings.ts';

type CharacteristicListProps = {
  items: SettingsItem[];
  /** Units of phenotypes by name, shown after the name as the table's header does. */
  units: Record<string, string>;
  onToggle: (key: string, isShown: boolean) => void;
  onMove: (key: string, step: -1 | 1) => void;
};

/** Characteristics with a tick (shown) and up/down buttons (order). */
export function CharacteristicList({ items, units, onToggle, onMove }: CharacteristicListProps) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plots.settings.none')} />;
  }
  const kindLabels = {
    feature: t('plots.groups.phenotypes'),
    stage: t('plots.groups.stages'),
    harvest: t('plots.groups.tech'),
    genotype: t('plots.groups.genotypes'),
  };
  return (
    <ul className="pl-characteristic-list">
      {items.map((item, index) => (
        <li key={item.key}>
          <Checkbox
            checked={item.isShown}
            onChange={(event) => onToggle(item.key, event.target.checked)}
          >
            {item.kind === 'feature' && units[item.name]
              ? `${item.name}, ${units[item.name]}`
              : item.name}
          </Checkbox>
          <Tag>{kindLabels[item.kind]}</Tag>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('plots.settings.up', { name: item.name })}
            disabled={index === 0}
            onClick={() => onMove(item.key, -1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('plots.settings.down', { name: item.name })}
            disabled={index === items.length - 1}
            onClick={() => onMove(item.key, 1)}
          />
        </li>
      ))}
    </ul>
  );
}
