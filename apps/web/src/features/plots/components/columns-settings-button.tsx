import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Characteristics } from '../utils/characteristics.ts';
import type { CharacteristicKind } from '../utils/column-keys.ts';
import { ColumnsSettingsModal } from './columns-settings-modal.tsx';

type ColumnsSettingsButtonProps = {
  yearId: number;
  all: Characteristics;
  displayed: Record<CharacteristicKind, string[]>;
};

/** Opens the settings popup of the displayed characteristics. */
export function ColumnsSettingsButton({ yearId, all, displayed }: ColumnsSettingsButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('plots.settings.title')}>
        <Button
          data-testid="columns-settings"
          icon={<SettingOutlined aria-hidden />}
          aria-label={t('plots.settings.title')}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {isOpen && (
        <ColumnsSettingsModal
          yearId={yearId}
          all={all}
          displayed={displayed}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
