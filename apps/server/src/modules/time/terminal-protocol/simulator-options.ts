// What a simulated terminal is started with and answers: its options, its device facts, its handle.
import type { AttendanceRecordSize } from './records.ts';
import type { DeviceClock, DevicePunch } from './types.ts';

export interface TerminalSimulatorOptions {
  /** Default 127.0.0.1: the simulator is for loopback. */
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  /** The comm key a client must send (0, the default: none asked). */
  commKey?: number;
  /** Users 1..N with user ids (PINs) "1".."N" (default 10). */
  users?: number;
  /** Exactly this many punches, the most recent ones, going back as many days as it takes. */
  punches?: number;
  /** Days of punches up to today (default 30), when `punches` is not given. */
  days?: number;
  /** How far the device's clock is off the host's, in milliseconds (default 0). */
  clockOffsetMs?: number;
  /**
   * The IANA time zone whose local wall time the device's clock shows (default 'UTC'). A terminal is set
   * to local time by whoever installs it, so this is the zone of the terminal's record in the product.
   */
  timeZone?: string;
  /** Each reply waits this long (slow device or network). */
  replyDelayMs?: number;
  /** The connection is cut after this many bytes were sent on it (a cable pulled mid-transfer). */
  dropAfterBytes?: number;
  /** 40 (default); 16 and 8 are the records of old firmware, whose users are 28 bytes (72 otherwise). */
  recordSize?: AttendanceRecordSize;
  /** The generated users and punches follow from it (default 1). */
  seed?: number;
  /** Punches with an undefined state and forgotten in punches (default true; see `PunchGeneration`). */
  quirks?: boolean;
  /** The host's clock (default Date.now): tests pin the day the punches end on. */
  now?: () => number;
  /** What the device says of itself (firmware, serial number, ...); each has a default (`defaultDeviceInfo`). */
  device?: Partial<SimulatedDeviceInfo>;
  /** Serve UDP on the same port number too (default true), as devices do. */
  udp?: boolean;
}

/** What the simulated device answers CMD_GET_VERSION and CMD_OPTIONS_RRQ with. */
export interface SimulatedDeviceInfo {
  firmwareVersion: string;
  serialNumber: string;
  platform: string;
  deviceName: string;
  mac: string;
  /** The longest user id (PIN) the device takes. */
  pinWidth: number;
  /** The fingerprint algorithm: 10 or 9. */
  fingerprintVersion: number;
  os: string;
}

/** A common mid-range terminal's answers. */
export const defaultDeviceInfo: SimulatedDeviceInfo = {
  firmwareVersion: 'Ver 6.60 Apr 28 2017',
  serialNumber: 'HRSIM0000001',
  platform: 'ZMM220_TFT',
  deviceName: 'HR Simulator',
  mac: '00:17:61:00:00:01',
  pinWidth: 9,
  fingerprintVersion: 10,
  os: '1',
};

export interface TerminalSimulator {
  port: number;
  close(): Promise<void>;
  /** Appends punches to the log (the device's newest records). */
  addPunches(punches: DevicePunch[]): void;
  setClockOffset(ms: number): void;
  /** The punches in the log now. */
  readonly punchCount: number;
  /** The device's wall clock now. */
  deviceTime(): DeviceClock;
  /** How far the device's clock is off the host's now, in milliseconds (CMD_SET_TIME changes it). */
  readonly clockOffsetMs: number;
  /** The commands received, over TCP and UDP (CMD_REFRESHDATA and CMD_FREE_DATA leave nothing else to see). */
  readonly received: readonly number[];
  /** The bytes it has sent, over TCP and UDP (what a sync cost the device's link). */
  readonly bytesSent: number;
}
