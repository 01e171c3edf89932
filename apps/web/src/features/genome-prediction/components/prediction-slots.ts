import type { PredictionSummary } from '@plotline/contract/genome-prediction';
import type { ComponentType } from 'react';

/**
 * What the page takes from the genome-analysis feature, composed in app/ (features do not
 * import each other): the running job's progress with "updating" and Cancel, and the list of
 * earlier runs with its status, author and delete.
 */
export type PredictionSlots = {
  RunStatus: ComponentType<{ prediction: PredictionSummary }>;
  List: ComponentType<PredictionListProps>;
};

/** The list slot's props: the crop's predictions and the one shown. */
export type PredictionListProps = {
  predictions: PredictionSummary[];
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (analysisId: number | null) => void;
};
