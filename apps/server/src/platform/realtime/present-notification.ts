import type { NotificationItem } from '@plotline/contract/notifications';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification in the wire shape of the list, the acknowledgement and the socket. */
export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    type: row.eventType,
    data: {
      id: row.id,
      title: row.title,
      message: row.message,
      is_ack: row.isAck,
      created_at: row.createdAt.toISOString(),
      status: row.status,
    },
  };
}

/** The stored notification `id` in its wire shape, or undefined once it is gone. */
export async function findNotificationItem(
  db: Db,
  id: number,
): Promise<NotificationItem | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row && presentNotification(row);
}
