import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { applyServerErrors } from '../../../components/apply-server-errors.ts';

/**
 * Puts the server's business refusals (422) of a dialog's save under the field they concern (a duplicate
 * date under the date), besides the message the HTTP client shows; the form keeps what was typed. Give the
 * form to `formRef` from the dialog's children and chain `.catch(place)` to the save's call.
 */
export function useRefusalsOnFields(fieldOfCode: Readonly<Record<string, string>>) {
  const formRef = useRef<FormInstance | null>(null);
  const place = (error: unknown): never => {
    if (formRef.current) applyServerErrors(formRef.current, error, { fieldOfCode });
    throw error;
  };
  return { formRef, place };
}
