import type { EnumDefinition } from '@hr/contracts';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { enumOptions } from './enum-options.ts';

export interface EnumSelectProps extends Omit<SelectProps<number>, 'options'> {
  /** The contracts' enumeration (`defineEnum`): its members in order, labelled in the session language. */
  enum: EnumDefinition;
  /** Members left out of the choice (a state the user may not set by hand). */
  exclude?: readonly number[];
}

/** A select of an enumeration's members; its value is the member's number, as the API takes it. */
export function EnumSelect({ enum: definition, exclude, ...props }: EnumSelectProps) {
  const options = useMemo(
    () => enumOptions(definition).filter((o) => !exclude?.includes(o.value)),
    [definition, exclude],
  );
  return <Select<number> options={options} {...props} />;
}
