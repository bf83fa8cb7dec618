import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field, SchemaForm } from '../../../../components/Field.tsx';
import { type SavingOptions, useSaving } from '../../../../components/useSaving.ts';
import { maxLengthOf } from '../../../../components/zod-rules.ts';
import { confirmRule } from './password-rules.ts';

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

/**
 * A signed-out account form (register, forgot and reset password): its refusal, its fields, one large submit
 * button and a link under it.
 */
export function SignedOutForm<V>({
  account,
  schema,
  onFinish,
  errorDescription,
  submitLabel,
  submitIcon,
  footer,
  children,
}: {
  account: { form: FormInstance<V>; error: string | null; saving: boolean };
  schema: z.ZodType;
  onFinish: (values: V) => unknown;
  errorDescription?: ReactNode;
  submitLabel: ReactNode;
  submitIcon: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <SchemaForm<V> schema={schema} form={account.form} requiredMark={false} onFinish={onFinish}>
      <AccountFormError error={account.error} description={errorDescription} />
      {children}
      <Button type="primary" htmlType="submit" block size="large" loading={account.saving} icon={submitIcon}>
        {submitLabel}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div>
    </SchemaForm>
  );
}

/**
 * A new password and the same typed again (`confirm`): required and equal to it, and as long as it may be
 * (the confirmation repeats the password, so it takes the same length from its schema).
 */
export function NewPasswordFields({
  name,
  confirm,
  schema,
  prefix,
  autoFocus,
}: {
  name: string;
  confirm: string;
  schema: z.ZodType;
  prefix?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <Field name={name} label={t('NewPassword')} extra={t('PasswordPolicyHint')}>
        <Input.Password prefix={prefix} autoComplete="new-password" dir="ltr" autoFocus={autoFocus} />
      </Field>
      <Form.Item
        name={confirm}
        label={t('ConfirmNewPassword')}
        dependencies={[name]}
        rules={confirmRule(name)}
      >
        <Input.Password
          prefix={prefix}
          autoComplete="new-password"
          dir="ltr"
          maxLength={maxLengthOf(schema)}
        />
      </Form.Item>
    </>
  );
}
