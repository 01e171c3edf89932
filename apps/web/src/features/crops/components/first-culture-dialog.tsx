import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { CultureForm } from './culture-form.tsx';

function close() {
  useSessionStore.getState().setFirstCultureDialogOpen(false);
}

/**
 * Opens when the user has no crop (spec §2): it cannot be closed until one exists, and
 * "Save and create more" keeps it open for the next one.
 */
export function FirstCultureDialog() {
  const { t } = useTranslation();
  const isOpen = useSessionStore((state) => state.isOpenFirstCultureDialog);
  const canClose = useSessionStore((state) => state.cultureList.length > 0);
  return (
    <Modal
      open={isOpen}
      title={t('crops.firstTitle')}
      onCancel={canClose ? close : undefined}
      footer={null}
      destroyOnHidden
      closable={canClose ? { 'aria-label': t('common.close') } : false}
      mask={{ closable: canClose }}
      keyboard={canClose}
      modalRender={(node) => <div data-testid="first-culture-dialog">{node}</div>}
    >
      <p className="pl-dialog-text">{t('crops.firstDescription')}</p>
      <CultureForm allowSaveMore onSaved={(mode) => mode === 'close' && close()} />
    </Modal>
  );
}
