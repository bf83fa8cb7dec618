import { Select, type SelectProps } from 'antd';

/** A searchable select of named records (a department, a leave type), each offered by its name. */
export function NamedSelect({
  items,
  ...props
}: { items: readonly { id: string; name: string }[] } & Omit<SelectProps, 'options'>) {
  return (
    <Select
      showSearch
      optionFilterProp="label"
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      {...props}
    />
  );
}
