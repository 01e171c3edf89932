import type { AgroParam } from '@plotline/contract/meteo';
import { useQueryClient } from '@tanstack/react-query';
import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#src/lib/api-error.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { AGRO_QUERY_KEY } from '../api/agro-query-key.ts';
import { deleteAgroParam } from '../api/delete-agro-param.ts';

const confirmButton = (testId: string) => ({ danger: true, 'data-testid': testId }) as ButtonProps;

/**
 * Deleting a soil parameter after a confirmation; one holding values (the server's 409) asks
 * again, saying so, and is then deleted with its values (`?force=true`). Render
 * `contextHolder`.
 */
export function useDeleteParam() {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const queryClient = useQueryClient();

  async function remove(param: AgroParam, force: boolean) {
    try {
      await deleteAgroParam(param.id, force);
      await queryClient.invalidateQueries({ queryKey: AGRO_QUERY_KEY });
    } catch (error) {
      if (!force && isApiError(error) && error.status === 409) askForce(param);
      else showActionError(error, 'agrochemistry.errors.delete');
    }
  }

  function askForce(param: AgroParam) {
    void modal.confirm({
      title: t('agrochemistry.params.forceTitle', { name: param.name }),
      content: t('agrochemistry.params.forceText'),
      okText: t('agrochemistry.params.forceOk'),
      okButtonProps: confirmButton('agro-param-force'),
      cancelText: t('common.cancel'),
      onOk: () => remove(param, true),
    });
  }

  function confirmDelete(param: AgroParam) {
    void modal.confirm({
      title: t('agrochemistry.params.deleteTitle', { name: param.name }),
      okText: t('common.delete'),
      okButtonProps: confirmButton('agro-param-delete-confirm'),
      cancelText: t('common.cancel'),
      onOk: () => remove(param, false),
    });
  }

  return { confirmDelete, contextHolder };
}
