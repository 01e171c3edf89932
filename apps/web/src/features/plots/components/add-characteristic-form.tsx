import { PlusOutlined } from '@ant-design/icons';
import { INPUT_MAX_LENGTH } from '@plotline/contract/rules';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacteristicKind } from '../utils/column-keys.ts';

type AddCharacteristicFormProps = {
  onAdd: (kind: CharacteristicKind, name: string, unit: string) => boolean;
};

/**
 * A new phenotype, stage or technology column, to type values into. A phenotype's unit has a
 * field of its own: name and unit are one phenotype, whichever way they come in (decision 030).
 */
export function AddCharacteristicForm({ onAdd }: AddCharacteristicFormProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CharacteristicKind>('feature');
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const isFeature = kind === 'feature';

  function handleAdd() {
    if (onAdd(kind, name, isFeature ? unit : '')) {
      setName('');
      setUnit('');
    }
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
      {isFeature && (
        <Input
          aria-label={t('plots.settings.unit')}
          placeholder={t('plots.settings.unit')}
          maxLength={INPUT_MAX_LENGTH}
          value={unit}
          onChange={(event) => setUnit(event.target.value)}
          onPressEnter={handleAdd}
          className="pl-add-characteristic-unit"
          data-testid="characteristic-unit"
        />
      )}
      <Button icon={<PlusOutlined aria-hidden />} disabled={!name.trim()} onClick={handleAdd}>
        {t('plots.settings.add')}
      </Button>
    </Space.Compact>
  );
}
