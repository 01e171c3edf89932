import type {
  NotificationEventType,
  NotificationItem,
  NotificationStatus,
} from '@plotline/contract/notifications';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { EventBus } from './event-bus.ts';
import { presentNotification } from './present-notification.ts';

export type NotificationInput = {
  userId: number;
  type: NotificationEventType;
  /** Stored as given: write it in the language of the request that caused it (decision 021). */
  title: string;
  message: string;
  status: NotificationStatus;
};

/**
 * Raises a notification: stores it for the user, then sends it to every socket the user has
 * open in any server process. The one way any module notifies a user. Call it with the
 * database, never a transaction: the event must not leave before the row is committed.
 * @returns the notification in its wire shape
 */
export async function notify(
  db: Db,
  bus: EventBus,
  input: NotificationInput,
): Promise<NotificationItem> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      eventType: input.type,
      title: input.title,
      message: input.message,
      status: input.status,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const item = presentNotification(row);
  await bus.publish(input.userId, item);
  return item;
}
