import { InputNumber, type InputNumberProps } from 'antd';
import { useMemo } from 'react';
import { getLanguage, intlLocale } from '../../../app/language.ts';

/** The grouping and decimal signs of the session language (Latin digits in both languages). */
function separators(): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(intlLocale(getLanguage())).formatToParts(1234567.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

type AmountInputProps = Omit<
  InputNumberProps<string>,
  'stringMode' | 'precision' | 'formatter' | 'parser' | 'min'
>;

/**
 * A money amount with 2 decimals, grouped as the session language writes numbers. Its value is the
 * exact decimal string ("1500.50") the API takes, never a float.
 */
export function AmountInput(props: AmountInputProps) {
  const { group, decimal } = useMemo(separators, []);
  return (
    <InputNumber<string>
      stringMode
      precision={2}
      min="0"
      style={{ width: '100%' }}
      {...props}
      formatter={(value, info) => {
        // While typing, leave the text as it is, so the caret never jumps.
        if (info.userTyping) return info.input;
        if (value === undefined || value === '') return '';
        const [whole = '', fraction = ''] = String(value).split('.');
        const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
        return `${grouped}${decimal}${fraction.padEnd(2, '0')}`;
      }}
      parser={(text) => (text ?? '').split(group).join('').replace(decimal, '.').trim()}
    />
  );
}
