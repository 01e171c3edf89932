import type { Marker } from '@plotline/contract/markers';
import { useQueryClient } from '@tanstack/react-query';
import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#src/lib/api-error.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { deleteMarker } from '../api/delete-marker.ts';
import { GENOME_DATA_QUERY_KEY } from '../api/genome-data-query-key.ts';

const confirmButton = (testId: string) => ({ danger: true, 'data-testid': testId }) as ButtonProps;

/**
 * Deleting a catalogue marker after a confirmation; one at which plots carry genotypes (the
 * server's 409) asks again, naming how many, and is then deleted with them (`?force=true`).
 * Render `contextHolder`.
 */
export function useDeleteMarker() {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const queryClient = useQueryClient();

  async function remove(marker: Marker, force: boolean) {
    try {
      await deleteMarker(marker.id, force);
      await queryClient.invalidateQueries({ queryKey: GENOME_DATA_QUERY_KEY });
    } catch (error) {
      if (!force && isApiError(error) && error.status === 409) askForce(marker);
      else showActionError(error, 'genomeData.errors.delete');
    }
  }

  function askForce(marker: Marker) {
    void modal.confirm({
      title: t('genomeData.markers.forceTitle', {
        n: Math.max(1, marker.genotype_count),
        name: marker.mut_name,
      }),
      content: t('genomeData.markers.forceText'),
      okText: t('genomeData.markers.forceOk'),
      okButtonProps: confirmButton('marker-force'),
      cancelText: t('common.cancel'),
      onOk: () => remove(marker, true),
    });
  }

  function confirmDelete(marker: Marker) {
    void modal.confirm({
      title: t('genomeData.markers.deleteTitle', { name: marker.mut_name }),
      okText: t('common.delete'),
      okButtonProps: confirmButton('marker-delete-confirm'),
      cancelText: t('common.cancel'),
      onOk: () => remove(marker, false),
    });
  }

  return { confirmDelete, contextHolder };
}
