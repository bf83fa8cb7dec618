import {
  type CreateEmployeeInput,
  departmentEndpoints,
  employeeEndpoints as E,
  type EmployeeDto,
  jobTitleEndpoints,
  type PagedResult,
  pathOf,
} from '@hr/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';

let counter = 0;

/** A unique national number per call, so tests never clash by accident. */
export const nextNationalNumber = () =>
  `T${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

/** A valid create body: only the required fields, with the given changes. */
export function employeeBody(
  jobTitleId: string,
  changes: Partial<CreateEmployeeInput> = {},
): CreateEmployeeInput {
  return {
    name: 'Sami',
    surname: 'Haddad',
    fatherName: 'Nabil',
    motherName: 'Rima',
    nationalNumber: nextNationalNumber(),
    gender: 2,
    employeeStatus: 0,
    maritalStatus: 1,
    militaryServiceStatus: 3,
    jobTitleId,
    contactInformation: {},
    emergencyContactInformation: {
      emergencyPhone: '0999999999',
      contactName: 'Nabil Haddad',
      relationShip: 'Father',
    },
    ...changes,
  };
}

/** The PUT body of an employee as it is now (its GET), with the given changes. */
export function employeeUpdateBody(e: EmployeeDto, changes: Record<string, unknown> = {}) {
  return {
    name: e.name,
    surname: e.surname,
    fatherName: e.fatherName,
    motherName: e.motherName,
    nationalNumber: e.nationalNumber,
    gender: e.gender,
    employeeStatus: e.employeeStatus,
    dateOfBirth: e.dateOfBirth,
    maritalStatus: e.maritalStatus,
    militaryServiceStatus: e.militaryServiceStatus,
    jobTitleId: e.jobTitleId,
    managerId: e.managerId,
    userId: e.userId,
    contactInformation: e.contactInformation,
    emergencyContactInformation: e.emergencyContactInformation,
    extraFields: e.extraFields.map((v) => ({
      extraFieldDefinitionId: v.extraFieldDefinitionId,
      value: v.value,
    })),
    concurrencyStamp: e.concurrencyStamp,
    ...changes,
  };
}

/** Calls of the employees API as a signed-in user. */
export interface ImportStaff {
  id: string;
  nationalNumber: string;
  name: string;
  surname: string;
}

export function employeesApi(t: TestApp) {
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => t.call(token, method, url, payload, headers);

  return {
    call,

    async create(token: string, body: CreateEmployeeInput): Promise<string> {
      const r = await call(token, 'POST', E.create.path, body);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<string>();
    },

    async get(token: string, id: string): Promise<EmployeeDto> {
      const r = await call(token, 'GET', pathOf(E.get, { id }));
      expect(r.statusCode, r.body).toBe(200);
      return r.json<EmployeeDto>();
    },

    /** PUT with the employee's current values and the given changes. */
    update(token: string, e: EmployeeDto, changes: Record<string, unknown> = {}) {
      return call(token, 'PUT', pathOf(E.update, { id: e.id }), employeeUpdateBody(e, changes));
    },

    async list<T = { id: string }>(token: string, query = ''): Promise<PagedResult<T>> {
      const r = await call(token, 'GET', `${E.list.path}${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PagedResult<T>>();
    },

    /** The first job title of the tenant (seeded in acme; create one elsewhere with {@link createJobTitle}). */
    async jobTitleIds(token: string): Promise<string[]> {
      const r = await call(token, 'GET', `${jobTitleEndpoints.list.path}?maxResultCount=1000`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PagedResult<{ id: string }>>().items.map((j) => j.id);
    },

    /**
     * Employees made for an import test, one per surname (made unique here), on the tenant's first job title:
     * national numbers and names no other employee has.
     */
    async createStaff(token: string, surnames: string[]): Promise<ImportStaff[]> {
      const [jobTitleId] = await this.jobTitleIds(token);
      const staff: ImportStaff[] = [];
      for (const surname of surnames) {
        const body = employeeBody(jobTitleId!, { surname: `${surname}${Date.now().toString(36)}` });
        staff.push({
          id: await this.create(token, body),
          nationalNumber: body.nationalNumber,
          name: body.name,
          surname: body.surname,
        });
      }
      return staff;
    },

    /** A department and a job title in the token's tenant. */
    async createJobTitle(token: string, name: string): Promise<string> {
      const d = await call(token, 'POST', departmentEndpoints.create.path, { name: `${name} dept` });
      expect(d.statusCode, d.body).toBe(200);
      const j = await call(token, 'POST', jobTitleEndpoints.create.path, {
        name,
        departmentId: d.json<{ id: string }>().id,
        baseSalary: '1000.00',
      });
      expect(j.statusCode, j.body).toBe(200);
      return j.json<{ id: string }>().id;
    },
  };
}
