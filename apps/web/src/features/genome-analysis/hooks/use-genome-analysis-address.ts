import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';

export const RESULT_TABS = ['pca', 'tree', 'distances'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];
export const ANALYSIS_MODES = ['structure', 'gwas'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];

/**
 * What the address holds: the page's mode (`?mode=gwas`, structure by default), the analysis
 * shown (`?analysis=`) and a structure result's tab (`?view=`).
 */
export type GenomeAnalysisAddress = {
  mode: AnalysisMode;
  analysis: number | null;
  view: ResultTab;
};

/** Values the address leaves out (the defaults). */
const DEFAULT_VALUES = new Set<string>(['pca', 'structure']);

/** The page's state in the address (a link or a reload opens the same analysis and tab). */
export function useGenomeAnalysisAddress(): [
  GenomeAnalysisAddress,
  (change: Partial<GenomeAnalysisAddress>) => void,
] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const analysisText = params.get('analysis') ?? '';
  const viewText = params.get('view');
  const modeText = params.get('mode');
  const address: GenomeAnalysisAddress = {
    mode: ANALYSIS_MODES.find((mode) => mode === modeText) ?? 'structure',
    analysis: /^[1-9]\d{0,15}$/.test(analysisText) ? Number(analysisText) : null,
    view: RESULT_TABS.find((tab) => tab === viewText) ?? 'pca',
  };
  const change = useCallback(
    (next: Partial<GenomeAnalysisAddress>) =>
      update(
        (search) => {
          for (const [key, value] of Object.entries(next)) {
            if (value === null || value === undefined || DEFAULT_VALUES.has(String(value))) {
              search.delete(key);
            } else search.set(key, String(value));
          }
        },
        { replace: true },
      ),
    [update],
  );
  return [address, change];
}
