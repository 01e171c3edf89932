import { useQueryClient } from '@tanstack/react-query';
import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showActionError } from '#src/lib/show-api-error.ts';
import { deleteKnowledgeEntry } from '../api/delete-knowledge-entry.ts';
import { KNOWLEDGE_BASE_QUERY_KEY } from '../api/knowledge-base-query-key.ts';

/**
 * "Delete the entry?" then `DELETE knowledge_base/{id}/` (its effects go with it: the weights
 * pages stop using them); `onDeleted` runs before the lists are asked again. Render
 * `contextHolder` once.
 */
export function useConfirmDeleteEntry(onDeleted: (entryId: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, contextHolder] = Modal.useModal();
  function confirmDelete(entry: { id: number; title: string }) {
    void modal.confirm({
      title: t('knowledgeBase.delete.title', { title: entry.title }),
      content: t('knowledgeBase.delete.text'),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'knowledge-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () =>
        deleteKnowledgeEntry(entry.id).then(
          async () => {
            toast.success(t('knowledgeBase.delete.done', { title: entry.title }));
            onDeleted(entry.id);
            await queryClient.invalidateQueries({ queryKey: KNOWLEDGE_BASE_QUERY_KEY });
          },
          (error: unknown) => showActionError(error, 'knowledgeBase.errors.delete'),
        ),
    });
  }
  return { confirmDelete, contextHolder };
}
