import sse from '@fastify/sse';
import {
  getNotificationRecipientsInput,
  getNotificationsInput,
  NotificationPaths,
  notificationListResult,
  notificationRecipients,
  RequestsPermissions,
  sendNotificationInput,
  sendNotificationResult,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { authenticated, requirePolicy } from '../../platform/context.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RequestsServices } from './index.ts';
import { createNotificationHub } from './notification-hub.ts';

const tags = ['Notifications'];
const idParams = z.object({ id: z.uuid() });

/** Milliseconds until the bearer token of the request expires (it was verified before the handler). */
function tokenLifetime(authorization: string | undefined): number {
  const exp = authorization ? decodeJwt(authorization.slice('Bearer '.length)).exp : undefined;
  return exp ? Math.max(0, exp * 1000 - Date.now()) : 0;
}

/** The caller's own notifications, sending them, and their live stream. */
export function notificationRoutes(
  { notifications }: RequestsServices,
  events: EventBus,
): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = createNotificationHub(notifications, events);
    await app.register(sse, { heartbeatInterval: 25_000 });
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => hub.closeAll());

    app.get(
      NotificationPaths.list,
      {
        schema: { tags, querystring: getNotificationsInput, response: { 200: notificationListResult } },
        config: { access: authenticated },
      },
      (req) => notifications.list(req.ctx, req.query),
    );
    app.post(
      '/api/app/notification/:id/mark-as-seen',
      {
        schema: { tags, params: idParams, response: { 204: z.null() } },
        config: { access: authenticated },
      },
      async (req, reply) => {
        await notifications.markAsSeen(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      NotificationPaths.markAllAsSeen,
      { schema: { tags, response: { 204: z.null() } }, config: { access: authenticated } },
      async (req, reply) => {
        await notifications.markAllAsSeen(req.ctx);
        return reply.status(204).send(null);
      },
    );
    app.post(
      NotificationPaths.send,
      {
        schema: { tags, body: sendNotificationInput, response: { 200: sendNotificationResult } },
        config: { access: requirePolicy(RequestsPermissions.Notifications.Send) },
      },
      (req) => notifications.send(req.ctx, req.body),
    );
    app.get(
      NotificationPaths.recipients,
      {
        schema: {
          tags,
          querystring: getNotificationRecipientsInput,
          response: { 200: notificationRecipients },
        },
        config: { access: requirePolicy(RequestsPermissions.Notifications.Send) },
      },
      (req) => notifications.recipients(req.ctx, req.query.filter),
    );

    // Server-sent events: the unseen count at once, then each new notification and count change. The
    // stream ends when the access token expires; the client reconnects with its refreshed token.
    app.get(
      NotificationPaths.stream,
      { sse: 'only', schema: { tags }, config: { access: authenticated } },
      async (req, reply) => {
        reply.header('cache-control', 'no-cache, no-transform');
        reply.header('x-accel-buffering', 'no');
        reply.sse.keepAlive();
        const expiry = setTimeout(() => reply.sse.close(), tokenLifetime(req.headers.authorization));
        expiry.unref();
        let detach: (() => void) | undefined;
        let closed = false;
        reply.sse.onClose(() => {
          closed = true;
          clearTimeout(expiry);
          detach?.();
        });
        detach = await hub.attach({
          reader: { tenantId: req.ctx.tenantId, userId: req.ctx.userId, language: req.ctx.language },
          send: (message) => reply.sse.send(message),
          close: () => reply.sse.close(),
        });
        if (closed) detach();
      },
    );
  };
}
