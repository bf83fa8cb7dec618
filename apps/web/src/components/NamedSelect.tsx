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

/** A list's filter by a named record (cleared: every record), beside `EmployeeFilter` in a list's bar. */
export function NamedFilter({
  items,
  value,
  onChange,
  label,
}: {
  items: readonly { id: string; name: string }[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  /** The placeholder and the accessible name. */
  label: string;
}) {
  return (
    <NamedSelect
      allowClear
      items={items}
      value={value}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
      placeholder={label}
      aria-label={label}
      style={{ width: 200, maxWidth: '100%' }}
    />
  );
}
