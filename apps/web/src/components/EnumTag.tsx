import type { EnumDefinition } from '@hr/contracts';
import { Tag } from 'antd';
import { type EnumColors, enumColor, enumLabel } from './enum-options.ts';

export interface EnumTagProps<K extends string> {
  enum: EnumDefinition<K>;
  value: number | null | undefined;
  /** Colours by member key (`{ Active: 'green' }`); a member without one takes the definition's, or none. */
  colors?: EnumColors<K>;
}

/** A value of an enumeration as a tag, labelled in the session language and coloured by its state. */
export function EnumTag<K extends string>({ enum: definition, value, colors }: EnumTagProps<K>) {
  if (value === null || value === undefined) return null;
  return <Tag color={enumColor(definition, value, colors)}>{enumLabel(definition, value)}</Tag>;
}
