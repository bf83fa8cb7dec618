import type { FinancialAccountDto } from '@hr/contracts';
import { Select, type SelectProps } from 'antd';
import { useLookup } from '../../../components/lookup.ts';
import { accountPicker } from '../api/journal-entry.api.ts';

/**
 * A searchable select of the tenant's financial accounts, "code name" each (a long one wraps in the list, read
 * whole on a phone too; in the field it ends in an ellipsis, its tooltip the whole name and type); disabled
 * (deprecated) ones are offered only when `current` names them (a record that still points at one).
 * `current`: what the record names, shown when the user may not read the accounts.
 */
export function AccountSelect({
  current,
  ...props
}: { current?: { id: string; code: string; name: string } | null } & Omit<
  SelectProps,
  'options' | 'loading'
>) {
  const accounts = useLookup(accountPicker());
  const items: FinancialAccountDto[] = accounts.data?.items ?? [];
  const options = items
    .filter((a) => !a.isDeprecated || a.id === current?.id)
    .map((a) => ({
      value: a.id,
      label: `${a.code} ${a.name}`,
      title: `${a.code} ${a.name} · ${a.typeDisplayName}`,
    }));
  if (current && !options.some((o) => o.value === current.id))
    options.push({
      value: current.id,
      label: `${current.code} ${current.name}`,
      title: `${current.code} ${current.name}`,
    });
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={accounts.isLoading}
      options={options}
      optionRender={(option) => <div style={{ whiteSpace: 'normal' }}>{option.label}</div>}
      {...props}
    />
  );
}

/** "code name" of an account among the picker's, by id (the structure page's posting columns). */
export function useAccountNames(): (id: string | null) => string {
  const accounts = useLookup(accountPicker());
  const byId = new Map((accounts.data?.items ?? []).map((a) => [a.id, `${a.code} ${a.name}`]));
  return (id) => (id ? (byId.get(id) ?? '') : '');
}
