import type { AgroParam } from '@plotline/contract/meteo';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { AGRO_QUERY_KEY } from '../api/agro-query-key.ts';
import { useAgroParams } from '../api/list-agro-params.ts';
import { useAgroSelection } from '../hooks/use-agro-selection.ts';
import { useDeleteParam } from '../hooks/use-delete-param.ts';
import { AgroToolbar } from './agro-toolbar.tsx';
import { AgroUploadModal } from './agro-upload-modal.tsx';
import { AgroValuesTabs } from './agro-values-tabs.tsx';
import { ParamFormModal } from './param-form-modal.tsx';
import './agrochemistry.css';

type Dialog = { kind: 'add' } | { kind: 'rename'; param: AgroParam } | { kind: 'upload' } | null;

/**
 * /fields/agrochemistry: a year's soil parameters and the samples of one nursery's season —
 * the nursery's (elements × dates) and its plots' — edited in place or uploaded from a file.
 */
export function AgrochemistryPage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selection = useAgroSelection(specId);
  const params = useAgroParams(selection.year);
  useErrorToast(params.error, 'agrochemistry.errors.params');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { confirmDelete, contextHolder } = useDeleteParam();
  const { year, chosen } = selection;

  function renderBody() {
    if (selection.isError) {
      return (
        <EmptyState title={t('agrochemistry.errors.fields')}>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </EmptyState>
      );
    }
    if (selection.isLoading || params.isLoading) return <PageSkeleton rows={8} />;
    if ((params.data ?? []).length === 0) {
      return (
        <EmptyState title={t('agrochemistry.noParams', { year })}>
          <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
            {t('agrochemistry.params.add')}
          </Button>
        </EmptyState>
      );
    }
    if (!chosen) return <EmptyState title={t('agrochemistry.noNurseries', { year })} />;
    return (
      <AgroValuesTabs
        key={`${chosen.season.id}`}
        year={year}
        nursery={chosen}
        params={params.data ?? []}
        onRename={(param) => setDialog({ kind: 'rename', param })}
        onDelete={confirmDelete}
      />
    );
  }

  return (
    <div className="pl-agro-page" data-testid="agro-page">
      <AgroToolbar
        selection={selection}
        onAddParam={() => setDialog({ kind: 'add' })}
        onUpload={() => setDialog({ kind: 'upload' })}
      />
      {renderBody()}
      {(dialog?.kind === 'add' || dialog?.kind === 'rename') && (
        <ParamFormModal
          year={year}
          param={dialog.kind === 'rename' ? dialog.param : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'upload' && (
        <AgroUploadModal
          year={year}
          params={params.data ?? []}
          onClose={() => setDialog(null)}
          onImported={() => void queryClient.invalidateQueries({ queryKey: AGRO_QUERY_KEY })}
        />
      )}
      {contextHolder}
    </div>
  );
}
