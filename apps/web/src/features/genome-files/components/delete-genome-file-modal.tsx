import type { GenomeFileItem } from '@plotline/contract/genome-files';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useDeleteGenomeFile } from '../api/delete-genome-file.ts';

type DeleteGenomeFileModalProps = {
  file: GenomeFileItem | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/**
 * Deleting a sequencing file asks the user to type a word (spec §5 'Delete'): the word of the
 * interface language (Удалить, Delete, Elimina, Eliminar), exactly as the dialog shows it, so
 * nobody has to switch keyboards to confirm; the button stays disabled until it matches.
 */
export function DeleteGenomeFileModal({ file, onClose, onDeleted }: DeleteGenomeFileModalProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const remove = useDeleteGenomeFile(onDeleted);
  const word = t('genomeFiles.delete.word');
  const matches = typed.trim() === word;

  function handleClose() {
    setTyped('');
    onClose();
  }

  function handleDelete() {
    if (!file || !matches) return;
    remove.mutate(
      { fileId: file.id, plotId: file.plot_id },
      {
        onSuccess: handleClose,
        onError: (error) => showActionError(error, 'genomeFiles.errors.delete'),
      },
    );
  }

  return (
    <Modal
      open={file !== null}
      title={t('genomeFiles.delete.title')}
      onCancel={handleClose}
      onOk={handleDelete}
      okText={t('genomeFiles.delete.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: !matches, 'data-testid': 'genome-delete-confirm' }}
      confirmLoading={remove.isPending}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="genome-delete-modal">{node}</div>}
    >
      <p>{t('genomeFiles.delete.text', { name: file?.original_name ?? '' })}</p>
      <label className="pl-genome-delete-label" htmlFor="genome-delete-word">
        {t('genomeFiles.delete.typeWord', { word })}
      </label>
      <Input
        id="genome-delete-word"
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={handleDelete}
        data-testid="genome-delete-word"
      />
    </Modal>
  );
}
