import { employeeEndpoints, employeeLookupPageSize } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../app/api-client.ts';
import { type SearchPage, SearchSelect, type SearchSelectProps } from './SearchSelect.tsx';

/**
 * The cache keys of the employee lookups: under the employees module's root key, so whatever refreshes
 * the employees (a save, a declared dependency) refreshes the pickers too.
 */
export const employeeLookupKeys = {
  all: ['employees', 'lookup'] as const,
  names: () => [...employeeLookupKeys.all, 'names'] as const,
  managers: (employeeId: string) => [...employeeLookupKeys.all, 'managers', employeeId] as const,
};

export interface EmployeeSelectProps extends Omit<SearchSelectProps, 'queryKey' | 'search' | 'labelOf'> {
  /**
   * The employee whose manager is being chosen: that employee and everyone under them are left out. Absent
   * (a new employee, any other field): every employee.
   */
  managerOf?: string;
}

async function searchNames(
  text: string,
  { skipCount, signal }: { skipCount: number; signal: AbortSignal },
  managerOf: string | undefined,
): Promise<SearchPage> {
  const query = { name: text || undefined, skipCount, maxResultCount: employeeLookupPageSize };
  const page = managerOf
    ? await call(employeeEndpoints.managers, { params: { id: managerOf }, query }, { signal })
    : await call(employeeEndpoints.names, { query }, { signal });
  return { options: page.items.map((e) => ({ value: e.id, label: e.name })), totalCount: page.totalCount };
}

async function nameOf(id: string, signal: AbortSignal): Promise<string> {
  return (await call(employeeEndpoints.nameOf, { params: { id } }, { signal })).name;
}

/**
 * An employee picked by name: the employees' names lookup (20 a page, more on scroll), searched as the
 * user types (300 ms). A form opened to edit shows the chosen employee's name: `selected` when the caller
 * has it, else read once from the server.
 */
export function EmployeeSelect({ managerOf, placeholder, ...props }: EmployeeSelectProps) {
  const { t } = useTranslation();
  return (
    <SearchSelect
      queryKey={managerOf ? employeeLookupKeys.managers(managerOf) : employeeLookupKeys.names()}
      search={(text, page) => searchNames(text, page, managerOf)}
      labelOf={nameOf}
      placeholder={placeholder ?? t('SearchEmployeeByName')}
      {...props}
    />
  );
}

/** A list's filter by employee (cleared: every employee), as the lists of every module show it. */
export function EmployeeFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (employeeId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <EmployeeSelect
      allowClear
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={t('FilterByEmployee')}
      aria-label={t('FilterByEmployee')}
      style={{ width: 220, maxWidth: '100%' }}
    />
  );
}
