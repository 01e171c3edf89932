import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each import after a reset is one more tab: its own BroadcastChannel object. */
async function openTab() {
  vi.resetModules();
  return import('./notification-broadcast.ts');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('notification broadcast between tabs', () => {
  const unsubscribers: (() => void)[] = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  });

  it('tells the other tabs of the same user, not the sending tab', async () => {
    const first = await openTab();
    const second = await openTab();
    const heardByFirst = vi.fn();
    const heardBySecond = vi.fn();
    unsubscribers.push(first.subscribeNotificationEvents(7, heardByFirst));
    unsubscribers.push(second.subscribeNotificationEvents(7, heardBySecond));
    first.broadcastNotificationEvent({ kind: 'read', userId: 7, id: 3 });
    second.broadcastNotificationEvent({ kind: 'read-all', userId: 7 });
    await settle();
    expect(heardBySecond.mock.calls).toEqual([[{ kind: 'read', userId: 7, id: 3 }]]);
    expect(heardByFirst.mock.calls).toEqual([[{ kind: 'read-all', userId: 7 }]]);
  });

  it('ignores another user’s marks and foreign messages', async () => {
    const first = await openTab();
    const second = await openTab();
    const heard = vi.fn();
    unsubscribers.push(second.subscribeNotificationEvents(7, heard));
    first.broadcastNotificationEvent({ kind: 'read', userId: 8, id: 3 });
    const stranger = new BroadcastChannel(first.NOTIFICATIONS_BROADCAST_NAME);
    stranger.postMessage({ kind: 'read', id: 'x' });
    stranger.close();
    await settle();
    expect(heard).not.toHaveBeenCalled();
  });
});
