import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import type { RowsRequest } from '../api/rows-request.ts';
import type { AnalysisKind } from '../utils/rows/result-columns.ts';
import {
  readTrialModel,
  type TrialModelChoice,
  writeTrialModel,
} from '../utils/rows/trial-model.ts';
import { type AnalysisChoiceState, useAnalysisChoice } from './use-analysis-choice.ts';
import { type ControlOptions, useControlOptions } from './use-control-options.ts';
import { type FeatureOptions, useFeatureOptions } from './use-feature-options.ts';
import { type ResultRowsState, useResultRows } from './use-result-rows.ts';
import { type RowsViewState, useRowsView } from './use-rows-view.ts';

/** Everything a statistics page shows: its choice, what can be chosen, and the result. */
export type AnalysisPage = {
  kind: AnalysisKind;
  choiceState: AnalysisChoiceState;
  features: FeatureOptions;
  controls: ControlOptions;
  /** The chosen feature, once the chosen seasons are known to have it. */
  feature: string | null;
  /** The chosen control plot, once its season is known to have it. */
  controlPlot: string | null;
  /** NSR and t-test compare with a control; the averages do without one. */
  isControlRequired: boolean;
  /** Someone reached for the optional control: its season's plots are looked up from now on. */
  wantControl: () => void;
  /** What is typed in the control picker: the server narrows its rows by it. */
  controlSearch: string;
  setControlSearch: (text: string) => void;
  /** The trial model (decision 050): `auto` lets the server choose per season. */
  trialModel: TrialModelChoice;
  selectTrialModel: (choice: TrialModelChoice) => void;
  /** The analysis asked for; null while the choice is incomplete. */
  request: RowsRequest | null;
  /** Which of its rows the table shows (filter, sort, page). */
  rowsView: RowsViewState;
  result: ResultRowsState;
};

/**
 * The state of one statistics page: the choice from the address, checked against the crop's
 * seasons, their features and the control season's plots, and the analysis it runs.
 */
export function useAnalysisPage(kind: AnalysisKind): AnalysisPage {
  const choiceState = useAnalysisChoice();
  const { choice } = choiceState;
  const features = useFeatureOptions(choice.yearIds);
  const feature =
    choice.feature !== null && features.names.includes(choice.feature) ? choice.feature : null;
  const isControlRequired = kind !== 'averages';
  const [isControlWanted, setIsControlWanted] = useState(false);
  const [controlSearch, setControlSearch] = useState('');
  const controls = useControlOptions(
    choice.controlYearId,
    feature,
    isControlRequired || isControlWanted || choice.controlPlot !== null,
    controlSearch,
    choice.controlPlot,
  );
  const controlPlot = choice.controlPlot !== null && controls.hasChosen ? choice.controlPlot : null;
  // an asked-for control waits for its season's plots, so the analysis runs once, with it
  const isControlSettled = isControlRequired
    ? controlPlot !== null
    : choice.controlPlot === null || !controls.isPending;

  const [params] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const trialModel = readTrialModel(params);
  const selectTrialModel = useCallback(
    (next: TrialModelChoice) => updateSearchParams((search) => writeTrialModel(search, next)),
    [updateSearchParams],
  );

  const { yearIds, controlYearId } = choice;
  const request = useMemo<RowsRequest | null>(
    () =>
      yearIds.length > 0 && feature !== null && isControlSettled
        ? {
            yearIds,
            feature,
            controlPlot,
            controlYearId: controlPlot ? controlYearId : null,
            model: trialModel === 'auto' ? null : trialModel,
          }
        : null,
    [yearIds, feature, isControlSettled, controlPlot, controlYearId, trialModel],
  );
  const rowsView = useRowsView(kind, request);
  const result = useResultRows(kind, request, rowsView.view);
  return {
    kind,
    choiceState,
    features,
    controls,
    feature,
    controlPlot,
    isControlRequired,
    wantControl: () => setIsControlWanted(true),
    controlSearch,
    setControlSearch,
    trialModel,
    selectTrialModel,
    request,
    rowsView,
    result,
  };
}
