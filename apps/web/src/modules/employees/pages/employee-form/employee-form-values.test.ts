import { createEmployeeInput, type EmployeeDto } from '@hr/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { employeeInputOf, initialValuesOf } from './employee-form-values.ts';

const stored: EmployeeDto = {
  id: '0190f5a2-0000-7000-8000-000000000001',
  name: 'Layla',
  surname: 'Haddad',
  fatherName: 'Nabil',
  motherName: 'Rima',
  nationalNumber: '01020304050',
  gender: 1,
  employeeStatus: 0,
  dateOfBirth: '1990-04-12',
  maritalStatus: 2,
  militaryServiceStatus: 0,
  jobTitleId: '0190f5a2-0000-7000-8000-000000000002',
  jobTitleName: 'Accountant',
  managerId: null,
  managerName: null,
  userId: null,
  userName: null,
  contactInformation: {
    email: 'layla@mail.example',
    workEmail: null,
    phoneNumber: '0999999999',
    workPhoneNumber: null,
  },
  emergencyContactInformation: { emergencyPhone: '0911111111', contactName: 'Nabil', relationShip: 'Father' },
  extraFields: [],
  bankDetails: {
    paymentMethod: null,
    bankId: null,
    bankName: null,
    iban: null,
    accountHolderName: null,
    wpsPersonId: null,
  },
  creationTime: '2025-01-01T00:00:00.000Z',
  creatorId: null,
  lastModificationTime: null,
  lastModifierId: null,
  concurrencyStamp: 'x',
};

describe('the employee form values', () => {
  it('round-trip a stored employee into a body the contract accepts', () => {
    const initial = initialValuesOf(stored);
    expect(initial.main.dateOfBirth?.format('YYYY-MM-DD')).toBe('1990-04-12');
    const body = employeeInputOf(initial.main, initial.contact, initial.emergency, []);
    const parsed = createEmployeeInput.parse(body);
    expect(parsed).toMatchObject({
      name: 'Layla',
      dateOfBirth: '1990-04-12',
      managerId: null,
      contactInformation: { email: 'layla@mail.example', workEmail: null, phoneNumber: '0999999999' },
      emergencyContactInformation: {
        emergencyPhone: '0911111111',
        contactName: 'Nabil',
        relationShip: 'Father',
      },
    });
  });

  it('send blank contact fields and an empty date as null', () => {
    const body = employeeInputOf(
      { ...initialValuesOf(stored).main, dateOfBirth: null },
      { email: '  ', phoneNumber: '' },
      { emergencyPhone: '0911111111', contactName: 'N', relationShip: 'F' },
      [],
    );
    expect(body.dateOfBirth).toBeNull();
    expect(body.contactInformation).toEqual({
      email: null,
      workEmail: null,
      phoneNumber: null,
      workPhoneNumber: null,
    });
    expect(employeeInputOf({ dateOfBirth: dayjs('2000-02-29') }, {}, {}, []).dateOfBirth).toBe('2000-02-29');
  });

  it('a new employee starts active', () => {
    expect(initialValuesOf(undefined).main).toEqual({ employeeStatus: 0 });
  });
});
