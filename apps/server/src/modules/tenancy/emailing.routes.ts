import {
  emailSettingsDto,
  sendTestEmailInput,
  TenancyPermissions,
  updateEmailSettingsInput,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePolicy } from '../../platform/context.ts';
import type { TenancyServices } from './index.ts';

const tags = ['Setting management'];
const { Emailing } = TenancyPermissions;

/** Document 1 §7 Settings: the e-mail settings of the caller's side (host or tenant) and a test e-mail. */
export function emailingRoutes({ emailing }: TenancyServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/setting-management/emailing',
      {
        schema: { tags, response: { 200: emailSettingsDto } },
        config: { access: requirePolicy(Emailing.Default) },
      },
      (req) => emailing.get(req.ctx),
    );
    app.post(
      '/api/setting-management/emailing',
      {
        schema: { tags, body: updateEmailSettingsInput, response: { 204: z.null() } },
        config: { access: requirePolicy(Emailing.Default) },
      },
      async (req, reply) => {
        await emailing.update(req.ctx, req.body);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/setting-management/emailing/send-test-email',
      {
        schema: { tags, body: sendTestEmailInput, response: { 204: z.null() } },
        config: { access: requirePolicy(Emailing.Test) },
      },
      async (req, reply) => {
        await emailing.sendTestEmail(req.ctx, req.body);
        return reply.status(204).send(null);
      },
    );
  };
}
