import { type EmployeeEnumName, employeeEnums, enumLabelKey, enumOptions } from '@hr/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** An employee enumeration as select options, labelled in the session language. */
export function useEnumOptions(enumName: EmployeeEnumName): Array<{ value: number; label: string }> {
  const { t } = useTranslation('employees');
  return useMemo(
    () =>
      enumOptions(enumName, employeeEnums[enumName]).map((o) => ({
        value: o.value as number,
        label: t(o.labelKey),
      })),
    [enumName, t],
  );
}

/** The label of one value of an employee enumeration. */
export function useEnumLabel(): (enumName: EmployeeEnumName, value: number) => string {
  const { t } = useTranslation('employees');
  return (enumName, value) => {
    const key = enumLabelKey(enumName, value);
    return key ? t(key) : String(value);
  };
}
