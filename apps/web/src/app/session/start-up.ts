import { CULTURE_ID_PARAM } from '#src/features/crops/hooks/use-select-culture.ts';
import { authorize } from './authorize.ts';

let startUpRun: Promise<void> | undefined;

function readCultureIdFromAddress(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get(CULTURE_ID_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The start-up authorization (spec §2), run once however often it is called; the crop of
 * `?cultureId` is selected when the user has it.
 */
export function startUp(): Promise<void> {
  startUpRun ??= authorize(readCultureIdFromAddress());
  return startUpRun;
}
