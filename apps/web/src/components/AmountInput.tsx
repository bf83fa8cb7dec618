import { InputNumber, type InputNumberProps } from 'antd';
import { useMemo } from 'react';
import { getLanguage } from '../app/language.ts';
import { formatAmountText, numberSeparators, parseAmountText } from './money.ts';

/** The largest amount PostgreSQL numeric(18,2) holds (the contracts' `moneyAmount`). */
const maxAmount = '9999999999999999.99';

export type AmountInputProps = Omit<
  InputNumberProps<string>,
  'stringMode' | 'precision' | 'formatter' | 'parser'
> & {
  /** Decimal places; default 2 (the contracts' money). */
  decimals?: number;
};

/**
 * A money amount, grouped as the session language writes numbers. Its value is the exact decimal string
 * ("1500.50") the API takes, never a float. Not negative unless `min` says so.
 */
export function AmountInput({ decimals = 2, min = '0', max = maxAmount, ...props }: AmountInputProps) {
  const separators = useMemo(() => numberSeparators(getLanguage()), []);
  return (
    <InputNumber<string>
      stringMode
      precision={decimals}
      min={min}
      max={max}
      style={{ width: '100%' }}
      {...props}
      formatter={(value, info) =>
        // While typing, leave the text as it is, so the caret never jumps.
        info.userTyping ? info.input : formatAmountText(value, separators, decimals)
      }
      parser={(text) => parseAmountText(text, separators)}
    />
  );
}
