import { describe, expect, it } from 'vitest';
import { formatNotificationDate } from './format-notification-date.ts';

const pad = (value: number) => String(value).padStart(2, '0');

describe('notification date', () => {
  it('shows YYYY-MM-DD HH:mm in local time', () => {
    const iso = '2025-03-09T23:45:10.123Z';
    const local = new Date(iso);
    const expected =
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ` +
      `${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(formatNotificationDate(iso)).toBe(expected);
    expect(formatNotificationDate(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('reads offsets other than UTC', () => {
    expect(formatNotificationDate('2025-03-10T02:45:00+03:00')).toBe(
      formatNotificationDate('2025-03-09T23:45:00Z'),
    );
  });
});
