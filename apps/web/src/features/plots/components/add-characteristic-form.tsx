import { PlusOutlined } from '@ant-design/icons';
import { INPUT_MAX_LENGTH } from '@plotline/contract/rules';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacteristicKind } from '../utils/column-keys.ts';

type AddCharacteristicFormProps = { onAdd: (kind: CharacteristicKind, name: string) => boolean };

/** A new phenotype, stage or technology column, to type values into. */
export function AddCharacteristicForm({ onAdd }: AddCharacteristicFormProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CharacteristicKind>('feature');
  const [name, setName] = useState('');

  function handleAdd() {
    if (onAdd(kind, name)) setName('');
  }

  return (
    <Space.Compact className="pl-add-characteristic">
      <Select
        aria-label={t('plots.settings.kind')}
        value={kind}
        onChange={setKind}
        popupMatchSelectWidth={false}
        options={[
          { value: 'feature', label: t('plots.groups.phenotypes') },
          { value: 'stage', label: t('plots.groups.stages') },
          { value: 'harvest', label: t('plots.groups.tech') },
        ]}
      />
      <Input
        aria-label={t('plots.settings.newName')}
        placeholder={t('plots.settings.newName')}
        maxLength={INPUT_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={handleAdd}
      />
      <Button icon={<PlusOutlined aria-hidden />} disabled={!name.trim()} onClick={handleAdd}>
        {t('plots.settings.add')}
      </Button>
    </Space.Compact>
  );
}
