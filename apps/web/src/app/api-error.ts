export interface ValidationError {
  message: string;
  members: string[];
}

/** A failed API call: the HTTP status and the server's `{ error: { code, message, ... } }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly details: string | null = null,
    readonly validationErrors: ValidationError[] = [],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** Reads an error body; it may arrive as an object, as JSON text, or as JSON text holding JSON text. */
export function parseErrorBody(body: unknown): {
  code: string | null;
  message: string | null;
  details: string | null;
  validationErrors: ValidationError[];
} {
  let value = body;
  for (let i = 0; i < 2 && typeof value === 'string'; i++) {
    try {
      value = JSON.parse(value);
    } catch {
      break;
    }
  }
  const error = asRecord(asRecord(value)?.error);
  const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  const validationErrors = Array.isArray(error?.validationErrors)
    ? error.validationErrors.flatMap((item) => {
        const record = asRecord(item);
        if (!record || typeof record.message !== 'string') return [];
        const members = Array.isArray(record.members)
          ? record.members.filter((m): m is string => typeof m === 'string')
          : [];
        return [{ message: record.message, members }];
      })
    : [];
  return {
    code: text(error?.code),
    message:
      text(error?.message) ?? text(error?.error_description) ?? text(asRecord(value)?.error_description),
    details: text(error?.details),
    validationErrors,
  };
}
