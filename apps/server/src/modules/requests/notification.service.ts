import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events.ts';
import type { UserService } from '../identity/user.service.ts';

/** Notifications: written by other modules' workflows and by senders, read by their recipients. */
export function createNotificationService(_db: Database, _deps: { events: EventBus; users: UserService }) {
  return {};
}
export type NotificationService = ReturnType<typeof createNotificationService>;
