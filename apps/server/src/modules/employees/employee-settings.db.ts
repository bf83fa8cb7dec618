import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';

/** Attachment types, attachments and extra fields belong to tenants; the host has none. */
export function tenantOf(ctx: Pick<RequestContext, 'tenantId'>): string {
  if (!ctx.tenantId) throw notFound();
  return ctx.tenantId;
}
