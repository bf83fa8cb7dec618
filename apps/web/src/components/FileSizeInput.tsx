import type { SizeUnit } from '@hr/contracts';
import { InputNumber, Select, Space } from 'antd';
import { sizeUnits } from './file-size.ts';

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
