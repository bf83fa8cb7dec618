import {
  attendanceRequestEndpoints,
  type CreateSelfAttendanceRequestInput,
  type GetOwnAttendancesInput,
} from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import type { ListParams } from '../../../components/ResourceTable.tsx';

const all = ['requests', 'attendance-requests'] as const;

/** Query keys: the caller's lists, one request's details, the caller's own records of some days. */
export const attendanceRequestKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  ownAttendances: (query: GetOwnAttendancesInput) => [...all, 'own-attendances', query] as const,
};

/** The caller's own attendance-correction requests (document 1 §7, /api/app/attendance-request). */
export const attendanceRequestApi = {
  keys: attendanceRequestKeys,
  /** `includedStates` travels as '0,1' (the contract takes commas or repeated parameters). */
  listSelf: (params: ListParams) => call(attendanceRequestEndpoints.listSelf, { query: params }),
  get: (id: string) => call(attendanceRequestEndpoints.get, { params: { id } }),
  createSelf: (body: CreateSelfAttendanceRequestInput) =>
    call(attendanceRequestEndpoints.createSelf, { body }),
  cancelSelf: (id: string) => call(attendanceRequestEndpoints.cancelSelf, { params: { id } }),
  ownAttendances: (query: GetOwnAttendancesInput, signal?: AbortSignal) =>
    call(attendanceRequestEndpoints.ownAttendances, { query }, { signal }),
};
