import type { SizeUnit } from '@hr/contracts';
import { Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { sizeUnits, toBytes } from './file-size.ts';

/** A size being edited: the number may still be empty. */
export interface SizeValue {
  size?: number | null;
  unit: SizeUnit;
}

export interface FileSizeInputProps {
  value?: SizeValue;
  onChange?: (value: SizeValue) => void;
  id?: string;
  sizeLabel: string;
  unitLabel: string;
}

/** A file size as a number and a unit (KB, MB, GB) in one form control; {@link toBytes} gives its bytes. */
export function FileSizeInput({ value, onChange, id, sizeLabel, unitLabel }: FileSizeInputProps) {
  const unit = value?.unit ?? 'MB';
  return (
    <Space.Compact block>
      <InputNumber<number>
        id={id}
        min={0}
        style={{ width: '70%' }}
        aria-label={sizeLabel}
        value={value?.size ?? null}
        onChange={(size) => onChange?.({ size, unit })}
      />
      <Select<SizeUnit>
        style={{ width: '30%' }}
        aria-label={unitLabel}
        value={unit}
        options={sizeUnits.map((u) => ({ value: u, label: u }))}
        onChange={(next) => onChange?.({ size: value?.size, unit: next })}
      />
    </Space.Compact>
  );
}

export interface FileSizeFieldProps {
  name: string;
  label: string;
  unitLabel: string;
  /** The largest size allowed, in bytes. */
  max: number;
  /** The message when the size is over `max`. */
  tooLarge: string;
}

/** A required form field of a file size: at least one byte, at most `max`. */
export function FileSizeField({ name, label, unitLabel, max, tooLarge }: FileSizeFieldProps) {
  const { t } = useTranslation();
  const check = async (_rule: unknown, value: SizeValue | undefined) => {
    if (value?.size === null || value?.size === undefined) throw new Error(t('ThisFieldIsRequired'));
    const bytes = toBytes({ size: value.size, unit: value.unit });
    if (bytes < 1) throw new Error(t('MinValue', { min: 1 }));
    if (bytes > max) throw new Error(tooLarge);
  };
  return (
    <Form.Item name={name} label={label} required rules={[{ validator: check }]}>
      <FileSizeInput sizeLabel={label} unitLabel={unitLabel} />
    </Form.Item>
  );
}
