import { CULTURE_ID_PARAM } from '#src/config/address-params.ts';
import { getAccessToken } from '#src/lib/auth-tokens.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

let startUpRun: Promise<void> | undefined;

function readCultureIdFromAddress(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get(CULTURE_ID_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The start-up authorization (spec §4), run once however often it is called; the crop of
 * `?cultureId` is selected when the user has it. Without an access token the visitor is
 * signed out at once, and the authorization code (query cache, profile) is not loaded.
 */
export function startUp(): Promise<void> {
  startUpRun ??= getAccessToken()
    ? import('./authorize.ts').then(({ authorize }) => authorize(readCultureIdFromAddress()))
    : Promise.resolve().then(() => {
        useSessionStore.getState().clearUser();
        useSessionStore.getState().setAuthChecked(true);
      });
  return startUpRun;
}
