import { z } from 'zod';
import { trimmedText } from '../platform/text.ts';

/**
 * The time settings of the host (global) or of a tenant: GET and POST /api/setting-management/time. The
 * time zone turns instants into work days (DESIGN.md "Time zones"); the attendance sync runs on its own
 * every so many minutes (0: only when started by hand).
 */
export const timeSettingsDto = z.object({
  timeZone: z.string(),
  attendanceSyncIntervalMinutes: z.number().int(),
});
export type TimeSettingsDto = z.infer<typeof timeSettingsDto>;

/** Minutes between two scheduled syncs: 0 (off) up to a day. */
export const attendanceSyncIntervalRange = { min: 0, max: 1440 } as const;

const interval = 'Tenancy:InvalidAttendanceSyncInterval';

export const updateTimeSettingsInput = z.object({
  /** An IANA time zone name (checked by the server: Tenancy:InvalidTimeZone). */
  timeZone: trimmedText().min(1).max(64),
  attendanceSyncIntervalMinutes: z
    .number({ error: interval })
    .int({ error: interval })
    .min(attendanceSyncIntervalRange.min, { error: interval })
    .max(attendanceSyncIntervalRange.max, { error: interval }),
});
export type UpdateTimeSettingsInput = z.infer<typeof updateTimeSettingsInput>;
