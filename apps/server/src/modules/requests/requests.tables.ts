import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tenantIsolationPolicy } from '../../platform/db/columns.ts';

/**
 * A text of a notification: a key of the notification texts with its parameters (rendered in each
 * reader's language), or a literal text a person wrote.
 */
export type StoredText = { key: string; params?: Record<string, string | number> } | { text: string };

/**
 * One row per recipient: sending to a role or to everyone writes a row for each person, so that each
 * has their own seen flag. Never updated but for `is_seen`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    // Null for host users.
    tenantId: uuid('tenant_id'),
    recipientId: uuid('recipient_id').notNull(),
    title: jsonb('title').$type<StoredText>().notNull(),
    message: jsonb('message').$type<StoredText>().notNull(),
    type: smallint('type').notNull().default(0),
    relatedId: uuid('related_id'),
    isSeen: boolean('is_seen').notNull().default(false),
    seenTime: timestamp('seen_time', { withTimezone: true, mode: 'date' }),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    creatorId: uuid('creator_id'),
  },
  (t) => [
    // The recipient's list, newest first (the id breaks ties: UUIDv7 is time-ordered).
    index('notifications_recipient_time').on(
      t.tenantId,
      t.recipientId,
      t.creationTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unseen count of the badge.
    index('notifications_recipient_unseen').on(t.tenantId, t.recipientId).where(sql`not ${t.isSeen}`),
    tenantIsolationPolicy('notifications'),
  ],
);
