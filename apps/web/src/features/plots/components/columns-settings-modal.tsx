import { Button, Flex, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useSaveCharacteristicsOrder } from '../api/save-characteristics-order.ts';
import { useColumnsSettings } from '../hooks/use-columns-settings.ts';
import type { Characteristics } from '../utils/characteristics.ts';
import type { CharacteristicKind } from '../utils/column-keys.ts';
import { AddCharacteristicForm } from './add-characteristic-form.tsx';
import { CharacteristicList } from './characteristic-list.tsx';

type ColumnsSettingsModalProps = {
  yearId: number;
  all: Characteristics;
  displayed: Record<CharacteristicKind, string[]>;
  onClose: () => void;
};

/** The settings popup: which characteristics the table shows, and in what order. */
export function ColumnsSettingsModal({
  yearId,
  all,
  displayed,
  onClose,
}: ColumnsSettingsModalProps) {
  const { t } = useTranslation();
  const settings = useColumnsSettings(yearId, all, displayed);
  const save = useSaveCharacteristicsOrder();

  function handleSave() {
    save.mutate(
      { year_id: yearId, configuration: settings.configuration },
      { onSuccess: onClose, onError: (error) => showActionError(error, 'plots.errors.settings') },
    );
  }

  return (
    <Modal
      open
      title={t('plots.settings.title')}
      onCancel={onClose}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={handleSave}
            data-testid="columns-settings-save"
          >
            {t('common.save')}
          </Button>
        </Flex>
      }
      modalRender={(node) => <div data-testid="columns-settings-modal">{node}</div>}
    >
      <p className="pl-dialog-text">{t('plots.settings.hint')}</p>
      <AddCharacteristicForm onAdd={settings.add} />
      {settings.isLoading ? (
        <Spin />
      ) : (
        <CharacteristicList
          items={settings.items}
          units={settings.units}
          onToggle={settings.toggle}
          onMove={settings.move}
        />
      )}
    </Modal>
  );
}
