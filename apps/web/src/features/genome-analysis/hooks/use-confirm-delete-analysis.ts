import { useQueryClient } from '@tanstack/react-query';
import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { deleteGenomeAnalysis } from '../api/delete-genome-analysis.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from '../api/genome-analysis-query-key.ts';

/**
 * "Delete the analysis?" then `DELETE genome_analyses/{id}/` (a structure analysis or a GWAS);
 * `onDeleted` runs before the lists are asked again. Render `contextHolder` once.
 */
export function useConfirmDeleteAnalysis(onDeleted: (analysisId: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, contextHolder] = Modal.useModal();
  function confirmDelete(analysis: { id: number; name: string }) {
    void modal.confirm({
      title: t('genomeAnalysis.list.deleteTitle', { name: analysis.name }),
      content: t('genomeAnalysis.list.deleteText'),
      okText: t('common.delete'),
      okButtonProps: {
        danger: true,
        'data-testid': 'genome-analysis-delete-confirm',
      } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () =>
        deleteGenomeAnalysis(analysis.id).then(
          async () => {
            onDeleted(analysis.id);
            await queryClient.invalidateQueries({ queryKey: GENOME_ANALYSIS_QUERY_KEY });
          },
          (error: unknown) => showActionError(error, 'genomeAnalysis.errors.delete'),
        ),
    });
  }
  return { confirmDelete, contextHolder };
}
