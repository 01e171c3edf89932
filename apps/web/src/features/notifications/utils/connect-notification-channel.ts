import {
  NotificationItem,
  notificationsSocketPath,
  SOCKET_CLOSE,
} from '@plotline/contract/notifications';
import {
  type ChannelStatus,
  INITIAL_RECONNECT_STATE,
  nextReconnectStep,
  openedState,
} from './reconnect-policy.ts';

/** The part of the browser's WebSocket the channel uses (tests pass a fake). */
export type ChannelSocket = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: (code?: number) => void;
};

export type ChannelOptions = {
  userId: number;
  /** The current access token (read at every connect: a refresh replaces it). */
  getToken: () => string | undefined;
  /** The API client's shared refresh; false means the session has ended. */
  refreshTokens: (usedToken: string | undefined) => Promise<boolean>;
  onItem: (item: NotificationItem) => void;
  /** `isReconnect` is true for every open after the first. */
  onStatus: (status: ChannelStatus, isReconnect: boolean) => void;
  createSocket: (url: string) => ChannelSocket;
  /** Spec §8: real-time failures are only logged. */
  log: (message: string, detail?: unknown) => void;
};

export type NotificationChannel = { close: () => void };

/** Normal closure: the client leaves on purpose (sign-out). */
const CLOSE_NORMAL = 1000;

/** The ws:// (wss:// on https pages) address of a socket path on the page's own host. */
export function toSocketUrl(path: string, pageUrl: string): string {
  const url = new URL(path, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * Opens the real-time notification channel of a user (spec §4) and keeps it open by the
 * rules of {@link nextReconnectStep} until `close()`, which closes it cleanly.
 * @param pageUrl the page's address: the socket goes to the same host
 */
export function connectNotificationChannel(
  options: ChannelOptions,
  pageUrl: string,
): NotificationChannel {
  let state = INITIAL_RECONNECT_STATE;
  let socket: ChannelSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isClosed = false;
  let hasOpened = false;

  function connect(): void {
    if (isClosed) return;
    const token = options.getToken();
    if (!token) {
      // without a token the server would answer 4401: refresh first
      handleClose(SOCKET_CLOSE.unauthorized, token);
      return;
    }
    const opened = options.createSocket(
      toSocketUrl(notificationsSocketPath(options.userId, token), pageUrl),
    );
    socket = opened;
    opened.onopen = () => {
      state = openedState();
      options.onStatus('connected', hasOpened);
      hasOpened = true;
    };
    opened.onmessage = (event) => receive(event.data);
    opened.onerror = () => options.log('notification channel: connection error');
    opened.onclose = (event) => {
      socket = null;
      handleClose(event.code, token);
    };
  }

  function handleClose(code: number, usedToken: string | undefined): void {
    if (isClosed) return;
    const wasConnected = state.status === 'connected';
    const next = nextReconnectStep(state, code);
    state = next.state;
    if (wasConnected) options.onStatus('disconnected', false);
    const { step } = next;
    options.log(`notification channel: closed with ${code}, next ${step.action}`);
    if (step.action === 'retry') timer = setTimeout(connect, step.delayMs);
    if (step.action === 'refresh') refreshThenConnect(usedToken);
  }

  function refreshThenConnect(usedToken: string | undefined): void {
    void options.refreshTokens(usedToken).then(
      (isRefreshed) => {
        if (isRefreshed) connect();
        else options.log('notification channel: token refresh failed, the session has ended');
      },
      (error: unknown) => options.log('notification channel: token refresh failed', error),
    );
  }

  function receive(data: unknown): void {
    let parsed: ReturnType<typeof NotificationItem.safeParse>;
    try {
      parsed = NotificationItem.safeParse(typeof data === 'string' ? JSON.parse(data) : data);
    } catch (error) {
      options.log('notification channel: a message is not JSON', error);
      return;
    }
    if (parsed.success) options.onItem(parsed.data);
    else options.log('notification channel: a message is not a notification', parsed.error);
  }

  connect();
  return {
    close: () => {
      if (isClosed) return;
      isClosed = true;
      clearTimeout(timer);
      if (socket) {
        socket.onclose = null;
        socket.close(CLOSE_NORMAL);
        socket = null;
      }
      if (state.status === 'connected') options.onStatus('disconnected', false);
      state = INITIAL_RECONNECT_STATE;
    },
  };
}
