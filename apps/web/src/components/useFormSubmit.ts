import type { FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../app/api-error.ts';
import { feedback } from '../app/feedback.ts';
import { invalidateAfterChange } from '../app/invalidate-after-change.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import type { FormSource } from './record-form.ts';

export interface FormSubmitOptions {
  /** Another success message; false when the screen shows its own. */
  successMessage?: ReactNode | false;
  /**
   * Business refusals (422) that belong to a field, by error code: shown under it besides the message
   * (`{ 'Finance:DuplicateExchangeRate': 'date' }`).
   */
  fieldOfCode?: Readonly<Record<string, string>>;
  /** After the save, its message and the refresh: close the dialog, leave the page. */
  onDone: (saved: unknown) => void;
}

/**
 * Saving a form: one save at a time; a refusal lands on the fields (a 400's validation errors, a business
 * code `fieldOfCode` ties to a field, or the contract's issues when the values failed its schema before any
 * call) and keeps what was typed; a success
 * runs `onSaved`, refreshes the lists (the OK button still busy), says Created or Updated, then `onDone`.
 */
export function useFormSubmit<V>(form: FormInstance<V>, source: FormSource<V>, options: FormSubmitOptions) {
  const { t } = useTranslation();
  const { message } = feedback();
  const [saving, setSaving] = useState(false);

  const finish = async (values: V) => {
    if (saving) return;
    setSaving(true);
    let saved: unknown;
    try {
      saved = await source.submit(values);
    } catch (error) {
      const unplaced = applyServerErrors(form, error, { fieldOfCode: options.fieldOfCode });
      // The HTTP client has shown an API error; anything else is said here.
      if (unplaced && !isApiError(error)) message.error(unplaced);
      setSaving(false);
      return;
    }
    // Still saving while the lists refresh: no second save, and the form closes on fresh data.
    try {
      await source.onSaved?.(saved, source.mode);
      // The changed list and whatever other modules declared to show of it (app/invalidation.ts).
      if (source.invalidate) await invalidateAfterChange(source.invalidate);
    } finally {
      setSaving(false);
    }
    // Said as the form closes on the refreshed list, so the message is there while the list is read.
    if (options.successMessage !== false)
      message.success(
        options.successMessage ?? t(source.mode === 'create' ? 'CreatedSuccessfully' : 'UpdatedSuccessfully'),
      );
    options.onDone(saved);
  };

  return { saving, finish };
}
