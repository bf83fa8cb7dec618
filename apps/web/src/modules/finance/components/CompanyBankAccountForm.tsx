import { SaveOutlined } from '@ant-design/icons';
import {
  type CompanyBankAccountDto,
  FinancePermissions,
  formatIban,
  updateCompanyBankAccountInput,
} from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Form, Input, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/config/usePermission.ts';
import { feedback } from '../../../app/feedback.ts';
import { Field, SchemaForm } from '../../../components/Field.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { useSaving } from '../../../components/useSaving.ts';
import { companyBankAccountApi } from '../api/bank.api.ts';

interface Values {
  accountName?: string | null;
  iban?: string | null;
  bic?: string | null;
  wpsEmployerId?: string | null;
  wpsRoutingCode?: string | null;
}

/**
 * The settings group of the organisation's salary account (the debtor of its ISO 20022 transfer files)
 * and its UAE WPS registration (the SIF's SCR line). Read with the banks' policy, saved with its own.
 */
export function CompanyBankAccountForm() {
  const account = useQuery({
    queryKey: companyBankAccountApi.keys.account(),
    queryFn: companyBankAccountApi.get,
  });
  if (account.isError) return <LoadFailed onRetry={account.refetch} />;
  if (!account.data)
    return (
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
      </div>
    );
  return <Fields key={account.dataUpdatedAt} account={account.data} />;
}

function Fields({ account }: { account: CompanyBankAccountDto }) {
  const { t } = useTranslation('finance');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const canEdit = usePermission(FinancePermissions.Banks.ManageCompanyAccount);
  const [form] = Form.useForm<Values>();
  const { saving, run } = useSaving(form);

  const save = (values: Values) =>
    run(async () => {
      await companyBankAccountApi.update(updateCompanyBankAccountInput.parse(values));
      message.success(t('common::SavedSuccessfully'));
      await queryClient.invalidateQueries({ queryKey: companyBankAccountApi.keys.account() });
    });

  return (
    <SchemaForm<Values>
      schema={updateCompanyBankAccountInput}
      form={form}
      initialValues={{ ...account, iban: formatIban(account.iban) }}
      onFinish={save}
      disabled={!canEdit}
      style={{ maxWidth: 520 }}
    >
      <Typography.Paragraph type="secondary">{t('CompanyBankAccountHint')}</Typography.Paragraph>
      <Field name="accountName" label={t('AccountName')}>
        <Input autoComplete="off" />
      </Field>
      <Field name="iban" label={t('Iban')}>
        <Input autoComplete="off" dir="ltr" />
      </Field>
      <Field name="bic" label={t('Bic')} extra={t('BicHint')}>
        <Input autoComplete="off" dir="ltr" />
      </Field>
      <Divider>{t('WpsSection')}</Divider>
      <Field name="wpsEmployerId" label={t('WpsEmployerId')} extra={t('WpsEmployerIdHint')}>
        <Input autoComplete="off" dir="ltr" inputMode="numeric" />
      </Field>
      <Field name="wpsRoutingCode" label={t('EmployerRoutingCode')} extra={t('WpsRoutingCodeHint')}>
        <Input autoComplete="off" dir="ltr" inputMode="numeric" />
      </Field>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined />}>
          {t('common::Save')}
        </Button>
      )}
    </SchemaForm>
  );
}
