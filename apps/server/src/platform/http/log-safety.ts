/**
 * How errors are written to the log: the statement and the database's error code, never the values.
 * Drizzle's query errors carry the parameters (password hashes, e-mails, anything a user typed) in
 * `params` and at the end of their message, and PostgreSQL's `detail` repeats the values of a violated
 * key ("Key (email)=(x@y.z) already exists"); none of that is written.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error) || depth > 3)
    return { type: typeof error, message: String(error), stack: '' };
  const e = error as Error & Record<string, unknown>;
  // PostgreSQL's own messages quote the offending value ('invalid input syntax for type integer: "..."'):
  // of a database error only the code and where it arose are kept.
  const fromDatabase = typeof e.severity === 'string' && typeof e.code === 'string';
  const out: LoggedError = fromDatabase
    ? { type: 'DatabaseError', message: `database error ${e.code}`, stack: '' }
    : { type: e.name, message: withoutParams(e.message), stack: withoutParams(e.stack ?? '') };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column', 'severity', 'routine', 'query'])
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  if (e.cause) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** Drops drizzle's "params: ..." tail (and anything after it) from a message or a stack. */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [redacted]`;
}
