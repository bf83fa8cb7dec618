import { SwapOutlined } from '@ant-design/icons';
import { type ChangeBaseCurrencyInput, changeBaseCurrencyInput, FinancePermissions } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { currencyApi } from '../../api/currency.api.ts';

/**
 * "Base currency: US Dollar (USD)" above the list, with Change for holders of
 * FN.CurrencyAndExchangeRate.ChangeBaseCurrency. The server refuses a change once exchange rates exist
 * (they are all against the base), and its message is shown.
 */
export function BaseCurrencyBar() {
  const { t } = useTranslation('finance');
  const canChange = usePermission(FinancePermissions.Currencies.ChangeBaseCurrency);
  const base = useQuery(currencyApi.base());
  const [changing, setChanging] = useState(false);
  return (
    <Card size="small" data-testid="base-currency">
      <Flex gap={12} wrap align="center" justify="space-between">
        {base.data ? (
          <Typography.Text>
            {t('BaseCurrencyIs')}{' '}
            <Typography.Text strong>
              {base.data.fullName} ({base.data.code})
            </Typography.Text>
          </Typography.Text>
        ) : base.isError ? (
          <Typography.Text type="warning">{t('BaseCurrencyLoadFailed')}</Typography.Text>
        ) : (
          <Skeleton.Input active size="small" />
        )}
        {canChange && base.data && (
          <Button icon={<SwapOutlined />} onClick={() => setChanging(true)}>
            {t('ChangeBaseCurrency')}
          </Button>
        )}
      </Flex>
      <ChangeBaseCurrencyDialog
        open={changing}
        current={base.data?.code}
        onClose={() => setChanging(false)}
      />
    </Card>
  );
}

function ChangeBaseCurrencyDialog({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  // Every currency may become the base (it is enabled with it): the whole list, by name.
  const all = useQuery({ ...currencyApi.all(), enabled: open });
  return (
    <FormDialog<ChangeBaseCurrencyInput>
      open={open}
      title={t('ChangeBaseCurrencyTitle')}
      mode="update"
      schema={changeBaseCurrencyInput}
      initialValues={{ code: current }}
      invalidate={currencyApi.keys.all}
      onSubmit={(values) => currencyApi.changeBase(changeBaseCurrencyInput.parse(values))}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('ChangeBaseCurrencyHint')}</Typography.Paragraph>
      <Field name="code" label={t('BaseCurrency')} style={{ marginBottom: 0 }}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={all.isLoading}
          aria-label={t('BaseCurrency')}
          options={(all.data ?? []).map((c) => ({ value: c.code, label: `${c.fullName} (${c.code})` }))}
        />
      </Field>
    </FormDialog>
  );
}
