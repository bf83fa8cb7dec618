import {
  type EmployeeEnumName,
  employeeEnums,
  enumLabel,
  isLanguageCode,
  type LanguageCode,
} from '@hr/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : 'en';
}

/** An employee enumeration as select options, labelled in the session language. */
export function useEnumOptions(enumName: EmployeeEnumName): Array<{ value: number; label: string }> {
  const language = useLanguage();
  return useMemo(
    () =>
      Object.values(employeeEnums[enumName]).map((value: number) => ({
        value,
        label: enumLabel(enumName, value, language),
      })),
    [enumName, language],
  );
}

/** The label of one value of an employee enumeration. */
export function useEnumLabel(): (enumName: EmployeeEnumName, value: number) => string {
  const language = useLanguage();
  return (enumName, value) => enumLabel(enumName, value, language);
}
