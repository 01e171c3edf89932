import { SOCKET_CLOSE } from '@plotline/contract/notifications';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_RECONNECT_STATE,
  nextReconnectStep,
  openedState,
  RECONNECT_DELAY_MS,
  RECONNECT_MAX_ATTEMPTS,
  type ReconnectState,
  type ReconnectStep,
} from './reconnect-policy.ts';

const ABNORMAL = 1006;
const GOING_AWAY = 1001;

/** Feeds closes one after another and collects the steps. */
function closeMany(state: ReconnectState, codes: number[]) {
  const steps: ReconnectStep[] = [];
  let current = state;
  for (const code of codes) {
    const next = nextReconnectStep(current, code);
    steps.push(next.step);
    current = next.state;
  }
  return { state: current, steps };
}

describe('reconnect policy of the notification channel', () => {
  it('starts disconnected and becomes connected with a fresh allowance on open', () => {
    expect(INITIAL_RECONNECT_STATE.status).toBe('disconnected');
    expect(openedState()).toEqual({ status: 'connected', attempts: 0, hasRefreshed: false });
  });

  it('retries an unclean close after 5 s', () => {
    const { state, step } = nextReconnectStep(openedState(), ABNORMAL);
    expect(step).toEqual({ action: 'retry', delayMs: 5000 });
    expect(RECONNECT_DELAY_MS).toBe(5000);
    expect(state).toMatchObject({ status: 'disconnected', attempts: 1 });
  });

  it('also retries when a stopping server closes cleanly (1001)', () => {
    expect(nextReconnectStep(openedState(), GOING_AWAY).step.action).toBe('retry');
  });

  it('retries 5 times, then refreshes the tokens and starts counting again', () => {
    const codes = Array.from({ length: RECONNECT_MAX_ATTEMPTS + 1 }, () => ABNORMAL);
    const { state, steps } = closeMany(openedState(), codes);
    expect(steps.map((s) => s.action)).toEqual([
      'retry',
      'retry',
      'retry',
      'retry',
      'retry',
      'refresh',
    ]);
    expect(state).toMatchObject({ attempts: 0, hasRefreshed: true });
    expect(nextReconnectStep(state, ABNORMAL).step.action).toBe('retry');
  });

  it('an open resets the retries', () => {
    const { state } = closeMany(openedState(), [ABNORMAL, ABNORMAL, ABNORMAL]);
    expect(state.attempts).toBe(3);
    const reopened = openedState();
    const { steps } = closeMany(reopened, [ABNORMAL, ABNORMAL, ABNORMAL, ABNORMAL, ABNORMAL]);
    expect(steps.every((s) => s.action === 'retry')).toBe(true);
  });

  it('refreshes at once on 4401 (bad or expired token)', () => {
    const { state, step } = nextReconnectStep(openedState(), SOCKET_CLOSE.unauthorized);
    expect(step).toEqual({ action: 'refresh' });
    expect(state).toMatchObject({ status: 'disconnected', hasRefreshed: true });
  });

  it('stops on a 4401 that follows a refresh without an open: the fresh token was refused', () => {
    const { steps } = closeMany(openedState(), [
      SOCKET_CLOSE.unauthorized,
      SOCKET_CLOSE.unauthorized,
    ]);
    expect(steps).toEqual([{ action: 'refresh' }, { action: 'stop', reason: 'unauthorized' }]);
  });

  it('refreshes again on a 4401 once the channel has opened since', () => {
    const first = nextReconnectStep(openedState(), SOCKET_CLOSE.unauthorized);
    expect(first.state.hasRefreshed).toBe(true);
    expect(nextReconnectStep(openedState(), SOCKET_CLOSE.unauthorized).step.action).toBe('refresh');
  });

  it('stops on 4403 (another user’s token) and never retries', () => {
    const { state, step } = nextReconnectStep(openedState(), SOCKET_CLOSE.forbidden);
    expect(step).toEqual({ action: 'stop', reason: 'forbidden' });
    expect(state.status).toBe('disconnected');
  });
});
