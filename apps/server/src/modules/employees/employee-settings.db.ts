import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';

/** Attachment types, attachments and extra fields belong to tenants; the host has none. */
export function tenantOf(ctx: Pick<RequestContext, 'tenantId'>): string {
  if (!ctx.tenantId) throw notFound();
  return ctx.tenantId;
}

/**
 * Whether the error is PostgreSQL's unique violation of the named index (drizzle wraps the driver's
 * error): two concurrent saves passed the check before either inserted.
 */
export function violates(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505' && e.constraint === constraint) return true;
    e = e.cause as typeof e;
  }
  return false;
}
