import type {
  ContactInformationInput,
  CreateEmployeeInput,
  EmergencyContactInformationInput,
  EmployeeDto,
  ExtraFieldValueInput,
  employeeMainInput,
} from '@hr/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { toApiDate } from '../../../../components/format.ts';

/** The main form's values: the employee's own fields, the date as a dayjs for the picker. */
export type MainFormValues = Partial<Omit<z.input<typeof employeeMainInput>, 'dateOfBirth'>> & {
  dateOfBirth?: Dayjs | null;
};

export type ContactFormValues = { [K in keyof ContactInformationInput]?: string | null };
export type EmergencyFormValues = Partial<EmergencyContactInformationInput>;

/** The three forms' starting values: the stored employee, or a new one (active). */
export function initialValuesOf(employee: EmployeeDto | undefined): {
  main: MainFormValues;
  contact: ContactFormValues;
  emergency: EmergencyFormValues;
} {
  if (!employee) return { main: { employeeStatus: 0 }, contact: {}, emergency: {} };
  return {
    main: {
      name: employee.name,
      surname: employee.surname,
      fatherName: employee.fatherName,
      motherName: employee.motherName,
      nationalNumber: employee.nationalNumber,
      gender: employee.gender,
      employeeStatus: employee.employeeStatus,
      dateOfBirth: employee.dateOfBirth ? dayjs(employee.dateOfBirth) : null,
      maritalStatus: employee.maritalStatus,
      militaryServiceStatus: employee.militaryServiceStatus,
      jobTitleId: employee.jobTitleId,
      managerId: employee.managerId,
      userId: employee.userId,
    },
    contact: { ...employee.contactInformation },
    emergency: { ...employee.emergencyContactInformation },
  };
}

const blank = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The create (and, with the stamp, update) body from the validated forms. */
export function employeeInputOf(
  main: MainFormValues,
  contact: ContactFormValues,
  emergency: EmergencyFormValues,
  extraFields: ExtraFieldValueInput[],
): CreateEmployeeInput {
  return {
    name: main.name ?? '',
    surname: main.surname ?? '',
    fatherName: main.fatherName ?? '',
    motherName: main.motherName ?? '',
    nationalNumber: main.nationalNumber ?? '',
    gender: main.gender as CreateEmployeeInput['gender'],
    employeeStatus: main.employeeStatus as CreateEmployeeInput['employeeStatus'],
    dateOfBirth: toApiDate(main.dateOfBirth) ?? null,
    maritalStatus: main.maritalStatus as CreateEmployeeInput['maritalStatus'],
    militaryServiceStatus: main.militaryServiceStatus as CreateEmployeeInput['militaryServiceStatus'],
    jobTitleId: main.jobTitleId ?? '',
    managerId: main.managerId ?? null,
    userId: main.userId ?? null,
    contactInformation: {
      email: blank(contact.email),
      workEmail: blank(contact.workEmail),
      phoneNumber: blank(contact.phoneNumber),
      workPhoneNumber: blank(contact.workPhoneNumber),
    },
    emergencyContactInformation: {
      emergencyPhone: emergency.emergencyPhone ?? '',
      contactName: emergency.contactName ?? '',
      relationShip: emergency.relationShip ?? '',
    },
    extraFields,
  };
}
