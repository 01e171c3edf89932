import { SOCKET_CLOSE } from '@plotline/contract/notifications';

/** Spec §9: the wait before each retry, and how many plain retries come before a refresh. */
export const RECONNECT_DELAY_MS = 5000;
export const RECONNECT_MAX_ATTEMPTS = 5;

/** The two states of the channel (spec §4). */
export type ChannelStatus = 'connected' | 'disconnected';

export type ReconnectState = {
  status: ChannelStatus;
  /** Plain retries since the channel was last open or the tokens last refreshed. */
  attempts: number;
  /** The tokens were refreshed and no open followed yet. */
  hasRefreshed: boolean;
};

/** What the channel does after a close it did not ask for. */
export type ReconnectStep =
  | { action: 'retry'; delayMs: number }
  | { action: 'refresh' }
  | { action: 'stop'; reason: 'forbidden' | 'unauthorized' };

export const INITIAL_RECONNECT_STATE: ReconnectState = {
  status: 'disconnected',
  attempts: 0,
  hasRefreshed: false,
};

/** The channel opened: connected, with a fresh allowance of retries. */
export function openedState(): ReconnectState {
  return { status: 'connected', attempts: 0, hasRefreshed: false };
}

/**
 * The real-time channel's reconnect rules (spec §4), for a close the client did not ask for
 * (a server that stops closes cleanly too, yet the channel must come back):
 * - 4403 (another user's token): stop;
 * - 4401 (token missing, bad or expired): refresh the tokens, then reconnect; a 4401 after a
 *   refresh and before the channel opens stops it, since the fresh token was refused too;
 * - anything else: retry after 5 s, up to 5 times; then refresh the tokens and start over.
 * A failed refresh is not decided here: the API client clears the tokens and goes to /auth.
 */
export function nextReconnectStep(
  state: ReconnectState,
  closeCode: number,
): { state: ReconnectState; step: ReconnectStep } {
  const closed: ReconnectState = { ...state, status: 'disconnected' };
  if (closeCode === SOCKET_CLOSE.forbidden) {
    return { state: closed, step: { action: 'stop', reason: 'forbidden' } };
  }
  if (closeCode === SOCKET_CLOSE.unauthorized) {
    if (state.hasRefreshed) {
      return { state: closed, step: { action: 'stop', reason: 'unauthorized' } };
    }
    return {
      state: { ...closed, attempts: 0, hasRefreshed: true },
      step: { action: 'refresh' },
    };
  }
  if (state.attempts < RECONNECT_MAX_ATTEMPTS) {
    return {
      state: { ...closed, attempts: state.attempts + 1 },
      step: { action: 'retry', delayMs: RECONNECT_DELAY_MS },
    };
  }
  return { state: { ...closed, attempts: 0, hasRefreshed: true }, step: { action: 'refresh' } };
}
