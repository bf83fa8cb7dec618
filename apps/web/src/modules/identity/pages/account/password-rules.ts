import type { FormRule } from 'antd';
import { i18n } from '../../../../app/i18n.ts';

/** The confirmation field must repeat the field `other` exactly. */
export function confirmRule(other: string): FormRule[] {
  return [
    { required: true, message: i18n.t('ThisFieldIsRequired') },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (!value || getFieldValue(other) === value) return;
        throw new Error(i18n.t('account::PasswordsDoNotMatch'));
      },
    }),
  ];
}
