import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { CultureForm } from './culture-form.tsx';

function close() {
  useSessionStore.getState().setCultureDialogOpen(false);
}

/** The add-culture modal, opened from the crop menu. */
export function AddCultureModal() {
  const { t } = useTranslation();
  const isOpen = useSessionStore(
    (state) => state.isOpenCultureDialog && !state.isOpenFirstCultureDialog,
  );
  return (
    <Modal
      open={isOpen}
      title={t('crops.addTitle')}
      onCancel={close}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="add-culture-modal">{node}</div>}
    >
      <CultureForm onSaved={close} onCancel={close} />
    </Modal>
  );
}
