import { describe, expect, it } from 'vitest';
import {
  Command,
  checksum,
  encodeFrame,
  FrameReader,
  MAX_CHUNK,
  makeCommKey,
  nextReplyId,
  ProtocolError,
  previousReplyId,
} from './protocol.ts';
import {
  decodeAttendanceRecords,
  decodeDeviceTime,
  decodeDeviceTimeString,
  decodeFreeSizes,
  decodeUserRecords,
  encodeAttendanceRecord,
  encodeDeviceTime,
  encodeDeviceTimeString,
  encodeFreeSizes,
  encodeUserRecord,
  parseDeviceClock,
  recordSizeOf,
  recordsOf,
  userDirectory,
  withSizePrefix,
} from './records.ts';

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

// Byte sequences as a device and a client put them on the wire (session 0xb14e). The first is the
// CMD_CONNECT every ZKTeco client opens with: reply id 0, its checksum computed over reply id 65534.
const recorded = {
  connect: '5050827d 08000000 e803 17fc 0000 0000',
  connectReply: '5050827d 08000000 d007 e046 4eb1 0000',
  unauthReply: '5050827d 08000000 d507 db46 4eb1 0000',
  getTime: '5050827d 08000000 c900 e74d 4eb1 0100',
  getTimeReply: '5050827d 0c000000 d007 66fb 4eb1 0100 48193032',
  prepareAttLog: '5050827d 13000000 df05 cf3b 4eb1 0200 01 0d00 00000000 00000000',
};

/** 2026-03-12 12:30:00 on the device's clock. */
const time = 842_013_000;

describe('frames', () => {
  it('encodes the client frames byte for byte (checksum over the previous reply id)', () => {
    expect(encodeFrame({ command: Command.Connect, sessionId: 0, replyId: 0 }, 65_534)).toEqual(
      hex(recorded.connect),
    );
    expect(encodeFrame({ command: Command.GetTime, sessionId: 0xb14e, replyId: 1 }, 0)).toEqual(
      hex(recorded.getTime),
    );
    const prepare = Buffer.from([1, 13, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(
      encodeFrame({ command: Command.PrepareBuffer, sessionId: 0xb14e, replyId: 2, payload: prepare }, 1),
    ).toEqual(hex(recorded.prepareAttLog));
  });

  it('encodes device replies with the checksum over their own reply id', () => {
    expect(encodeFrame({ command: Command.AckOk, sessionId: 0xb14e, replyId: 0 })).toEqual(
      hex(recorded.connectReply),
    );
    const payload = Buffer.alloc(4);
    payload.writeUInt32LE(time);
    expect(encodeFrame({ command: Command.AckOk, sessionId: 0xb14e, replyId: 1, payload })).toEqual(
      hex(recorded.getTimeReply),
    );
  });

  it('decodes recorded replies', () => {
    const [frame, ...rest] = new FrameReader().push(hex(recorded.getTimeReply));
    expect(rest).toEqual([]);
    expect(frame).toMatchObject({ command: Command.AckOk, checksum: 0xfb66, sessionId: 0xb14e, replyId: 1 });
    expect(decodeDeviceTimeString(frame!.payload.readUInt32LE(0))).toBe('2026-03-12T12:30:00');
  });

  it('computes the checksum: 16-bit words, carries folded back, an odd last byte added, complemented', () => {
    expect(checksum(new Uint8Array())).toBe(65_534);
    expect(checksum(Uint8Array.from([0x01, 0x00]))).toBe(65_533);
    // 0xffff + 0x0002 = 0x10001, folded to 0x0002
    expect(checksum(Uint8Array.from([0xff, 0xff, 0x02, 0x00]))).toBe(65_532);
    // an odd byte counts as is: 0x0001 + 0x05
    expect(checksum(Uint8Array.from([0x01, 0x00, 0x05]))).toBe(65_528);
    // a sum of exactly 0xffff complements to 65534 like 0
    expect(checksum(Uint8Array.from([0xff, 0xff]))).toBe(65_534);
  });

  it('wraps reply ids below 65535', () => {
    expect(nextReplyId(65_534)).toBe(0);
    expect(nextReplyId(7)).toBe(8);
    expect(previousReplyId(0)).toBe(65_534);
  });
});

describe('FrameReader', () => {
  const stream = Buffer.concat([
    hex(recorded.connectReply),
    hex(recorded.getTimeReply),
    hex(recorded.unauthReply),
  ]);

  it('reassembles frames delivered one byte at a time', () => {
    const reader = new FrameReader();
    const frames = [];
    for (const byte of stream) frames.push(...reader.push(Buffer.from([byte])));
    expect(frames.map((f) => f.command)).toEqual([Command.AckOk, Command.AckOk, Command.AckUnauth]);
    expect(frames[1]!.payload).toEqual(hex('48193032'));
    expect(reader.pending).toBe(0);
  });

  it('takes several frames out of one chunk, and keeps the start of the next', () => {
    const reader = new FrameReader();
    const frames = reader.push(stream.subarray(0, stream.length - 3));
    expect(frames.map((f) => f.command)).toEqual([Command.AckOk, Command.AckOk]);
    expect(reader.pending).toBe(13);
    expect(reader.push(stream.subarray(stream.length - 3)).map((f) => f.command)).toEqual([
      Command.AckUnauth,
    ]);
  });

  it('reassembles a 65,472-byte chunk split over TCP reads at odd places', () => {
    const data = Buffer.from(Uint8Array.from({ length: MAX_CHUNK }, (_, i) => i % 251));
    const frames = Buffer.concat([
      encodeFrame({
        command: Command.PrepareData,
        sessionId: 9,
        replyId: 4,
        payload: hex('c0ff0000 00000000'),
      }),
      encodeFrame({ command: Command.Data, sessionId: 9, replyId: 4, payload: data }),
      encodeFrame({ command: Command.AckOk, sessionId: 9, replyId: 4 }),
    ]);
    const reader = new FrameReader();
    const got = [];
    let at = 0;
    for (const cut of [3, 20, 1000, 30_000, 65_000, frames.length]) {
      got.push(...reader.push(frames.subarray(at, cut)));
      at = cut;
    }
    expect(got.map((f) => f.command)).toEqual([Command.PrepareData, Command.Data, Command.AckOk]);
    expect(got[1]!.payload.equals(data)).toBe(true);
  });

  it('refuses what is not the protocol', () => {
    expect(() => new FrameReader().push(Buffer.from('HTTP/1.1 400 Bad Request\r\n'))).toThrow(ProtocolError);
    expect(() => new FrameReader().push(hex('5050827d 04000000 0000'))).toThrow(/impossible frame length 4/);
    expect(() => new FrameReader(1024).push(hex('5050827d 00100000'))).toThrow(/impossible frame length/);
  });
});

describe('comm key', () => {
  it('scrambles key and session as the devices expect', () => {
    // key 1 reversed is 0x80000000, + session 0x1234 = 0x80001234 -> LE 34 12 00 80, xor "ZKSO" -> 6e 59 53 cf,
    // halves swapped -> 53 cf 6e 59, then bytes 0, 1, 3 xor'ed with the tick 50 (0x32), which fills byte 2.
    expect(makeCommKey(1, 0x1234)).toEqual(hex('61fd326b'));
    expect(makeCommKey(0, 0)).toEqual(Buffer.from([0x53 ^ 0x32, 0x4f ^ 0x32, 0x32, 0x4b ^ 0x32]));
    expect(makeCommKey(123_456, 0xb14e, 7)[2]).toBe(7);
    expect(makeCommKey(123_456, 0xb14e)).not.toEqual(makeCommKey(123_457, 0xb14e));
  });
});

describe('device time', () => {
  it('encodes every month as 31 days since 2000', () => {
    expect(encodeDeviceTime({ year: 2026, month: 3, day: 12, hour: 12, minute: 30, second: 0 })).toBe(time);
    expect(encodeDeviceTimeString('2026-11-25T14:58:08')).toBe(864_572_288);
    expect(encodeDeviceTimeString('2000-01-01T00:00:00')).toBe(0);
  });

  it('decodes to the device wall clock, no zone', () => {
    expect(decodeDeviceTime(time)).toEqual({
      year: 2026,
      month: 3,
      day: 12,
      hour: 12,
      minute: 30,
      second: 0,
    });
    expect(decodeDeviceTimeString(864_572_288)).toBe('2026-11-25T14:58:08');
    expect(decodeDeviceTimeString(0)).toBe('2000-01-01T00:00:00');
  });

  it('round-trips every second boundary of a year across month ends and leap days', () => {
    for (const text of [
      '2024-02-29T23:59:59',
      '2024-03-01T00:00:00',
      '2025-12-31T23:59:59',
      '2026-01-01T00:00:00',
      '2099-12-31T23:59:59',
      '2026-10-31T01:02:03',
    ])
      expect(decodeDeviceTimeString(encodeDeviceTimeString(text))).toBe(text);
    for (let t = 0; t < 2 * 86_400 * 31 * 12; t += 86_400 * 7 + 3_601)
      expect(encodeDeviceTime(decodeDeviceTime(t))).toBe(t);
  });

  it('refuses times the device cannot hold', () => {
    expect(() => parseDeviceClock('1999-12-31T23:59:59')).toThrow(RangeError);
    expect(() => parseDeviceClock('2026-13-01T00:00:00')).toThrow(RangeError);
    expect(() => parseDeviceClock('2026-03-12 12:30:00')).toThrow(RangeError);
  });
});

describe('attendance records', () => {
  const record40 = hex(`0700 37${'00'.repeat(23)} 01 48193032 00 ${'00'.repeat(8)}`);
  const record16 = hex('12040000 48193032 0f 01 0000 00000000');
  const record8 = hex('0700 02 48193032 ff');

  it('decodes 40-byte records: uid, user id, verify type, time, state', () => {
    expect(record40.length).toBe(40);
    expect(decodeAttendanceRecords(record40, 40)).toEqual([
      { uid: 7, userId: '7', verifyType: 1, state: 0, deviceTime: '2026-03-12T12:30:00' },
    ]);
  });

  it('decodes the 16-byte records of old firmware (user id as a number; uid from the users)', () => {
    expect(decodeAttendanceRecords(record16, 16)).toEqual([
      { uid: 1042, userId: '1042', verifyType: 15, state: 1, deviceTime: '2026-03-12T12:30:00' },
    ]);
    const users = userDirectory([{ uid: 7, userId: '1042', name: 'Omar', privilege: 0 }]);
    expect(decodeAttendanceRecords(record16, 16, users)[0]!.uid).toBe(7);
  });

  it('decodes the 8-byte records of old firmware (uid only; the user id from the users)', () => {
    expect(decodeAttendanceRecords(record8, 8)).toEqual([
      { uid: 7, userId: '7', verifyType: 2, state: 255, deviceTime: '2026-03-12T12:30:00' },
    ]);
    const users = userDirectory([{ uid: 7, userId: '1042', name: 'Omar', privilege: 0 }]);
    expect(decodeAttendanceRecords(record8, 8, users)[0]!.userId).toBe('1042');
  });

  it('encodes the same bytes it decodes', () => {
    for (const [bytes, size] of [
      [record40, 40],
      [record16, 16],
      [record8, 8],
    ] as const) {
      const [punch] = decodeAttendanceRecords(bytes, size);
      const out = Buffer.alloc(size, 0xaa);
      encodeAttendanceRecord(punch!, size, out, 0);
      expect(out).toEqual(bytes);
    }
  });

  it('reads the prepared buffer: its size field, then the records, sized by total / count', () => {
    const data = withSizePrefix(Buffer.concat([record40, record40, record40]));
    expect(data.readUInt32LE(0)).toBe(120);
    const records = recordsOf(data, 'log');
    expect(records.length).toBe(120);
    expect(recordSizeOf(records.length, 3, [40, 16, 8], 'log')).toBe(40);
    expect(recordSizeOf(48, 3, [40, 16, 8], 'log')).toBe(16);
    expect(recordSizeOf(24, 3, [40, 16, 8], 'log')).toBe(8);
    // a punch came between the count and the read: 4 records of 40 while the count said 3
    expect(recordSizeOf(160, 3, [40, 16, 8], 'log')).toBe(40);
    expect(() => recordSizeOf(41, 1, [40, 16, 8], 'log')).toThrow(ProtocolError);
    expect(() => recordsOf(hex('10000000 0000'), 'log')).toThrow(/says 16 bytes, 2 came/);
    expect(() => decodeAttendanceRecords(Buffer.alloc(39), 40)).toThrow(ProtocolError);
  });
});

describe('users', () => {
  const user72 = hex(
    `0700 0e ${'00'.repeat(8)} 4c696e612053616c6568${'00'.repeat(14)} 00000000 00 31${'00'.repeat(6)} 00 31303432${'00'.repeat(20)}`,
  );
  const user28 = hex(`0700 00 ${'00'.repeat(5)} 4f6d617200000000 00000000 00 01 0000 12040000`);

  it('decodes 72-byte users and the 28-byte ones of old firmware', () => {
    expect(user72.length).toBe(72);
    expect(user28.length).toBe(28);
    expect(decodeUserRecords(user72, 72)).toEqual([
      { uid: 7, userId: '1042', name: 'Lina Saleh', privilege: 14 },
    ]);
    expect(decodeUserRecords(user28, 28)).toEqual([{ uid: 7, userId: '1042', name: 'Omar', privilege: 0 }]);
  });

  it('encodes what it decodes', () => {
    const out72 = Buffer.alloc(72, 0xaa);
    encodeUserRecord({ uid: 7, userId: '1042', name: 'Lina Saleh', privilege: 14 }, 72, out72, 0);
    expect(out72).toEqual(user72);
    const out28 = Buffer.alloc(28, 0xaa);
    encodeUserRecord({ uid: 7, userId: '1042', name: 'Omar', privilege: 0 }, 28, out28, 0);
    expect(out28).toEqual(user28);
  });
});

describe('free sizes', () => {
  const recordedSizes = hex(
    `${'00'.repeat(16)} c8000000 00000000 be000000 00000000 a0860100 ${'00'.repeat(20)} b80b0000 b80b0000 a0860100 fa0a0000 f00a0000 00000000 05000000 00000000 f4010000`,
  );

  it('reads counts and capacities from their offsets', () => {
    expect(recordedSizes.length).toBe(92);
    const sizes = {
      users: 200,
      fingers: 190,
      records: 100_000,
      fingerCapacity: 3000,
      userCapacity: 3000,
      recordCapacity: 100_000,
      fingersAvailable: 2810,
      usersAvailable: 2800,
      recordsAvailable: 0,
      faces: 5,
      faceCapacity: 500,
    };
    expect(decodeFreeSizes(recordedSizes)).toEqual(sizes);
    expect(encodeFreeSizes(sizes)).toEqual(recordedSizes);
    expect(decodeFreeSizes(recordedSizes.subarray(0, 80))).not.toHaveProperty('faces');
    expect(() => decodeFreeSizes(Buffer.alloc(40))).toThrow(ProtocolError);
  });
});
