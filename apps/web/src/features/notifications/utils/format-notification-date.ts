import dayjs from 'dayjs';

/** Spec §9: notification dates show as `YYYY-MM-DD HH:mm`, converted from UTC to local time. */
export const NOTIFICATION_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

/** The local date and time of an ISO 8601 timestamp, as the popover shows it. */
export function formatNotificationDate(createdAt: string): string {
  return dayjs(createdAt).format(NOTIFICATION_DATE_FORMAT);
}
