import {
  createAttachmentTypeInput,
  createDepartmentInput,
  createUserInput,
  type DepartmentDto,
  type UserDto,
  updateAttachmentTypeInput,
  updateDepartmentInput,
  updateUserInput,
} from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RecordApi, recordForm } from './record-form.ts';

/** An API that records what it was sent. */
function fakeApi<C extends z.ZodType, U extends z.ZodType>() {
  const sent: { call: string; id?: string; body: unknown }[] = [];
  const api: RecordApi<C, U, string> = {
    keys: { lists: () => ['test', 'list'] },
    create: async (body) => {
      sent.push({ call: 'create', body });
      return 'created';
    },
    update: async (id, body) => {
      sent.push({ call: 'update', id, body });
      return 'updated';
    },
  };
  return { api, sent };
}

const department: DepartmentDto = {
  id: '0196a1b2-0000-7000-8000-000000000001',
  name: 'Warehouse',
  nameEn: 'Warehouse',
  nameAr: 'المستودع',
  parentDepartmentId: '0196a1b2-0000-7000-8000-000000000002',
  parentDepartmentName: 'Logistics',
  concurrencyStamp: 'stamp-1',
  creationTime: '2025-01-01T00:00:00Z',
  creatorId: null,
  lastModificationTime: null,
  lastModifierId: null,
};
const departmentSchemas = { create: createDepartmentInput, update: updateDepartmentInput };

describe('record forms', () => {
  it("fills an edit from the record's fields the schemas name", () => {
    const { api } = fakeApi<typeof createDepartmentInput, typeof updateDepartmentInput>();
    const form = recordForm({ record: department, api, schemas: departmentSchemas });
    expect(form.mode).toBe('update');
    expect(form.schema).toBe(updateDepartmentInput);
    expect(form.initialValues).toEqual({
      name: 'Warehouse',
      nameEn: 'Warehouse',
      nameAr: 'المستودع',
      parentDepartmentId: department.parentDepartmentId,
    });
    expect(form.invalidate).toEqual(['test', 'list']);
  });

  it("starts a new record from the schema's defaults and the screen's", () => {
    const { api } = fakeApi<typeof createUserInput, typeof updateUserInput>();
    const form = recordForm({
      api,
      schemas: { create: createUserInput, update: updateUserInput },
      defaults: { roleNames: ['Employee'] },
    });
    expect(form.mode).toBe('create');
    expect(form.initialValues).toEqual({ isActive: true, lockoutEnabled: true, roleNames: ['Employee'] });
  });

  it('creates with the parsed body: trimmed, cleared controls null', async () => {
    const { api, sent } = fakeApi<typeof createDepartmentInput, typeof updateDepartmentInput>();
    const form = recordForm({ api, schemas: departmentSchemas });
    expect(await form.submit({ name: '  Delivery ', parentDepartmentId: undefined })).toBe('created');
    expect(sent).toEqual([{ call: 'create', body: { name: 'Delivery', parentDepartmentId: null } }]);
  });

  it("updates with the record's stamp; an empty optional password stays absent", async () => {
    const { api, sent } = fakeApi<typeof createUserInput, typeof updateUserInput>();
    const user = { id: department.id, concurrencyStamp: 'stamp-2' } as UserDto;
    const form = recordForm({
      record: user,
      api,
      schemas: { create: createUserInput, update: updateUserInput },
    });
    await form.submit({ userName: 'layla', email: 'layla@acme.example', name: '', password: '' });
    expect(sent).toEqual([
      {
        call: 'update',
        id: user.id,
        body: {
          userName: 'layla',
          email: 'layla@acme.example',
          name: null,
          isActive: true,
          lockoutEnabled: true,
          concurrencyStamp: 'stamp-2',
        },
      },
    ]);
  });

  it('maps values the form holds its own way, and sends the id when the update body carries it', async () => {
    const { api, sent } = fakeApi<typeof createAttachmentTypeInput, typeof updateAttachmentTypeInput>();
    const record = { id: department.id, concurrencyStamp: 'stamp-3' };
    const form = recordForm({
      record,
      api,
      schemas: { create: createAttachmentTypeInput, update: updateAttachmentTypeInput },
      toInput: (values: { name: string; kb: number; extensions: string[] }) => ({
        name: values.name,
        entityType: 0,
        allowedSize: values.kb * 1024,
        allowedExtensions: values.extensions.map((value) => ({ value })),
      }),
    });
    await form.submit({ name: 'Scan', kb: 2, extensions: ['.PDF'] });
    expect(sent[0]?.body).toEqual({
      id: record.id,
      name: 'Scan',
      entityType: 0,
      allowedSize: 2048,
      allowedExtensions: [{ value: 'pdf' }],
      // The schema's defaults of what the form left out (issue 42's reminders).
      expires: false,
      reminderDays: [60, 30, 7, 0],
      remindHr: true,
      remindManager: false,
      remindEmployee: false,
      employeeMayRenew: false,
      concurrencyStamp: 'stamp-3',
    });
  });

  it("refuses values the contract refuses, before any call, with the schema's issues", async () => {
    const { api, sent } = fakeApi<typeof createDepartmentInput, typeof updateDepartmentInput>();
    const form = recordForm({ api, schemas: departmentSchemas });
    await expect(form.submit({ name: 'x'.repeat(200) })).rejects.toBeInstanceOf(z.ZodError);
    expect(sent).toEqual([]);
  });
});
