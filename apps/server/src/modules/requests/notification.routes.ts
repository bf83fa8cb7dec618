import sse from '@fastify/sse';
import { notificationEndpoints, notificationStream } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { authenticated } from '../../platform/context.ts';
import type { EventBus } from '../../platform/events.ts';
import { mount } from '../../platform/http/mount.ts';
import type { RequestsServices } from './index.ts';
import { createNotificationHub } from './notification-hub.ts';

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

    await app.register(
      mount(notificationEndpoints, {
        list: (req) => notifications.list(req.ctx, req.query),
        markAsSeen: (req) => notifications.markAsSeen(req.ctx, req.params.id),
        markAllAsSeen: (req) => notifications.markAllAsSeen(req.ctx),
        send: (req) => notifications.send(req.ctx, req.body),
        recipients: (req) => notifications.recipients(req.ctx, req.query.filter),
      }).plugin,
    );

    // Server-sent events: the unseen count at once, then each new notification and count change. The
    // stream ends when the access token expires; the client reconnects with its refreshed token.
    app.get(
      notificationStream.path,
      { sse: 'only', schema: { tags: [notificationStream.tag] }, config: { access: authenticated } },
      async (req, reply) => {
        // The client may have left while the request waited in the access check (a tab reloaded or
        // navigated on a busy server). Its response closed before the SSE context listened for that, so
        // the context would never learn it and every write would wait forever: attach nothing.
        if (reply.raw.destroyed || req.raw.socket.destroyed) return;
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
