import { type BankDto, createBankInput, FinancePermissions, updateBankInput } from '@hr/contracts';
import { Input, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { Field } from '../../../../components/Field.tsx';
import { bankApi } from '../../api/bank.api.ts';

/** finance/bank: the banks employees are paid into: name, SWIFT/BIC, WPS routing code, active. */
export function BanksPage() {
  const { t } = useTranslation('finance');
  return (
    <CrudPage<BankDto, typeof createBankInput, typeof updateBankInput, string>
      api={bankApi}
      policies={FinancePermissions.Banks}
      title={t('Banks')}
      newLabel={t('NewBank')}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('BankName') },
        { key: 'bic', dataIndex: 'bic', title: t('Bic'), render: (v: string) => <code dir="ltr">{v}</code> },
        {
          key: 'wpsRoutingCode',
          dataIndex: 'wpsRoutingCode',
          title: t('WpsRoutingCode'),
          render: (v: string | null) => (v ? <code dir="ltr">{v}</code> : null),
        },
        {
          key: 'isActive',
          dataIndex: 'isActive',
          title: t('IsActive'),
          render: (active: boolean) =>
            active ? <Tag color="green">{t('common::Yes')}</Tag> : <Tag>{t('common::No')}</Tag>,
        },
      ]}
      table={{ search: { param: 'filter', placeholder: t('SearchBanks') } }}
      dialog={{
        title: (record) => (record ? t('EditBank') : t('NewBank')),
        width: () => 600,
        api: bankApi.forms,
        schemas: { create: createBankInput, update: updateBankInput },
        fields: (
          <>
            <Field name="name" label={t('BankName')}>
              <Input autoComplete="off" autoFocus />
            </Field>
            <Field name="bic" label={t('Bic')} extra={t('BicHint')}>
              <Input autoComplete="off" dir="ltr" style={{ textTransform: 'uppercase' }} />
            </Field>
            <Field name="wpsRoutingCode" label={t('WpsRoutingCode')} extra={t('WpsRoutingCodeHint')}>
              <Input autoComplete="off" dir="ltr" inputMode="numeric" />
            </Field>
            <Field name="isActive" label={t('IsActive')} valuePropName="checked" style={{ marginBottom: 0 }}>
              <Switch />
            </Field>
          </>
        ),
      }}
    />
  );
}
