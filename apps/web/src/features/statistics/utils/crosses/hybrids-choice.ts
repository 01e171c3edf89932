import { COMBINING_ABILITY_DESIGNS } from '@plotline/contract/statistics-hybrids';

export type CombiningDesign = (typeof COMBINING_ABILITY_DESIGNS)[number];
export type DiallelModel = 'fixed' | 'random';

/** How the combining ability is analysed, kept in the address beside the season and feature. */
export type CombiningChoice = {
  design: CombiningDesign;
  /** Griffing's method 1–4; null: the server reads it from the plots. */
  method: number | null;
  model: DiallelModel;
};

export const COMBINING_PARAMS = { design: 'design', method: 'method', model: 'model' } as const;

/** Reads the combining-ability choice; anything unknown falls back to diallel, auto, Model I. */
export function readCombiningChoice(params: URLSearchParams): CombiningChoice {
  const design = params.get(COMBINING_PARAMS.design);
  const method = Number(params.get(COMBINING_PARAMS.method));
  return {
    design: COMBINING_ABILITY_DESIGNS.find((d) => d === design) ?? 'diallel',
    method: Number.isInteger(method) && method >= 1 && method <= 4 ? method : null,
    model: params.get(COMBINING_PARAMS.model) === 'random' ? 'random' : 'fixed',
  };
}

/** Writes one part of the choice; the defaults (auto method, Model I) leave the address. */
export function writeCombiningChoice(
  params: URLSearchParams,
  change: Partial<CombiningChoice>,
): void {
  if (change.design) params.set(COMBINING_PARAMS.design, change.design);
  if (change.method !== undefined) {
    if (change.method === null) params.delete(COMBINING_PARAMS.method);
    else params.set(COMBINING_PARAMS.method, String(change.method));
  }
  if (change.model) {
    if (change.model === 'fixed') params.delete(COMBINING_PARAMS.model);
    else params.set(COMBINING_PARAMS.model, change.model);
  }
}

/** What `combining_ability/` is asked (the contract's query, with plain numbers). */
export type CombiningRequest = {
  year_id: number;
  feature: string;
  design: CombiningDesign;
  method?: number;
  model?: DiallelModel;
};

/** The endpoint's query: method and model only for a diallel. */
export function toCombiningQuery(
  yearId: number,
  feature: string,
  choice: CombiningChoice,
): CombiningRequest {
  if (choice.design === 'line_by_tester')
    return { year_id: yearId, feature, design: choice.design };
  return {
    year_id: yearId,
    feature,
    design: 'diallel',
    method: choice.method ?? undefined,
    model: choice.model,
  };
}
