import { z } from 'zod';
import { entitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { TimePermissions } from './time.permissions.ts';

/** The ZKTeco devices' usual TCP port. */
export const defaultTerminalPort = 4370;
/** The comm key range of ZKTeco devices (0: none). */
export const maxTerminalComKey = 999_999;

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
/** A DNS host name: labels of letters, digits and hyphens (not at either end), dot separated. */
const hostName =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Where a terminal listens: an IPv4 or IPv6 address or a host name. */
export const terminalAddress = trimmedText()
  .min(1)
  .max(253)
  .refine(
    (v) =>
      ipv4.safeParse(v).success || ipv6.safeParse(v).success || (hostName.test(v) && !/^[\d.]+$/.test(v)),
    'Time:InvalidIpAddress',
  );

/** Whether the runtime knows the IANA zone (its Intl data, so server and browser agree on real zones). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, or null/empty: the tenant's time zone setting. */
export const terminalTimeZone = trimmedText()
  .max(64)
  .refine((v) => v === '' || isTimeZone(v), 'Time:InvalidTimeZone')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const terminalPort = z.number().int().min(1).max(65535);
/** A comm key: 0..999999, 0 clears it (no key). */
export const terminalComKey = z.number().int().min(0).max(maxTerminalComKey);

const terminal = entitySchemas({
  /** A terminal as read: the comm key is a secret and never leaves the server, only whether one is set. */
  dto: {
    name: z.string(),
    ipAddress: z.string(),
    port: z.number().int(),
    hasComKey: z.boolean(),
    /** Null: the tenant's time zone. */
    timeZone: z.string().nullable(),
    /** The device's log is cleared after a sync whose punches are all stored. */
    clearLogAfterSync: z.boolean(),
  },
  input: {
    /** Unique in the tenant whatever its case. */
    name: trimmedText().min(1).max(128),
    ipAddress: terminalAddress,
    port: terminalPort.default(defaultTerminalPort),
    /** Absent, null or 0: no key. On an update, absent or null keeps the stored key (0 clears it). */
    comKey: terminalComKey.nullable().optional(),
    timeZone: terminalTimeZone,
    /** Off by default: the device keeps its log. */
    clearLogAfterSync: z.boolean().default(false),
  },
});

export const terminalDto = terminal.dto;
export type TerminalDto = z.infer<typeof terminalDto>;

/** GET list: paging, sorting and a filter on the name or the address. */
export const getTerminalsInput = filteredListQuery(['name', 'ipAddress', 'port', 'timeZone', 'creationTime']);
export type GetTerminalsInput = z.input<typeof getTerminalsInput>;
export type GetTerminals = z.infer<typeof getTerminalsInput>;

export const createTerminalInput = terminal.create;
export type CreateTerminalInput = z.input<typeof createTerminalInput>;
export type CreateTerminal = z.infer<typeof createTerminalInput>;

export const updateTerminalInput = terminal.update;
export type UpdateTerminalInput = z.input<typeof updateTerminalInput>;
export type UpdateTerminal = z.infer<typeof updateTerminalInput>;

/**
 * Test terminal: the typed address and key. With `id` (the edit dialog, which never sees the stored key)
 * and no comKey, the terminal's stored key is used.
 */
export const testTerminalConnectionInput = z.object({
  ipAddress: terminalAddress,
  port: terminalPort.default(defaultTerminalPort),
  comKey: terminalComKey.nullable().optional(),
  id: z.uuid().nullable().optional(),
});
export type TestTerminalConnectionInput = z.input<typeof testTerminalConnectionInput>;
export type TestTerminalConnection = z.infer<typeof testTerminalConnectionInput>;

/** Why a test failed, by kind only (never the socket's own message). */
export const terminalFailureKinds = [
  'refused',
  'timeout',
  'unauthorised',
  'malformed',
  'closed',
  'unreachable',
] as const;
export type TerminalFailureKind = (typeof terminalFailureKinds)[number];

export const testTerminalConnectionResult = z.object({
  isSuccess: z.boolean(),
  /** The device's wall clock, "YYYY-MM-DDTHH:mm:ss" (no zone: the device's own), null on failure. */
  retrievedTime: z.string().nullable(),
  error: z.enum(terminalFailureKinds).optional(),
});
export type TestTerminalConnectionResult = z.infer<typeof testTerminalConnectionResult>;

/** Set the device clock: what it showed, what it shows after (wall times, no zone), or why it failed. */
export const setTerminalClockResult = z.object({
  isSuccess: z.boolean(),
  /** The device's wall clock before, "YYYY-MM-DDTHH:mm:ss"; null on failure. */
  previousTime: z.string().nullable(),
  /** The device's wall clock read back after setting it (now in the terminal's zone); null on failure. */
  deviceTime: z.string().nullable(),
  /** The zone whose wall time the device was set to (the terminal's, else the tenant's). */
  timeZone: z.string(),
  error: z.enum(terminalFailureKinds).optional(),
});
export type SetTerminalClockResult = z.infer<typeof setTerminalClockResult>;

const path = '/api/app/terminal';
const call = resourceCalls(path, 'Terminal');

/**
 * The terminal calls (document 2 §7) and the delete of issue 14 (soft: the punches read from it keep naming
 * it); the create and the update answer the terminal.
 */
export const terminalEndpoints = {
  ...resourceEndpoints({
    path,
    tag: 'Terminal',
    policies: TimePermissions.Terminals,
    dto: terminalDto,
    query: getTerminalsInput,
    create: createTerminalInput,
    update: updateTerminalInput,
    createResponse: terminalDto,
  }),
  /**
   * Connects to the address (5 s at most) and reads the device's clock. Its own permission: it opens a TCP
   * connection from the server to an address the caller chooses.
   */
  testConnection: call('POST', 'test-connection', TimePermissions.Terminals.TestConnection, {
    body: testTerminalConnectionInput,
    response: testTerminalConnectionResult,
  }),
  /**
   * Sets the saved terminal's clock to now as the wall time of its zone (the tenant's when it has none),
   * then reads it back. Behind the terminals' Update policy: it changes the device.
   */
  setClock: call('POST', ':id/set-clock', TimePermissions.Terminals.Update, {
    response: setTerminalClockResult,
  }),
};
