import { z } from 'zod';
import { trimmedText } from '../platform/text.ts';

/**
 * The time settings of the host (global) or of a tenant: GET and POST /api/setting-management/time. The
 * time zone turns instants into work days (DESIGN.md "Time zones"); the attendance sync runs on its own
 * every so many minutes (0: only when started by hand); a terminal clock further than the tolerance from
 * the server's is a warning of its run.
 */
export const timeSettingsDto = z.object({
  timeZone: z.string(),
  attendanceSyncIntervalMinutes: z.number().int(),
  terminalClockToleranceMinutes: z.number().int(),
});
export type TimeSettingsDto = z.infer<typeof timeSettingsDto>;

/** Minutes between two scheduled syncs: 0 (off) up to a day. */
export const attendanceSyncIntervalRange = { min: 0, max: 1440 } as const;

const interval = 'Tenancy:InvalidAttendanceSyncInterval';

/** Minutes a terminal's clock may be off the server's before the sync warns: 1 up to a day (default 2). */
export const terminalClockToleranceRange = { min: 1, max: 1440, default: 2 } as const;

const tolerance = 'Tenancy:InvalidTerminalClockTolerance';

/** The stored tolerance as the settings page and the sync read it: whole minutes in range, else the default. */
export function clockTolerance(value: string | undefined | null): number {
  const minutes = Number(value);
  return Number.isInteger(minutes) &&
    minutes >= terminalClockToleranceRange.min &&
    minutes <= terminalClockToleranceRange.max
    ? minutes
    : terminalClockToleranceRange.default;
}

export const updateTimeSettingsInput = z.object({
  /** An IANA time zone name (checked by the server: Tenancy:InvalidTimeZone). */
  timeZone: trimmedText().min(1).max(64),
  attendanceSyncIntervalMinutes: z
    .number({ error: interval })
    .int({ error: interval })
    .min(attendanceSyncIntervalRange.min, { error: interval })
    .max(attendanceSyncIntervalRange.max, { error: interval }),
  /** Absent: the stored value stays. */
  terminalClockToleranceMinutes: z
    .number({ error: tolerance })
    .int({ error: tolerance })
    .min(terminalClockToleranceRange.min, { error: tolerance })
    .max(terminalClockToleranceRange.max, { error: tolerance })
    .optional(),
});
export type UpdateTimeSettingsInput = z.infer<typeof updateTimeSettingsInput>;
