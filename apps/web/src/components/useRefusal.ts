import { useState } from 'react';
import { type ApiError, isApiError } from '../app/api-error.ts';

/**
 * A refusal said inside a dialog, beside what was chosen (a business rule that lands on no field): cleared
 * when a save starts and when the dialog closes, kept when a save fails with an error `of` picks out (what
 * it returns is what the dialog shows), then the error is thrown on, so the dialog stays open with its input.
 * `afterRefusal` runs once a refusal is kept (read the list again when the refusal says it changed).
 */
export function useRefusal<R = string>(
  of: (error: ApiError) => R | undefined,
  afterRefusal?: () => Promise<unknown>,
) {
  const [refusal, setRefusal] = useState<R | null>(null);
  return {
    refusal,
    /** Runs the dialog's save, keeping the refusal it fails with. */
    async save<T>(call: () => Promise<T>): Promise<T> {
      setRefusal(null);
      try {
        return await call();
      } catch (error) {
        const picked = isApiError(error) ? of(error) : undefined;
        if (picked !== undefined) {
          setRefusal(picked);
          await afterRefusal?.();
        }
        throw error;
      }
    },
    /** The dialog's close: the refusal is forgotten, then `onClose`. */
    closing: (onClose: () => void) => (): void => {
      setRefusal(null);
      onClose();
    },
  };
}
