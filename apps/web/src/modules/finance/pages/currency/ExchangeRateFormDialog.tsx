import {
  type CurrencyDto,
  createExchangeRateInput,
  type ExchangeRateDto,
  updateExchangeRateInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../../components/AmountInput.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { currencyApi, exchangeRateApi } from '../../api/currency.api.ts';
import { PastDateInput } from '../../components/PastDateInput.tsx';

const onDate = { 'Finance:DuplicateExchangeRate': 'date', 'Finance:DateInFuture': 'date' };

/** numeric(18,6): 12 integer digits and 6 decimals. */
const maxRate = '999999999999.999999';

/**
 * Add and edit of a rate (500 px): how many units of the base currency one unit of this currency is worth
 * (greater than 0, up to 6 decimals) on a date of today or earlier in the tenant's calendar. The server
 * refuses a second rate on the same date or a future date; its message shows and the form keeps its values.
 */
export function ExchangeRateFormDialog({
  currency,
  ...dialog
}: CrudDialogProps<ExchangeRateDto> & { currency: CurrencyDto }) {
  const { t } = useTranslation('finance');
  const base = useQuery(currencyApi.base()).data;
  return (
    <FormDialog
      fieldOfCode={onDate}
      {...dialog}
      title={dialog.record ? t('EditExchangeRate') : t('AddExchangeRate')}
      api={exchangeRateApi}
      schemas={{ create: createExchangeRateInput, update: updateExchangeRateInput }}
      toForm={(rate: ExchangeRateDto) => ({ rate: rate.rate, date: rate.date })}
      // The currency is the page's, never a control.
      toInput={(values) => ({ ...values, currencyCode: currency.code })}
    >
      <>
        <Field
          name="rate"
          label={t('Rate')}
          extra={base && t('RateHint', { code: currency.code, base: `${base.fullName} (${base.code})` })}
        >
          <AmountInput decimals={6} max={maxRate} aria-label={t('Rate')} />
        </Field>
        <Field name="date" label={t('Date')} style={{ marginBottom: 0 }}>
          <PastDateInput aria-label={t('Date')} />
        </Field>
      </>
    </FormDialog>
  );
}
