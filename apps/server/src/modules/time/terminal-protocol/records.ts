import { ProtocolError } from './protocol.ts';
import type { DeviceClock, DevicePunch, DeviceUser, FreeSizes } from './types.ts';

/**
 * The device's data formats: its clock as a u32, attendance records of 40 bytes (16 and 8 on old
 * firmware), users of 72 bytes (28 on old firmware) and the counts of CMD_GET_FREE_SIZES. The device's
 * time is a local wall clock with no zone, so it stays a wall-clock string here: no Date, no zone.
 */

export type AttendanceRecordSize = 40 | 16 | 8;
export type UserRecordSize = 72 | 28;

// ---- time

/** seconds of the day + 86400 × (day-1 + 31 × (month-1 + 12 × (year % 100))): every month has 31 days. */
export function encodeDeviceTime(clock: DeviceClock): number {
  const days = ((clock.year % 100) * 12 + (clock.month - 1)) * 31 + (clock.day - 1);
  return days * 86_400 + (clock.hour * 60 + clock.minute) * 60 + clock.second;
}

export function decodeDeviceTime(value: number): DeviceClock {
  let t = value;
  const second = t % 60;
  t = Math.floor(t / 60);
  const minute = t % 60;
  t = Math.floor(t / 60);
  const hour = t % 24;
  t = Math.floor(t / 24);
  const day = (t % 31) + 1;
  t = Math.floor(t / 31);
  const month = (t % 12) + 1;
  const year = Math.floor(t / 12) + 2000;
  return { year, month, day, hour, minute, second };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const twoDigits = Array.from({ length: 100 }, (_, i) => pad(i));

/** 'YYYY-MM-DDTHH:mm:ss'. */
export function formatDeviceClock(c: DeviceClock): string {
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** Reads 'YYYY-MM-DDTHH:mm:ss' (years 2000-2099: what the device's u32 can hold). */
export function parseDeviceClock(text: string): DeviceClock {
  const m = wallTimePattern.exec(text);
  if (!m) throw new RangeError(`not a device time 'YYYY-MM-DDTHH:mm:ss': ${text}`);
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (
    year < 2000 ||
    year > 2099 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31 ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    throw new RangeError(`device time out of range: ${text}`);
  return { year, month, day, hour, minute, second };
}

/** The last day decoded: a log's records come day by day, so its date string is mostly reused. */
let lastDay = -1;
let lastDate = '';

/** The device time as 'YYYY-MM-DDTHH:mm:ss' (fast: a log has 100,000 of them). */
export function decodeDeviceTimeString(value: number): string {
  const day = Math.floor(value / 86_400);
  if (day !== lastDay) {
    const c = decodeDeviceTime(day * 86_400);
    lastDay = day;
    lastDate = `${pad(c.year, 4)}-${twoDigits[c.month]}-${twoDigits[c.day]}T`;
  }
  const seconds = value - day * 86_400;
  const hour = Math.floor(seconds / 3600);
  const minute = Math.floor((seconds % 3600) / 60);
  return `${lastDate}${twoDigits[hour]}:${twoDigits[minute]}:${twoDigits[seconds % 60]}`;
}

export const encodeDeviceTimeString = (text: string): number => encodeDeviceTime(parseDeviceClock(text));

// ---- strings

/** A NUL-terminated (or NUL-padded) string field (ASCII read directly: user ids are mostly digits). */
function readString(bytes: Buffer, start: number, length: number): string {
  let end = start;
  let ascii = true;
  const limit = start + length;
  for (; end < limit; end++) {
    const b = bytes[end]!;
    if (b === 0) break;
    if (b > 0x7f) ascii = false;
  }
  if (!ascii) return bytes.toString('utf8', start, end);
  let text = '';
  for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

/** Writes a string NUL-padded into a field, leaving at least one NUL (the field is zero-filled first). */
function writeString(target: Buffer, text: string, start: number, length: number): void {
  target.fill(0, start, start + length);
  const bytes = Buffer.from(text, 'utf8');
  bytes.copy(target, start, 0, Math.min(bytes.length, length - 1));
}

// ---- attendance records

/**
 * How the users of the device are known to decode old records: 8-byte records carry only the uid,
 * 16-byte ones only the user id.
 */
export interface UserDirectory {
  userIdOf(uid: number): string | undefined;
  uidOf(userId: string): number | undefined;
}

export function userDirectory(users: readonly DeviceUser[]): UserDirectory {
  const byUid = new Map(users.map((u) => [u.uid, u.userId]));
  const byUserId = new Map(users.map((u) => [u.userId, u.uid]));
  return { userIdOf: (uid) => byUid.get(uid), uidOf: (userId) => byUserId.get(userId) };
}

/**
 * 40 bytes: uid u16, user id (24 bytes, NUL-padded), verify type u8, time u32, state u8, 8 bytes reserved.
 * 16 bytes: user id u32, time u32, verify type u8, state u8, 2 reserved, work code u32.
 * 8 bytes: uid u16, verify type u8, time u32, state u8.
 */
export function encodeAttendanceRecord(
  punch: DevicePunch,
  size: AttendanceRecordSize,
  target: Buffer,
  offset: number,
): void {
  writeAttendanceRecord(target, offset, size, punch, encodeDeviceTimeString(punch.deviceTime));
}

/** The same with the time already encoded (the simulator writes 100,000 of them). */
export function writeAttendanceRecord(
  target: Buffer,
  offset: number,
  size: AttendanceRecordSize,
  punch: Omit<DevicePunch, 'deviceTime'>,
  time: number,
): void {
  target.fill(0, offset, offset + size);
  if (size === 40) {
    target.writeUInt16LE(punch.uid, offset);
    target.write(punch.userId, offset + 2, 23, 'utf8');
    target.writeUInt8(punch.verifyType, offset + 26);
    target.writeUInt32LE(time, offset + 27);
    target.writeUInt8(punch.state, offset + 31);
  } else if (size === 16) {
    target.writeUInt32LE(Number(punch.userId) >>> 0, offset);
    target.writeUInt32LE(time, offset + 4);
    target.writeUInt8(punch.verifyType, offset + 8);
    target.writeUInt8(punch.state, offset + 9);
  } else {
    target.writeUInt16LE(punch.uid, offset);
    target.writeUInt8(punch.verifyType, offset + 2);
    target.writeUInt32LE(time, offset + 3);
    target.writeUInt8(punch.state, offset + 7);
  }
}

export function decodeAttendanceRecords(
  records: Buffer,
  size: AttendanceRecordSize,
  users?: UserDirectory,
): DevicePunch[] {
  if (records.length % size !== 0)
    throw new ProtocolError(`${records.length} bytes of attendance are not whole records of ${size}`);
  const punches: DevicePunch[] = new Array(records.length / size);
  for (let i = 0, at = 0; at < records.length; i++, at += size) {
    if (size === 40) {
      punches[i] = {
        uid: records.readUInt16LE(at),
        userId: readString(records, at + 2, 24),
        verifyType: records.readUInt8(at + 26),
        deviceTime: decodeDeviceTimeString(records.readUInt32LE(at + 27)),
        state: records.readUInt8(at + 31),
      };
    } else if (size === 16) {
      const userId = String(records.readUInt32LE(at));
      punches[i] = {
        uid: users?.uidOf(userId) ?? Number(userId),
        userId,
        deviceTime: decodeDeviceTimeString(records.readUInt32LE(at + 4)),
        verifyType: records.readUInt8(at + 8),
        state: records.readUInt8(at + 9),
      };
    } else {
      const uid = records.readUInt16LE(at);
      punches[i] = {
        uid,
        userId: users?.userIdOf(uid) ?? String(uid),
        verifyType: records.readUInt8(at + 2),
        deviceTime: decodeDeviceTimeString(records.readUInt32LE(at + 3)),
        state: records.readUInt8(at + 7),
      };
    }
  }
  return punches;
}

// ---- users

/**
 * 72 bytes: uid u16, privilege u8, password (8), name (24), card u32, 1 reserved, group (7), 1 reserved,
 * user id (24). 28 bytes: uid u16, privilege u8, password (5), name (8), card u32, 1 reserved, group u8,
 * time zone i16, user id u32.
 */
export function encodeUserRecord(
  user: DeviceUser,
  size: UserRecordSize,
  target: Buffer,
  offset: number,
): void {
  target.fill(0, offset, offset + size);
  target.writeUInt16LE(user.uid, offset);
  target.writeUInt8(user.privilege, offset + 2);
  if (size === 72) {
    writeString(target, user.name, offset + 11, 24);
    writeString(target, '1', offset + 40, 7);
    writeString(target, user.userId, offset + 48, 24);
  } else {
    writeString(target, user.name, offset + 8, 8);
    target.writeUInt8(1, offset + 21);
    target.writeUInt32LE(Number(user.userId) >>> 0, offset + 24);
  }
}

export function decodeUserRecords(records: Buffer, size: UserRecordSize): DeviceUser[] {
  if (records.length % size !== 0)
    throw new ProtocolError(`${records.length} bytes of users are not whole records of ${size}`);
  const users: DeviceUser[] = [];
  for (let at = 0; at < records.length; at += size) {
    const uid = records.readUInt16LE(at);
    const privilege = records.readUInt8(at + 2);
    if (size === 72)
      users.push({
        uid,
        privilege,
        name: readString(records, at + 11, 24),
        userId: readString(records, at + 48, 24),
      });
    else
      users.push({
        uid,
        privilege,
        name: readString(records, at + 8, 8),
        userId: String(records.readUInt32LE(at + 24)),
      });
  }
  return users;
}

// ---- the prepared buffer's content: u32 size of the records, then the records

/** The records of a prepared buffer (after its u32 size), checked against the bytes received. */
export function recordsOf(data: Buffer, what: string): Buffer {
  if (data.length < 4) throw new ProtocolError(`${what}: ${data.length} bytes, less than the size field`);
  const size = data.readUInt32LE(0);
  if (size > data.length - 4) throw new ProtocolError(`${what}: says ${size} bytes, ${data.length - 4} came`);
  return data.subarray(4, 4 + size);
}

/**
 * The record size of `total` bytes holding about `count` records: the device tells the count (free sizes)
 * and not the format, so the size is total / count, taken among the known formats that divide the total
 * (the nearest to total / count, should a punch have arrived between the count and the read).
 */
export function recordSizeOf<S extends number>(
  total: number,
  count: number,
  sizes: readonly S[],
  what: string,
): S {
  if (total === 0) return sizes[0]!;
  const fits = sizes.filter((s) => total % s === 0);
  if (fits.length === 0 || count <= 0)
    throw new ProtocolError(`${what}: ${total} bytes for ${count} records fit no known record size`);
  const ratio = total / count;
  return fits.reduce((best, s) => (Math.abs(s - ratio) < Math.abs(best - ratio) ? s : best));
}

/** A prepared buffer's content: the size of the records, then the records. */
export function withSizePrefix(records: Buffer): Buffer {
  const out = Buffer.allocUnsafe(4 + records.length);
  out.writeUInt32LE(records.length, 0);
  records.copy(out, 4);
  return out;
}

// ---- free sizes

/**
 * 20 little-endian i32 (80 bytes), then 3 more on devices with faces (92): users at index 4, fingers 6,
 * records 8, capacities of fingers 14, users 15, records 16, and what is left of them 17, 18, 19; faces
 * and their capacity at 20 and 22.
 */
export function decodeFreeSizes(payload: Buffer): FreeSizes {
  if (payload.length < 80) throw new ProtocolError(`free sizes: ${payload.length} bytes, 80 expected`);
  const field = (i: number) => payload.readInt32LE(i * 4);
  const sizes: FreeSizes = {
    users: field(4),
    fingers: field(6),
    records: field(8),
    fingerCapacity: field(14),
    userCapacity: field(15),
    recordCapacity: field(16),
    fingersAvailable: field(17),
    usersAvailable: field(18),
    recordsAvailable: field(19),
  };
  if (payload.length >= 92) {
    sizes.faces = field(20);
    sizes.faceCapacity = field(22);
  }
  return sizes;
}

export function encodeFreeSizes(sizes: Required<FreeSizes>): Buffer {
  const payload = Buffer.alloc(92);
  const set = (i: number, value: number) => payload.writeInt32LE(value, i * 4);
  set(4, sizes.users);
  set(6, sizes.fingers);
  set(8, sizes.records);
  set(14, sizes.fingerCapacity);
  set(15, sizes.userCapacity);
  set(16, sizes.recordCapacity);
  set(17, sizes.fingersAvailable);
  set(18, sizes.usersAvailable);
  set(19, sizes.recordsAvailable);
  set(20, sizes.faces);
  set(22, sizes.faceCapacity);
  return payload;
}
