import { describe, expect, it } from 'vitest';
import { notificationToastOptions, toneOf } from './notification-status.ts';

describe('notification status', () => {
  it('colours failed as error and keeps the other four', () => {
    expect(toneOf('success')).toBe('success');
    expect(toneOf('info')).toBe('info');
    expect(toneOf('warning')).toBe('warning');
    expect(toneOf('error')).toBe('error');
    expect(toneOf('failed')).toBe('error');
  });

  it('closes a notification toast after 5 s, one toast per notification', () => {
    expect(notificationToastOptions(7, 'task_completed', 'failed')).toEqual({
      toastId: 'notification-7',
      type: 'error',
      autoClose: 5000,
    });
  });

  it('leaves file-upload toasts with the default options', () => {
    expect(notificationToastOptions(8, 'file_upload', 'success')).toEqual({
      toastId: 'notification-8',
      type: 'success',
    });
  });
});
