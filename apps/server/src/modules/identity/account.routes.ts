import {
  AccountPaths,
  changePasswordInput,
  profileDto,
  registerInput,
  resetPasswordInput,
  sendPasswordResetCodeInput,
  updateProfileInput,
  userDto,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, publicAccess } from '../../platform/context.ts';
import type { IdentityServices } from './index.ts';

const tags = ['Account'];
/** Per client address, like the token endpoint: slows down guessing and mail flooding. */
const rateLimit = { max: 10, timeWindow: '1 minute' };

/** The account pages' API; the tenant is the `__tenant` header (or the signed-in user's). */
export function accountRoutes({ account }: IdentityServices): FastifyPluginAsyncZod {
  return async (app) => {
    // Reset mails still on their way are sent before the process stops.
    app.addHook('onClose', () => account.drain());

    app.post(
      AccountPaths.register,
      {
        schema: { tags, body: registerInput, response: { 200: userDto } },
        config: { access: publicAccess, rateLimit },
      },
      (req) => account.register(req.ctx, req.body),
    );
    app.post(
      AccountPaths.sendPasswordResetCode,
      {
        schema: { tags, body: sendPasswordResetCodeInput, response: { 204: z.null() } },
        config: { access: publicAccess, rateLimit },
      },
      async (req, reply) => {
        account.requestPasswordReset(req.ctx, req.body, req.log);
        return reply.status(204).send(null);
      },
    );
    app.post(
      AccountPaths.resetPassword,
      {
        schema: { tags, body: resetPasswordInput, response: { 204: z.null() } },
        config: { access: publicAccess, rateLimit },
      },
      async (req, reply) => {
        await account.resetPassword(req.ctx, req.body);
        return reply.status(204).send(null);
      },
    );
    app.get(
      AccountPaths.myProfile,
      { schema: { tags, response: { 200: profileDto } }, config: { access: authenticated } },
      (req) => account.getProfile(req.ctx),
    );
    app.put(
      AccountPaths.myProfile,
      {
        schema: { tags, body: updateProfileInput, response: { 200: profileDto } },
        config: { access: authenticated },
      },
      (req) => account.updateProfile(req.ctx, req.body),
    );
    app.post(
      AccountPaths.changePassword,
      {
        schema: { tags, body: changePasswordInput, response: { 204: z.null() } },
        config: { access: authenticated },
      },
      async (req, reply) => {
        await account.changePassword(req.ctx, req.body);
        return reply.status(204).send(null);
      },
    );
  };
}
