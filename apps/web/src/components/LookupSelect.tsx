import { Select, type SelectProps } from 'antd';
import { lookupSelect } from './lookup.ts';

type NamedLookup<T> = Parameters<typeof lookupSelect<T>>[0];

/**
 * A searchable select of a lookup's named records (a job title, a salary structure, a working schedule):
 * each offered by its name, with the record's own choices (`current`) when the user may not read the lookup.
 */
export function LookupSelect<T extends { id: string; name: string }>({
  lookup,
  current,
  ...props
}: {
  lookup: NamedLookup<T>;
  current: Parameters<typeof lookupSelect<T>>[2];
} & Omit<SelectProps, 'options' | 'loading'>) {
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      {...lookupSelect(lookup, (item) => ({ value: item.id, label: item.name }), current)}
      {...props}
    />
  );
}
