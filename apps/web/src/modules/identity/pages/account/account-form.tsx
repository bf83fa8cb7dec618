import { Alert, Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { type SavingOptions, useSaving } from '../../../../components/useSaving.ts';

/**
 * An account form (the signed-out ones, My Account's): its store, its save (one at a time, a refusal on the
 * fields) and what a refusal says that no field takes, for `AccountFormError` above the fields; cleared at
 * the next submit.
 */
export function useAccountForm<V>(options: SavingOptions = {}) {
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);
  const { saving, run } = useSaving(form, {
    fieldOfCode: options.fieldOfCode,
    onRefused: (unplaced, e) => {
      options.onRefused?.(unplaced, e);
      setError(unplaced);
    },
  });
  const submit = (save: () => Promise<unknown>) =>
    run(async () => {
      setError(null);
      await save();
    });
  return { form, error, saving, submit };
}

/** The refusal of an account form, above its fields. */
export function AccountFormError({ error, description }: { error: string | null; description?: ReactNode }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={error}
      description={description}
      style={{ marginBottom: 16 }}
    />
  );
}
