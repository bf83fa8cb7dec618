import {
  type CompanyBankAccountDto,
  FinancePermissions,
  formatIban,
  updateCompanyBankAccountInput,
} from '@hr/contracts';
import { Divider, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/config/usePermission.ts';
import { Field } from '../../../components/Field.tsx';
import { SettingsForm } from '../../../components/SettingsForm.tsx';
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
  const { t } = useTranslation('finance');
  const canEdit = usePermission(FinancePermissions.Banks.ManageCompanyAccount);
  return (
    <SettingsForm<CompanyBankAccountDto, Values>
      queryKey={companyBankAccountApi.keys.account()}
      load={companyBankAccountApi.get}
      schema={updateCompanyBankAccountInput}
      initialValues={(account) => ({ ...account, iban: formatIban(account.iban) })}
      update={(values) => companyBankAccountApi.update(updateCompanyBankAccountInput.parse(values))}
      canEdit={canEdit}
      maxWidth={520}
    >
      {() => (
        <>
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
        </>
      )}
    </SettingsForm>
  );
}
