import {
  formatText,
  type GetNotificationsQuery,
  type LanguageCode,
  type NamePair,
  type NotificationDto,
  type NotificationListResult,
  type NotificationRecipients,
  type NotificationTextKey,
  type NotificationType,
  notificationTexts,
  paramIn,
  type SendNotificationInput,
  type SendNotificationResult,
} from '@hr/contracts';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { newId } from '../../platform/db/columns.ts';
import { findOr404, pageOfTable } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { IdentityApi } from '../identity/public.ts';
import type { NotificationMailService } from './notification-mail.service.ts';
import { notifications, type StoredText } from './requests.tables.ts';

type Scope = Pick<RequestContext, 'tenantId' | 'userId'>;
type Reader = Pick<RequestContext, 'tenantId' | 'userId' | 'language'>;
/** A call that reads or writes time: the request's clock. */
type Clocked = Pick<RequestContext, 'tenantId' | 'userId' | 'now'>;
type Row = typeof notifications.$inferSelect;

/** The channel of notification events between server processes. */
export const notificationChannel = 'hr_notifications';

/** Published after a commit: which users got which notification, or whose unseen count changed. */
export type NotificationEvent =
  | { kind: 'created'; tenantId: string | null; items: Array<[userId: string, notificationId: string]> }
  | { kind: 'seen'; tenantId: string | null; userId: string };

/** A title or message: a notification text key with parameters, or a literal text. */
export type NotificationText =
  | { key: NotificationTextKey; params?: Record<string, string | number | NamePair> }
  | { text: string };

export interface NotificationContent {
  title: NotificationText;
  message: NotificationText;
  type?: NotificationType;
  /** The attendance or leave request it is about. */
  relatedId?: string | null;
  /** When it happened; now by default (demo data and imports give older times). */
  at?: Date;
  /** False: not e-mailed one by one (the caller mails it its own way: the reminders' daily digest). */
  mail?: boolean;
}

/** Whom to notify: users by id, the active holders of a role, or every active user of the tenant. */
export type NotificationAudience = { userIds: readonly string[] } | { roleId: string } | { everyone: true };

// A NOTIFY payload stays far below PostgreSQL's 8000 bytes: about 80 bytes per recipient.
const recipientsPerEvent = 80;
// Large audiences are written in batches of this many rows.
const insertBatch = 1000;

/**
 * In a right-to-left text every parameter (a date, a Latin name) is a bidirectional isolate (FSI..PDI),
 * so that "2026-12-01" or "John Smith" keeps its own order inside the Arabic sentence. In a left-to-right
 * text only a parameter with right-to-left letters is (an Arabic name, a reason typed in Arabic): without
 * it "rejected: السجل صحيح، راجع قسم IT." shows its words out of order; Latin parameters stay as they are.
 */
const rightToLeft = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const isolate = (params: Record<string, string | number> | undefined, all: boolean) =>
  params &&
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, all || rightToLeft.test(String(v)) ? `\u2068${v}\u2069` : v]),
  );

export function renderText(text: StoredText, language: LanguageCode): string {
  if ('text' in text) return text.text;
  const entry = notificationTexts[text.key as NotificationTextKey];
  if (!entry) return text.key;
  // A name in two languages is the reader's (a leave type's name).
  const params =
    text.params && Object.fromEntries(Object.entries(text.params).map(([k, v]) => [k, paramIn(v, language)]));
  return formatText(entry[language], isolate(params, language === 'ar'));
}

export function toNotificationDto(row: Row, language: LanguageCode): NotificationDto {
  return {
    id: row.id,
    title: renderText(row.title, language),
    message: renderText(row.message, language),
    isSeen: row.isSeen,
    creationTime: row.creationTime.toISOString(),
    type: row.type as NotificationType,
    relatedId: row.relatedId,
  };
}

const ofTenant = (tenantId: string | null) =>
  tenantId ? eq(notifications.tenantId, tenantId) : isNull(notifications.tenantId);
const ofRecipient = (ctx: Scope): SQL | undefined => {
  if (!ctx.userId) throw new AppError('Platform:Unauthorized');
  return and(ofTenant(ctx.tenantId), eq(notifications.recipientId, ctx.userId));
};

/**
 * Notifications: each recipient reads and marks only their own. Other modules call `notify` (or `write`
 * inside their own transaction) from their workflows; every write is announced on the event bus after
 * commit so that every server process can push it to the recipient's open streams.
 */
export function createNotificationService(
  db: Database,
  deps: {
    events: EventBus;
    users: Pick<IdentityApi['users'], 'activeUserIds' | 'get' | 'list'>;
    roles: Pick<IdentityApi['roles'], 'get' | 'all'>;
    /** Mails the notifications written as they happen to their recipients (queued in the same transaction). */
    mail?: Pick<NotificationMailService, 'queue'>;
  },
) {
  async function unseenCountIn(tx: Tx, ctx: Scope): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(ofRecipient(ctx), eq(notifications.isSeen, false)));
    return row?.n ?? 0;
  }

  async function resolve(ctx: Scope, audience: NotificationAudience): Promise<string[]> {
    if ('userIds' in audience) {
      const wanted = new Set(audience.userIds);
      if (wanted.size === 0) return [];
      // Only active users of the caller's tenant: an id of another tenant is simply nobody here.
      const active = await deps.users.activeUserIds(ctx, wanted.size === 1 ? { userId: [...wanted][0] } : {});
      return active.filter((id) => wanted.has(id));
    }
    if ('roleId' in audience) return deps.users.activeUserIds(ctx, { roleId: audience.roleId });
    return deps.users.activeUserIds(ctx);
  }

  const service = {
    /**
     * Writes one notification per recipient inside the caller's transaction and announces them on commit.
     * The recipients must be users of `ctx`'s tenant (the caller resolved them).
     */
    async write(
      tx: Tx,
      ctx: Pick<RequestContext, 'tenantId' | 'userId'>,
      recipientIds: readonly string[],
      content: NotificationContent,
    ): Promise<number> {
      const unique = [...new Set(recipientIds)];
      const items: Array<[string, string]> = [];
      for (let i = 0; i < unique.length; i += insertBatch) {
        const rows = unique.slice(i, i + insertBatch).map((recipientId) => ({
          id: newId(),
          tenantId: ctx.tenantId,
          recipientId,
          title: content.title,
          message: content.message,
          type: content.type ?? 0,
          relatedId: content.relatedId ?? null,
          creatorId: ctx.userId,
          ...(content.at ? { creationTime: content.at } : {}),
        }));
        await tx.insert(notifications).values(rows);
        for (const r of rows) items.push([r.recipientId, r.id]);
      }
      for (let i = 0; i < items.length; i += recipientsPerEvent) {
        const event: NotificationEvent = {
          kind: 'created',
          tenantId: ctx.tenantId,
          items: items.slice(i, i + recipientsPerEvent),
        };
        await deps.events.publish(tx, notificationChannel, event);
      }
      // Demo data and imports (an older time given) are not news: only what happens now is mailed.
      if (!content.at && content.mail !== false && deps.mail)
        await deps.mail.queue(
          tx,
          ctx.tenantId,
          items.map(([, id]) => id),
        );
      return unique.length;
    },

    /** Notifies an audience of the caller's tenant; returns how many people received it. */
    async notify(ctx: Scope, audience: NotificationAudience, content: NotificationContent): Promise<number> {
      const recipients = await resolve(ctx, audience);
      if (recipients.length === 0) return 0;
      return db.transaction(ctx, (tx) => service.write(tx, ctx, recipients, content));
    },

    /** `GET /api/app/notification`: the caller's own, newest first, with their unseen count. */
    async list(ctx: Reader, input: GetNotificationsQuery) {
      return db.transaction(ctx, async (tx): Promise<NotificationListResult> => {
        const result = await pageOfTable(tx, notifications, input, {
          where: and(
            ofRecipient(ctx),
            input.isSeen === undefined ? undefined : eq(notifications.isSeen, input.isSeen),
          ),
          order: [desc(notifications.creationTime), desc(notifications.id)],
          map: (row) => toNotificationDto(row, ctx.language),
        });
        return { ...result, unseenCount: await unseenCountIn(tx, ctx) };
      });
    },

    /**
     * For the live stream: the given notifications of the given recipients and those recipients' unseen
     * counts, in one transaction and two statements however many recipients an event names.
     */
    async forStreams(tenantId: string | null, recipientIds: readonly string[], ids: readonly string[]) {
      if (recipientIds.length === 0 || ids.length === 0)
        return { rows: [] as Row[], unseen: new Map<string, number>() };
      return db.transaction({ tenantId }, async (tx) => {
        const mine = and(ofTenant(tenantId), inArray(notifications.recipientId, [...recipientIds]));
        const rows = await tx
          .select()
          .from(notifications)
          .where(and(mine, inArray(notifications.id, [...ids])))
          .orderBy(notifications.creationTime, notifications.id);
        const counts = await tx
          .select({ recipientId: notifications.recipientId, n: count() })
          .from(notifications)
          .where(and(mine, eq(notifications.isSeen, false)))
          .groupBy(notifications.recipientId);
        return { rows, unseen: new Map(counts.map((c) => [c.recipientId, c.n])) };
      });
    },

    async unseenCount(ctx: Scope): Promise<number> {
      return db.transaction(ctx, (tx) => unseenCountIn(tx, ctx));
    },

    /**
     * For a stream that opens: the unseen count, and when the newest of the recipient's notifications was made
     * (null: none), read once the stream listens. A client's list read before that moment missed no
     * notification of this recipient if the newest is older than the read (`notificationStreamStart`).
     */
    async streamStart(ctx: Scope): Promise<{ unseenCount: number; newestAt: string | null }> {
      return db.transaction(ctx, async (tx) => {
        const [newest] = await tx
          .select({ at: notifications.creationTime })
          .from(notifications)
          .where(ofRecipient(ctx))
          .orderBy(desc(notifications.creationTime))
          .limit(1);
        return { unseenCount: await unseenCountIn(tx, ctx), newestAt: newest?.at.toISOString() ?? null };
      });
    },

    /** Only the recipient may mark it; marking a seen one again changes nothing. */
    async markAsSeen(ctx: Clocked, id: string): Promise<void> {
      await db.transaction(ctx, async (tx) => {
        const row = findOr404(
          await tx
            .select({ isSeen: notifications.isSeen })
            .from(notifications)
            .where(and(ofRecipient(ctx), eq(notifications.id, id))),
        );
        if (row.isSeen) return;
        await tx
          .update(notifications)
          .set({ isSeen: true, seenTime: ctx.now() })
          .where(and(ofRecipient(ctx), eq(notifications.id, id)));
        await publishSeen(tx, ctx);
      });
    },

    async markAllAsSeen(ctx: Clocked): Promise<void> {
      await db.transaction(ctx, async (tx) => {
        const changed = await tx
          .update(notifications)
          .set({ isSeen: true, seenTime: ctx.now() })
          .where(and(ofRecipient(ctx), eq(notifications.isSeen, false)))
          .returning({ id: notifications.id });
        if (changed.length > 0) await publishSeen(tx, ctx);
      });
    },

    /** `send-notification`: a literal title and message from a person with the Send permission. */
    async send(ctx: Clocked, input: SendNotificationInput): Promise<SendNotificationResult> {
      let audience: NotificationAudience;
      if (input.target === 'User') {
        // A user of another tenant (or none) is not found, not "nobody": say so.
        await deps.users.get(ctx, input.userId as string).catch(() => {
          throw new AppError('Notifications:RecipientNotFound');
        });
        audience = { userIds: [input.userId as string] };
      } else if (input.target === 'Role') {
        await deps.roles.get(ctx, input.roleId as string).catch(() => {
          throw new AppError('Notifications:RecipientNotFound');
        });
        audience = { roleId: input.roleId as string };
      } else {
        audience = { everyone: true };
      }
      const recipientCount = await service.notify(ctx, audience, {
        title: { text: input.title },
        message: { text: input.message },
      });
      if (recipientCount === 0) throw new AppError('Notifications:NoRecipients');
      return { recipientCount };
    },

    /** Whom the send dialog offers: active users matching the filter (20 at most) and every role. */
    async recipients(ctx: Clocked, filter: string | undefined): Promise<NotificationRecipients> {
      const found = await deps.users.list(ctx, {
        filter,
        skipCount: 0,
        maxResultCount: 20,
        sorting: 'userName',
      });
      const roles = await deps.roles.all(ctx);
      return {
        users: found.items
          .filter((u) => u.isActive)
          .map((u) => ({ id: u.id, userName: u.userName, name: u.name, surname: u.surname })),
        roles: roles.items.map((r) => ({ id: r.id, name: r.name })),
      };
    },
  };

  async function publishSeen(tx: Tx, ctx: Scope): Promise<void> {
    const event: NotificationEvent = { kind: 'seen', tenantId: ctx.tenantId, userId: ctx.userId as string };
    await deps.events.publish(tx, notificationChannel, event);
  }

  return service;
}
export type NotificationService = ReturnType<typeof createNotificationService>;
