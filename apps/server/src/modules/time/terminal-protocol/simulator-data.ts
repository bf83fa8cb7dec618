import { wallClockFormat, wallClockParts } from '@hr/contracts';
import {
  type AttendanceRecordSize,
  encodeDeviceTime,
  encodeUserRecord,
  type UserRecordSize,
  writeAttendanceRecord,
} from './records.ts';
import type { DeviceClock, DeviceUser } from './types.ts';

/**
 * What the simulated terminal holds: users 1..N (user ids "1".."N") and an office's punches, generated
 * straight into the device's record format. Each (day, user) draws from its own generator seeded by
 * (seed, day, uid), so a day's punches are the same whenever the simulator starts: a restart on a later
 * day adds that day's punches and changes none of the earlier ones.
 */

// ---- civil dates (days since 1970-01-01, proleptic Gregorian), no Date needed

export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 Sunday .. 6 Saturday (1970-01-01 was a Thursday). */
export const weekday = (days: number): number => (((days + 4) % 7) + 7) % 7;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at an instant: what a device set to that zone's local time shows. */
export function wallClockAt(instantMs: number, timeZone: string): DeviceClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = wallClockFormat(timeZone);
    formatters.set(timeZone, format);
  }
  return wallClockParts(format, instantMs);
}

// ---- deterministic randomness

/** mulberry32: a small, fast 32-bit generator; good enough for demo punches. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function mix(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h = Math.imul(h ^ (v & 0xffff), 0x01000193);
    h = Math.imul(h ^ ((v >>> 16) & 0xffff), 0x01000193);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

// ---- users

const firstNames = [
  'Ahmad',
  'Omar',
  'Lina',
  'Sara',
  'Khaled',
  'Rana',
  'Youssef',
  'Maya',
  'Hassan',
  'Nour',
  'Ali',
  'Huda',
  'Samir',
  'Dana',
  'Tariq',
  'Reem',
  'Fadi',
  'Layla',
  'Ziad',
  'Hala',
  'John',
  'Anna',
  'Karim',
  'Salma',
];
const lastNames = [
  'Haddad',
  'Khoury',
  'Saleh',
  'Nasser',
  'Mansour',
  'Darwish',
  'Hamdan',
  'Aziz',
  'Barakat',
  'Smith',
  'Qasem',
  'Zein',
  'Halabi',
  'Jaber',
  'Awad',
  'Sabbagh',
];

/** Users 1..count: uid i, user id (PIN) "i", a name, ordinary privilege (the first one an administrator). */
export function generateUsers(count: number, seed: number): DeviceUser[] {
  const users: DeviceUser[] = [];
  for (let uid = 1; uid <= count; uid++) {
    const random = generator(mix(seed, 0x7573, uid));
    const first = firstNames[Math.floor(random() * firstNames.length)]!;
    const last = lastNames[Math.floor(random() * lastNames.length)]!;
    users.push({ uid, userId: String(uid), name: `${first} ${last}`, privilege: uid === 1 ? 14 : 0 });
  }
  return users;
}

export function encodeUsers(users: readonly DeviceUser[], size: UserRecordSize): Buffer {
  const out = Buffer.allocUnsafe(users.length * size);
  users.forEach((user, i) => {
    encodeUserRecord(user, size, out, i * size);
  });
  return out;
}

// ---- punches

export interface PunchGeneration {
  users: number;
  /** Days back from today (today included); ignored when `punches` is given. */
  days: number;
  /** Exactly this many punches (the most recent ones), going back as many days as it takes. */
  punches?: number;
  seed: number;
  /** The device's wall clock now: nothing is punched after it. */
  now: DeviceClock;
  /**
   * The odd records a sync must survive (default true): punches with an undefined state and days whose in
   * punch was forgotten (a lone afternoon punch reads as a check-in at 4 PM). The demo leaves them out.
   */
  quirks?: boolean;
}

export const PunchState = { CheckIn: 0, CheckOut: 1, Undefined: 255 } as const;
export const VerifyType = { Password: 0, Fingerprint: 1, Card: 2, Face: 15 } as const;

interface DayPunch {
  seconds: number;
  uid: number;
  state: number;
  verifyType: number;
}

/** Around `center` minutes, ± `spread` (the mean of two draws, so most land near the center), with seconds. */
function around(random: () => number, centerMinutes: number, spreadMinutes: number): number {
  const offset = ((random() + random()) / 2 - 0.5) * 2 * spreadMinutes;
  return Math.round((centerMinutes + offset) * 60 + random() * 59);
}

function verifyTypeOf(random: () => number): number {
  const r = random();
  if (r < 0.93) return VerifyType.Fingerprint;
  if (r < 0.96) return VerifyType.Face;
  if (r < 0.98) return VerifyType.Password;
  return VerifyType.Card;
}

/**
 * One working day's punches (Sunday to Thursday; none on Friday and Saturday): an in punch around 08:00
 * (± 20 minutes) and an out punch around 16:00 (± 30 minutes) per user; about 4 % of users absent on a
 * day, 2 % forget the out punch and 1 % the in punch, 2 % of punches repeated a minute later (the finger
 * put twice), and 0.5 % with an undefined state (255). Sorted by time, as the device logs them. Without
 * `quirks` nobody forgets the in punch and every state is defined; the rest is the same, draw for draw.
 */
export function punchesOfDay(day: number, users: number, seed: number, quirks = true): DayPunch[] {
  if (weekday(day) > 4) return [];
  const punches: DayPunch[] = [];
  const add = (random: () => number, seconds: number, uid: number, state: number) => {
    const punch = {
      seconds,
      uid,
      state: random() < 0.005 && quirks ? PunchState.Undefined : state,
      verifyType: verifyTypeOf(random),
    };
    punches.push(punch);
    if (random() < 0.02)
      punches.push({ ...punch, seconds: Math.min(86_399, seconds + 60 + Math.floor(random() * 5)) });
  };
  for (let uid = 1; uid <= users; uid++) {
    const random = generator(mix(seed, day, uid));
    if (random() < 0.04) continue;
    const forgetsIn = random() < 0.01 && quirks;
    const forgetsOut = random() < 0.02;
    const arrives = around(random, 8 * 60, 20);
    const leaves = around(random, 16 * 60, 30);
    if (!forgetsIn) add(random, arrives, uid, PunchState.CheckIn);
    if (!forgetsOut) add(random, leaves, uid, PunchState.CheckOut);
  }
  return punches.sort((a, b) => a.seconds - b.seconds || a.uid - b.uid);
}

/** The first day the device's clock can hold (2000-01-01). */
const FIRST_DAY = daysFromCivil(2000, 1, 1);

/** The generated log in the device's record format, oldest first, in one buffer. */
export function generatePunchRecords(
  generation: PunchGeneration,
  recordSize: AttendanceRecordSize,
): { records: Buffer; count: number } {
  const { now } = generation;
  const today = daysFromCivil(now.year, now.month, now.day);
  const nowSeconds = (now.hour * 60 + now.minute) * 60 + now.second;
  const wanted = generation.punches;
  const days: Array<{ day: number; punches: DayPunch[] }> = [];
  let total = 0;
  for (let day = today; day >= FIRST_DAY; day--) {
    if (wanted === undefined ? day <= today - generation.days : total >= wanted) break;
    if (wanted !== undefined && generation.users <= 0) break;
    let punches = punchesOfDay(day, generation.users, generation.seed, generation.quirks);
    if (day === today) punches = punches.filter((p) => p.seconds <= nowSeconds);
    days.push({ day, punches });
    total += punches.length;
  }
  const count = wanted === undefined ? total : Math.min(wanted, total);
  let skip = total - count;
  const records = Buffer.allocUnsafe(count * recordSize);
  let at = 0;
  for (let d = days.length - 1; d >= 0; d--) {
    const { day, punches } = days[d]!;
    const dayTime = encodeDeviceTime({ ...civilFromDays(day), hour: 0, minute: 0, second: 0 });
    for (const p of punches) {
      if (skip > 0) {
        skip--;
        continue;
      }
      const punch = { uid: p.uid, userId: String(p.uid), verifyType: p.verifyType, state: p.state };
      writeAttendanceRecord(records, at, recordSize, punch, dayTime + p.seconds);
      at += recordSize;
    }
  }
  return { records, count };
}
