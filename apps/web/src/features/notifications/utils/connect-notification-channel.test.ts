import { type NotificationItem, SOCKET_CLOSE } from '@plotline/contract/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChannelOptions,
  type ChannelSocket,
  connectNotificationChannel,
  toSocketUrl,
} from './connect-notification-channel.ts';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket implements ChannelSocket {
  onopen: ChannelSocket['onopen'] = null;
  onmessage: ChannelSocket['onmessage'] = null;
  onclose: ChannelSocket['onclose'] = null;
  onerror: ChannelSocket['onerror'] = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop(code: number) {
    this.onclose?.({ code } as CloseEvent);
  }
  close(code?: number) {
    this.closedWith = code;
  }
}

const ITEM: NotificationItem = {
  type: 'file_upload',
  data: {
    id: 5,
    title: 'Import finished',
    message: 'Rows read: 2',
    is_ack: false,
    created_at: '2025-05-01T10:00:00Z',
    status: 'success',
  },
};

function setUp(overrides: Partial<ChannelOptions> = {}) {
  const sockets: FakeSocket[] = [];
  let token: string | undefined = 'access-1';
  const options = {
    userId: 42,
    getToken: () => token,
    refreshTokens: vi.fn(async () => {
      token = 'access-2';
      return true;
    }),
    onItem: vi.fn(),
    onStatus: vi.fn(),
    createSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    log: vi.fn(),
    ...overrides,
  } satisfies ChannelOptions;
  const channel = connectNotificationChannel(options, 'https://plotline.test/fields/map');
  const last = () => sockets.at(-1) as FakeSocket;
  return { channel, options, sockets, last, setToken: (value?: string) => (token = value) };
}

describe('notification channel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to the user’s address with the access token, on the page’s host', () => {
    const { sockets } = setUp();
    expect(sockets.map((s) => s.url)).toEqual([
      'wss://plotline.test/ws/notice_app/notifications/42/?token=access-1',
    ]);
    expect(toSocketUrl('/ws/x/', 'http://localhost:5173/a')).toBe('ws://localhost:5173/ws/x/');
  });

  it('reports connected and disconnected', () => {
    const { last, options } = setUp();
    last().open();
    expect(options.onStatus).toHaveBeenLastCalledWith('connected', false);
    last().drop(1006);
    expect(options.onStatus).toHaveBeenLastCalledWith('disconnected', false);
  });

  it('hands over each notification and logs messages that are not one', () => {
    const { last, options } = setUp();
    last().open();
    last().receive(JSON.stringify(ITEM));
    last().receive('not json');
    last().receive(JSON.stringify({ type: 'file_upload', data: { id: 'x' } }));
    expect(options.onItem).toHaveBeenCalledTimes(1);
    expect(options.onItem).toHaveBeenCalledWith(ITEM);
    expect(options.log).toHaveBeenCalledTimes(2);
  });

  it('retries an unclean close after 5 s, 5 times, then refreshes and reconnects', async () => {
    const { sockets, last, options } = setUp();
    last().open();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      last().drop(1006);
      await vi.advanceTimersByTimeAsync(4999);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
    }
    expect(options.refreshTokens).not.toHaveBeenCalled();
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(0);
    expect(options.refreshTokens).toHaveBeenCalledWith('access-1');
    expect(sockets).toHaveLength(7);
    expect(last().url).toContain('token=access-2');
    last().open();
    expect(options.onStatus).toHaveBeenLastCalledWith('connected', true);
  });

  it('refreshes then reconnects at once on 4401', async () => {
    const { sockets, last, options } = setUp();
    last().drop(SOCKET_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    expect(options.refreshTokens).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toContain('token=access-2');
  });

  it('stops when the refresh fails (the API client has already ended the session)', async () => {
    const { sockets, last, options } = setUp({ refreshTokens: vi.fn(async () => false) });
    last().drop(SOCKET_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(options.log).toHaveBeenLastCalledWith(expect.stringContaining('refresh failed'));
  });

  it('refreshes first when there is no access token', async () => {
    const { sockets, options, setToken } = setUp({ getToken: () => undefined });
    setToken(undefined);
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(options.refreshTokens).toHaveBeenCalledWith(undefined);
  });

  it('stops on 4403 without retrying', async () => {
    const { sockets, last, options } = setUp();
    last().open();
    last().drop(SOCKET_CLOSE.forbidden);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(options.refreshTokens).not.toHaveBeenCalled();
  });

  it('closes cleanly on sign-out and retries nothing afterwards', async () => {
    const { channel, sockets, last, options } = setUp();
    last().open();
    channel.close();
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(options.onStatus).toHaveBeenLastCalledWith('disconnected', false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('cancels a pending retry on sign-out', async () => {
    const { channel, sockets, last } = setUp();
    last().drop(1006);
    channel.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});
