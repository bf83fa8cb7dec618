import { ExtraFieldType, maxExtraFieldValueLength } from '@hr/contracts';
import { Input, InputNumber, Select, Switch } from 'antd';
import { DateInput } from '../../../../components/DateInput.tsx';
import { DateTimeInput } from '../../../../components/DateTimeInput.tsx';
import type { ExtraFieldFormValue } from './extra-field-values.ts';

export interface ExtraFieldInputProps {
  fieldType: ExtraFieldType;
  /** The options of a Selection. */
  options?: readonly string[];
  value?: ExtraFieldFormValue;
  onChange?: (value: ExtraFieldFormValue) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The input of an extra field by its type (a form control: value and onChange): text, whole number,
 * decimal, switch, date, date and time, or a select of the options. Used for values and for defaults.
 */
export function ExtraFieldInput({
  fieldType,
  options = [],
  value,
  onChange,
  disabled,
  ...rest
}: ExtraFieldInputProps) {
  const change = (next: ExtraFieldFormValue) => onChange?.(next);
  switch (fieldType) {
    case ExtraFieldType.Int:
      return (
        <InputNumber<number>
          {...rest}
          style={{ width: '100%' }}
          precision={0}
          min={-2147483648}
          max={2147483647}
          value={typeof value === 'number' ? value : null}
          onChange={(n) => change(n)}
          disabled={disabled}
        />
      );
    case ExtraFieldType.Decimal:
      return (
        <InputNumber<string>
          {...rest}
          style={{ width: '100%' }}
          stringMode
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : null}
          onChange={(n) => change(n)}
          disabled={disabled}
        />
      );
    case ExtraFieldType.Bool:
      return (
        <Switch
          {...rest}
          checked={value === true}
          onChange={(checked) => change(checked)}
          disabled={disabled}
        />
      );
    // The dates every form has: the picker shows yyyy/MM/dd (hh:mm a, on the tenant's clock); the value is
    // the API's text.
    case ExtraFieldType.DateOnly:
      return (
        <DateInput
          {...rest}
          value={typeof value === 'string' ? value : null}
          onChange={(d) => change(d)}
          disabled={disabled}
        />
      );
    case ExtraFieldType.DateTime:
      return (
        <DateTimeInput
          {...rest}
          allowClear
          value={typeof value === 'string' ? value : null}
          onChange={(d) => change(d)}
          disabled={disabled}
        />
      );
    case ExtraFieldType.Selection:
      return (
        <Select
          {...rest}
          allowClear
          value={typeof value === 'string' ? value : undefined}
          // Each option keeps its own direction ("O+" in an Arabic page).
          options={options.map((o) => ({ value: o, label: <bdi>{o}</bdi> }))}
          onChange={(v?: string) => change(v ?? null)}
          disabled={disabled}
        />
      );
    default:
      return (
        <Input
          {...rest}
          maxLength={maxExtraFieldValueLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => change(e.target.value)}
          disabled={disabled}
        />
      );
  }
}
