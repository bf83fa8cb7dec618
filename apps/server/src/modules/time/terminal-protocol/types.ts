/** Where a terminal listens and how long a read may wait. */
export interface TerminalAddress {
  host: string;
  port: number;
  /** The device's communication key (0 when none is set). */
  commKey: number;
  /** How long connecting and each read may wait, in milliseconds (default 5000). */
  timeoutMs?: number;
  /** 'tcp' (default) or 'udp' (the same packets without the TCP envelope; old devices speak only UDP). */
  transport?: 'tcp' | 'udp';
}

/** A wall-clock reading of the device: local time, no zone. */
export interface DeviceClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** One attendance record (punch) of the device's log. */
export interface DevicePunch {
  /** The device's internal user number. */
  uid: number;
  /** The user id typed or enrolled on the device (the employee's PIN). */
  userId: string;
  /** How the user was recognised (1 fingerprint, 0 password, 2 card, 15 face, ...). */
  verifyType: number;
  /** The punch state the user chose (0 check-in, 1 check-out, ...): not trusted by the pairing. */
  state: number;
  /** 'YYYY-MM-DDTHH:mm:ss', the device's local wall clock, no zone. */
  deviceTime: string;
}

/** One user of the device. */
export interface DeviceUser {
  uid: number;
  userId: string;
  name: string;
  /** 0 user, 2 enroller, 6 administrator, 14 super administrator (bit flags of the device). */
  privilege: number;
}

/** The device's counts (CMD_GET_FREE_SIZES), and its capacities when it sent them. */
export interface FreeSizes {
  users: number;
  fingers: number;
  records: number;
  userCapacity?: number;
  fingerCapacity?: number;
  recordCapacity?: number;
  usersAvailable?: number;
  fingersAvailable?: number;
  recordsAvailable?: number;
  faces?: number;
  faceCapacity?: number;
}

/** What can be done on a connected terminal. Calls run one after another (the protocol has one exchange at a time). */
export interface TerminalSession {
  /** The device's wall clock, 'YYYY-MM-DDTHH:mm:ss'. */
  getTime(): Promise<string>;
  /** Sets the device's wall clock (CMD_SET_TIME), 'YYYY-MM-DDTHH:mm:ss' of years 2000-2099. */
  setTime(wallTime: string): Promise<void>;
  /** CMD_GET_VERSION: "Ver 6.60 Apr 28 2017". */
  getFirmwareVersion(): Promise<string>;
  /** A device option by name (CMD_OPTIONS_RRQ "~SerialNumber"): the value after '='. */
  getOption(name: string): Promise<string>;
  getSerialNumber(): Promise<string>;
  getPlatform(): Promise<string>;
  getDeviceName(): Promise<string>;
  getMac(): Promise<string>;
  /** The longest user id (PIN) the device takes ("~PIN2Width"). */
  getPinWidth(): Promise<number>;
  /** The fingerprint algorithm version ("~ZKFPVersion": 10 or 9). */
  getFingerprintVersion(): Promise<number>;
  /** CMD_REFRESHDATA: the device reloads its data after a change. */
  refreshData(): Promise<void>;
  /** CMD_FREE_DATA: releases a prepared buffer (the reads release theirs themselves). */
  freeData(): Promise<void>;
  getFreeSizes(): Promise<FreeSizes>;
  /** The whole attendance log, through the prepared buffer (1503) in chunks of 65,472 bytes (1504). */
  readAttendance(): Promise<DevicePunch[]>;
  /**
   * The attendance log past `known` (the mark of the last sync, null for none): nothing read past the
   * count and the last record when nothing is new, the new records only when the log grew, else the
   * whole log once.
   */
  readAttendanceSince(known: LogMark | null): Promise<AttendanceDelta>;
  /**
   * CMD_CLEAR_ATTLOG (15), only while the log is still exactly `expected` (its count and last record, read
   * again first): a punch that came after the sync's read keeps the log. Answers whether it cleared.
   */
  clearAttendanceIf(expected: LogMark): Promise<boolean>;
  readUsers(): Promise<DeviceUser[]>;
}

/** Where a device's attendance log stood: its record count and its last record (base64 of its bytes). */
export interface LogMark {
  count: number;
  last: string | null;
}

/** What `readAttendanceSince` read: the log's mark now, and the punches past the mark it was given. */
export interface AttendanceDelta {
  mark: LogMark;
  punches: DevicePunch[];
  /** The log is exactly the mark given: nothing was read past its count and last record. */
  unchanged: boolean;
  /** What was read of the records: none, the tail past the mark given, or the whole log. */
  read: 'none' | 'tail' | 'whole';
}

export type TerminalErrorKind =
  | 'refused'
  | 'timeout'
  | 'unauthorised'
  | 'malformed'
  | 'closed'
  | 'unreachable';

/** Every failure of the client, with the kind a caller can act on and a message naming the terminal. */
export class TerminalError extends Error {
  readonly kind: TerminalErrorKind;

  constructor(kind: TerminalErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TerminalError';
    this.kind = kind;
  }
}
