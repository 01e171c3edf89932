import { createContext, type ReactNode, use } from 'react';

/**
 * The nursery form's region and subregion: Form.Items `region` (required) and `subregion`
 * holding names (api-contract §4). The pickers behind them belong to the regions feature,
 * and features do not import each other, so the page showing the Fields screen provides them:
 * `<NurseryPlaceSlot value={<NurseryPlaceFields />}>`.
 */
export const NurseryPlaceSlot = createContext<ReactNode>(null);

/**
 * The region and subregion fields the page provided.
 * @throws Error when no NurseryPlaceSlot above provides them (a page that forgot it)
 */
export function useNurseryPlaceFields(): ReactNode {
  const fields = use(NurseryPlaceSlot);
  if (fields === null) throw new Error('NurseryForm needs a NurseryPlaceSlot from its page');
  return fields;
}
