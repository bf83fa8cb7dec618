import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTerminal } from './client.ts';
import { Command, encodeFrame, FrameReader } from './protocol.ts';
import { startTerminalSimulator, type TerminalSimulator } from './simulator.ts';
import { daysFromCivil, punchesOfDay } from './simulator-data.ts';
import { type TerminalAddress, TerminalError, type TerminalErrorKind } from './types.ts';

/** 2026-03-12 09:30:00 UTC, a Thursday: 12:30 on a terminal set to Riyadh's time. */
const NOW = Date.UTC(2026, 2, 12, 9, 30, 0);
const now = () => NOW;

const at = (port: number, extra: Partial<TerminalAddress> = {}): TerminalAddress => ({
  host: '127.0.0.1',
  port,
  commKey: 0,
  timeoutMs: 2000,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<TerminalError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a TerminalError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TerminalError);
  return error as TerminalError;
}

const kindOf = async (promise: Promise<unknown>): Promise<TerminalErrorKind> => (await failure(promise)).kind;

/** A port nobody listens on: bound, then released. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fake device whose answers a test writes by hand; it remembers the commands it received. */
async function fakeDevice(answer: (frame: { command: number; replyId: number }, socket: net.Socket) => void) {
  const commands: number[] = [];
  const server = net.createServer((socket) => {
    const reader = new FrameReader();
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      for (const frame of reader.push(chunk)) {
        commands.push(frame.command);
        answer(frame, socket);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    commands,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('a terminal without a comm key', () => {
  let sim: TerminalSimulator;
  beforeAll(async () => {
    sim = await startTerminalSimulator({ users: 5, days: 3, now, timeZone: 'Asia/Riyadh', seed: 3 });
  });
  afterAll(() => sim.close());

  it('connects and reads the device clock as its wall time in its zone, offset included', async () => {
    expect(await withTerminal(at(sim.port), (s) => s.getTime())).toBe('2026-03-12T12:30:00');
    sim.setClockOffset(-(7 * 60 + 30) * 1000);
    expect(await withTerminal(at(sim.port), (s) => s.getTime())).toBe('2026-03-12T12:22:30');
    sim.setClockOffset(0);
  });

  it('connects even when the client has a key the device does not ask for', async () => {
    expect(await withTerminal(at(sim.port, { commKey: 4321 }), (s) => s.getTime())).toBe(
      '2026-03-12T12:30:00',
    );
  });

  it('reads free sizes, users (small: sent at once as CMD_DATA) and a log of three days', async () => {
    const { sizes, users, punches } = await withTerminal(at(sim.port), async (s) => ({
      sizes: await s.getFreeSizes(),
      users: await s.readUsers(),
      punches: await s.readAttendance(),
    }));
    expect(sizes).toMatchObject({ users: 5, fingers: 5, records: punches.length, userCapacity: 3000 });
    expect(users.map((u) => [u.uid, u.userId])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3'],
      [4, '4'],
      [5, '5'],
    ]);
    expect(users.every((u) => /^[A-Za-z]+ [A-Za-z]+$/.test(u.name))).toBe(true);
    // Tuesday 10th, Wednesday 11th and Thursday 12th until 12:30: morning punches only on the 12th.
    expect(punches.length).toBeGreaterThan(15);
    expect(punches.map((p) => p.deviceTime)).toEqual(punches.map((p) => p.deviceTime).sort());
    expect(punches[0]!.deviceTime.startsWith('2026-03-10T0')).toBe(true);
    expect(
      punches
        .filter((p) => p.deviceTime.startsWith('2026-03-12'))
        .every((p) => p.deviceTime < '2026-03-12T12:30'),
    ).toBe(true);
  });

  it('serves the calls of a session one after another even when not awaited one by one', async () => {
    const [a, b, c] = await withTerminal(at(sim.port), (s) =>
      Promise.all([s.getTime(), s.readUsers(), s.getFreeSizes()]),
    );
    expect(a).toBe('2026-03-12T12:30:00');
    expect(b).toHaveLength(5);
    expect(c.users).toBe(5);
  });

  it('takes added punches as the newest records', async () => {
    sim.addPunches([{ uid: 2, userId: '2', verifyType: 1, state: 0, deviceTime: '2026-03-12T12:29:00' }]);
    const punches = await withTerminal(at(sim.port), (s) => s.readAttendance());
    expect(punches.at(-1)).toEqual({
      uid: 2,
      userId: '2',
      verifyType: 1,
      state: 0,
      deviceTime: '2026-03-12T12:29:00',
    });
  });
});

describe('a terminal with a comm key', () => {
  let sim: TerminalSimulator;
  beforeAll(async () => {
    sim = await startTerminalSimulator({ commKey: 123_456, users: 3, days: 1, now });
  });
  afterAll(() => sim.close());

  it('authenticates with the right key', async () => {
    expect(await withTerminal(at(sim.port, { commKey: 123_456 }), (s) => s.getTime())).toBe(
      '2026-03-12T09:30:00',
    );
  });

  it('is unauthorised with a wrong key, or with none', async () => {
    const wrong = await failure(withTerminal(at(sim.port, { commKey: 123_457 }), (s) => s.getTime()));
    expect(wrong.kind).toBe('unauthorised');
    expect(wrong.message).toMatch(/terminal 127\.0\.0\.1:\d+: the terminal refused the comm key/);
    expect(await kindOf(withTerminal(at(sim.port), (s) => s.getTime()))).toBe('unauthorised');
  });
});

describe('failures', () => {
  it('refused: nothing listens on the port', async () => {
    const error = await failure(withTerminal(at(await freePort()), (s) => s.getTime()));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('unreachable: an address no socket can be opened to', async () => {
    const error = await failure(withTerminal(at(70_000), (s) => s.getTime()));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/^terminal 127\.0\.0\.1:70000: /);
  });

  it('timeout: the device answers slower than the read timeout', async () => {
    const sim = await startTerminalSimulator({ users: 1, days: 1, replyDelayMs: 250, now });
    try {
      const started = Date.now();
      const error = await failure(withTerminal(at(sim.port, { timeoutMs: 50 }), (s) => s.getTime()));
      expect(error.kind).toBe('timeout');
      expect(error.message).toMatch(/no reply within 50 ms/);
      expect(Date.now() - started).toBeLessThan(240);
      // The same device within a patient timeout is fine.
      expect(await withTerminal(at(sim.port, { timeoutMs: 2000 }), (s) => s.getTime())).toBe(
        '2026-03-12T09:30:00',
      );
    } finally {
      await sim.close();
    }
  });

  it('closed: the connection drops in the middle of a large read', async () => {
    const sim = await startTerminalSimulator({ users: 50, punches: 10_000, dropAfterBytes: 150_000, now });
    try {
      const error = await failure(withTerminal(at(sim.port), (s) => s.readAttendance()));
      expect(error.kind).toBe('closed');
      expect(error.message).toMatch(/closed the connection in the middle of a reply/);
    } finally {
      await sim.close();
    }
  });

  it('closed: the device hangs up before answering', async () => {
    const device = await fakeDevice((_frame, socket) => socket.destroy());
    try {
      expect(await kindOf(withTerminal(at(device.port), (s) => s.getTime()))).toBe('closed');
    } finally {
      await device.close();
    }
  });

  it('malformed: bytes that are not the protocol, or a reply that makes no sense', async () => {
    const http = await fakeDevice((_frame, socket) => socket.write('HTTP/1.1 400 Bad Request\r\n\r\n'));
    const odd = await fakeDevice((frame, socket) =>
      socket.write(
        encodeFrame({
          command: frame.command === Command.Connect ? Command.AckOk : Command.AckError,
          sessionId: 5,
          replyId: frame.replyId,
        }),
      ),
    );
    try {
      const error = await failure(withTerminal(at(http.port), (s) => s.getTime()));
      expect(error.kind).toBe('malformed');
      expect(error.message).toMatch(/not a ZKTeco frame/);
      const refusedTime = await failure(withTerminal(at(odd.port), (s) => s.getTime()));
      expect(refusedTime.kind).toBe('malformed');
      expect(refusedTime.message).toMatch(/GetTime \(201\) was answered AckError \(2001\)/);
    } finally {
      await http.close();
      await odd.close();
    }
  });

  it('always says goodbye: CMD_EXIT follows the work, even a failed one', async () => {
    const device = await fakeDevice((frame, socket) =>
      socket.write(encodeFrame({ command: Command.AckOk, sessionId: 5, replyId: frame.replyId })),
    );
    try {
      await expect(
        withTerminal(at(device.port), async () => {
          throw new Error('the caller failed');
        }),
      ).rejects.toThrow('the caller failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(device.commands).toEqual([Command.Connect, Command.Exit]);
    } finally {
      await device.close();
    }
  });
});

describe('a large log', () => {
  let sim: TerminalSimulator;
  beforeAll(async () => {
    sim = await startTerminalSimulator({
      users: 200,
      punches: 100_000,
      seed: 42,
      now,
      timeZone: 'Asia/Riyadh',
    });
  });
  afterAll(() => sim.close());

  it('reads 100,000 punches through 62 chunks, exactly as the device holds them', async () => {
    const { sizes, punches } = await withTerminal(at(sim.port), async (s) => ({
      sizes: await s.getFreeSizes(),
      punches: await s.readAttendance(),
    }));
    expect(sizes.records).toBe(100_000);
    expect(punches).toHaveLength(100_000);
    expect(punches[0]).toEqual(FIRST_OF_100K);
    expect(punches[12_345]).toEqual(PUNCH_12345_OF_100K);
    expect(punches.at(-1)).toEqual(LAST_OF_100K);
    // The newest day is today's (Thursday 12th) morning, as generated for it.
    const today = punchesOfDay(daysFromCivil(2026, 3, 12), 200, 42).filter((p) => p.seconds <= 12.5 * 3600);
    expect(punches.filter((p) => p.deviceTime.startsWith('2026-03-12'))).toHaveLength(today.length);
    // Chronological, users 1..200, no Friday or Saturday.
    expect(punches.every((p, i) => i === 0 || p.deviceTime >= punches[i - 1]!.deviceTime)).toBe(true);
    expect(
      punches.some((p) => p.deviceTime.startsWith('2026-03-13') || p.deviceTime.startsWith('2026-03-07')),
    ).toBe(false);
    const userIds = new Set(punches.map((p) => p.userId));
    expect(userIds.size).toBe(200);
    expect(punches.every((p) => p.userId === String(p.uid) && p.uid >= 1 && p.uid <= 200)).toBe(true);
  });

  it('reads users', async () => {
    const users = await withTerminal(at(sim.port), (s) => s.readUsers());
    expect(users).toHaveLength(200);
    expect(users[199]).toMatchObject({ uid: 200, userId: '200', privilege: 0 });
    expect(users[0]!.privilege).toBe(14);
  });
});

describe('old firmware', () => {
  it('decodes 16- and 8-byte records to the same punches as the 40-byte ones (users of 28 bytes)', async () => {
    const options = { users: 20, days: 10, seed: 9, now };
    const sims = await Promise.all(
      [40, 16, 8].map((recordSize) =>
        startTerminalSimulator({ ...options, recordSize: recordSize as 40 | 16 | 8 }),
      ),
    );
    try {
      const [modern, sixteen, eight] = await Promise.all(
        sims.map((sim) =>
          withTerminal(at(sim.port), async (s) => ({
            punches: await s.readAttendance(),
            users: await s.readUsers(),
          })),
        ),
      );
      expect(modern!.punches.length).toBeGreaterThan(100);
      expect(sixteen!.punches).toEqual(modern!.punches);
      expect(eight!.punches).toEqual(modern!.punches);
      expect(eight!.users.map((u) => u.userId)).toEqual(modern!.users.map((u) => u.userId));
      // 28-byte users keep 7 characters of the name.
      expect(modern!.users[0]!.name.startsWith(eight!.users[0]!.name)).toBe(true);
    } finally {
      await Promise.all(sims.map((sim) => sim.close()));
    }
  });
});

// Seed 42, 200 users, 100,000 punches ending on Thursday 2026-03-12 at 12:30: the log reaches back to a Sunday.
const FIRST_OF_100K = { uid: 166, userId: '166', verifyType: 1, deviceTime: '2025-03-16T07:58:33', state: 0 };
const PUNCH_12345_OF_100K = {
  uid: 147,
  userId: '147',
  verifyType: 1,
  deviceTime: '2025-04-29T08:02:25',
  state: 0,
};
const LAST_OF_100K = { uid: 29, userId: '29', verifyType: 1, deviceTime: '2026-03-12T08:17:31', state: 0 };
