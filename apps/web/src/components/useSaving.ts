import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '../app/api-error.ts';
import { feedback } from '../app/feedback.ts';
import { applyServerErrors } from './apply-server-errors.ts';

export interface SavingOptions {
  /** Business refusals that belong to a field, by error code (see `applyServerErrors`). */
  fieldOfCode?: Readonly<Record<string, string>>;
  /**
   * What a refusal says that no field takes (null when the fields took it all), and the error itself. By
   * default it is said as a message unless it is an API error (the HTTP client has shown those).
   */
  onRefused?: (unplaced: string | null, error: unknown) => void;
}

/**
 * A form's own save (one that is not a FormDialog's or FormPage's): one at a time, a second submit while one
 * is on its way being ignored; a refusal lands on the form's fields. `run(save)` runs the save, its success
 * steps (message, refresh) included; `saving` is true meanwhile.
 */
export function useSaving<V>(form: FormInstance<V>, options: SavingOptions = {}) {
  const { message } = feedback();
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const run = async (save: () => Promise<unknown>) => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    try {
      await save();
    } catch (error) {
      const unplaced = applyServerErrors(form, error, { fieldOfCode: options.fieldOfCode });
      if (options.onRefused) options.onRefused(unplaced, error);
      else if (unplaced && !isApiError(error)) message.error(unplaced);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return { saving, run };
}
