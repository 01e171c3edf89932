import type { BaseMarker } from '@plotline/contract/create-line';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { lineBaseQueryOptions } from '../api/get-line-base.ts';
import { linePreviewQueryOptions } from '../api/preview-line.ts';
import { useLineDraft } from '../hooks/use-line-draft.ts';
import { toChangeList } from '../utils/line-changes.ts';
import { BaseChoiceBar } from './base-choice-bar.tsx';
import { MarkerTable } from './marker-table.tsx';
import { MutationModal } from './mutation-modal.tsx';
import { PlannedLinesTable } from './planned-lines-table.tsx';
import { SavePlannedLine } from './save-planned-line.tsx';
import { TraitsPanel } from './traits-panel.tsx';
import './create-line.css';

/**
 * /genome/create-line (spec §2): a base variety's genotype at the weighted markers; the breeder
 * sets target pairs in the mutation modal, watches the predicted traits move (before → after)
 * and saves the result as a planned line, whose primers the list below gives.
 */
export function CreateLinePage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const draft = useLineDraft();
  const { choice, changes } = draft;
  const [editing, setEditing] = useState<BaseMarker | null>(null);
  const base = useQuery(lineBaseQueryOptions({ specId, ...choice }));
  useErrorToast(base.error, 'createLine.errors.base');
  const preview = useQuery({
    ...linePreviewQueryOptions({
      spec_id: specId,
      base_line_id: choice.lineId ?? 0,
      region_id: choice.regionId,
      feature_ids: choice.featureIds.length ? choice.featureIds : undefined,
      changes: toChangeList(changes),
    }),
    enabled: choice.lineId !== null,
  });
  useErrorToast(preview.error, 'createLine.errors.preview');
  const data = choice.lineId === null ? undefined : base.data;
  return (
    <div className="pl-cline-page" data-testid="create-line-page">
      <BaseChoiceBar
        specId={specId}
        choice={choice}
        onLineChange={draft.chooseLine}
        onRegionChange={draft.chooseRegion}
        onFeaturesChange={draft.chooseFeatures}
      />
      {choice.lineId === null ? (
        <p className="pl-cline-hint">{t('createLine.chooseBase')}</p>
      ) : (
        <div className="pl-cline-top">
          <MarkerTable
            markers={data?.markers ?? []}
            traits={data?.traits ?? []}
            changes={changes}
            isLoading={base.isFetching}
            onEdit={setEditing}
          />
          <div className="pl-cline-side">
            <TraitsPanel
              title={t('createLine.traits.title')}
              traits={choice.lineId === null ? [] : (preview.data?.traits ?? [])}
              isLoading={preview.isFetching}
            />
            <SavePlannedLine
              specId={specId}
              choice={choice}
              changes={changes}
              onSaved={draft.clearPairs}
            />
          </div>
        </div>
      )}
      <PlannedLinesTable specId={specId} />
      {editing && (
        <MutationModal
          specId={specId}
          choice={choice}
          marker={editing}
          target={changes.get(editing.mutation_id)}
          onApply={(pair) => {
            draft.setPair(editing.mutation_id, pair);
            setEditing(null);
          }}
          onReset={() => {
            draft.setPair(editing.mutation_id, null);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
