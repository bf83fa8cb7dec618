import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTerminal } from './client.ts';
import { startTerminalSimulator, type TerminalSimulator } from './simulator.ts';
import { type TerminalAddress, TerminalError } from './types.ts';

// Our client against the simulator for each command that common tools ask first, over TCP and UDP.

/** 2026-03-12 09:30:00 UTC: 12:30:00 on a terminal set to Riyadh's time. */
const NOW = Date.UTC(2026, 2, 12, 9, 30, 0);

const device = {
  firmwareVersion: 'Ver 8.0.4.3-20220314',
  serialNumber: 'CKJX204760231',
  platform: 'ZLM60_TFT',
  deviceName: 'Gate 2',
  mac: '00:17:61:12:ab:cd',
  pinWidth: 14,
  fingerprintVersion: 9,
};

describe.each(['tcp', 'udp'] as const)('our client against the simulator over %s', (transport) => {
  let sim: TerminalSimulator;
  let keyed: TerminalSimulator;
  const at = (port: number, extra: Partial<TerminalAddress> = {}): TerminalAddress => ({
    host: '127.0.0.1',
    port,
    commKey: 0,
    timeoutMs: 3000,
    transport,
    ...extra,
  });

  beforeAll(async () => {
    sim = await startTerminalSimulator({
      users: 40,
      punches: 3000,
      seed: 7,
      now: () => NOW,
      timeZone: 'Asia/Riyadh',
      device,
    });
    keyed = await startTerminalSimulator({ users: 2, days: 2, commKey: 4321, now: () => NOW });
  });
  afterAll(async () => {
    await sim.close();
    await keyed.close();
  });

  it('reads what the device says of itself, from its options', async () => {
    const read = await withTerminal(at(sim.port), async (s) => ({
      firmwareVersion: await s.getFirmwareVersion(),
      serialNumber: await s.getSerialNumber(),
      platform: await s.getPlatform(),
      deviceName: await s.getDeviceName(),
      mac: await s.getMac(),
      pinWidth: await s.getPinWidth(),
      fingerprintVersion: await s.getFingerprintVersion(),
      os: await s.getOption('~OS'),
    }));
    expect(read).toEqual({ ...device, os: '1' });
  });

  it('answers the defaults of a common terminal without options', async () => {
    const read = await withTerminal(at(keyed.port, { commKey: 4321 }), async (s) => ({
      firmwareVersion: await s.getFirmwareVersion(),
      serialNumber: await s.getSerialNumber(),
      pinWidth: await s.getPinWidth(),
      fingerprintVersion: await s.getFingerprintVersion(),
    }));
    expect(read).toEqual({
      firmwareVersion: 'Ver 6.60 Apr 28 2017',
      serialNumber: 'HRSIM0000001',
      pinWidth: 9,
      fingerprintVersion: 10,
    });
  });

  it('an option the device does not have is an error, and the session goes on', async () => {
    await withTerminal(at(sim.port), async (s) => {
      const error = await s.getOption('~NoSuchOption').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TerminalError);
      expect((error as TerminalError).kind).toBe('malformed');
    });
    expect(await withTerminal(at(sim.port), (s) => s.getDeviceName())).toBe('Gate 2');
  });

  it('reads and sets the clock (the wall time of its zone), refreshes and frees data', async () => {
    const before = sim.clockOffsetMs;
    try {
      const result = await withTerminal(at(sim.port), async (s) => {
        const first = await s.getTime();
        await s.setTime('2026-03-12T12:41:30');
        const second = await s.getTime();
        await s.refreshData();
        await s.freeData();
        return { first, second };
      });
      expect(result).toEqual({ first: '2026-03-12T12:30:00', second: '2026-03-12T12:41:30' });
      expect(sim.clockOffsetMs - before).toBe((11 * 60 + 30) * 1000);
      expect(sim.received).toEqual(expect.arrayContaining([202, 1013, 1502]));
    } finally {
      sim.setClockOffset(before);
    }
  });

  it('refuses a time the device cannot hold before sending it', async () => {
    await withTerminal(at(sim.port), async (s) => {
      await expect(s.setTime('1999-12-31T23:59:59')).rejects.toThrow(RangeError);
      expect(await s.getTime()).toBe('2026-03-12T12:30:00');
    });
  });

  it('reads the whole attendance log and the users (16 KB parts of 1024-byte datagrams on UDP)', async () => {
    const { punches, users } = await withTerminal(at(sim.port), async (s) => ({
      punches: await s.readAttendance(),
      users: await s.readUsers(),
    }));
    expect(punches).toHaveLength(3000);
    expect(users).toHaveLength(40);
    expect(new Set(punches.map((p) => p.userId)).size).toBeGreaterThan(30);
  });

  it('authenticates with the comm key and refuses a wrong one', async () => {
    expect(await withTerminal(at(keyed.port, { commKey: 4321 }), (s) => s.getDeviceName())).toBe(
      'HR Simulator',
    );
    const error = await withTerminal(at(keyed.port, { commKey: 1 }), (s) => s.getDeviceName()).catch(
      (e: unknown) => e,
    );
    expect((error as TerminalError).kind).toBe('unauthorised');
  });
});

describe('our client over UDP without a device', () => {
  it('times out when nothing answers', async () => {
    const sim = await startTerminalSimulator({ users: 1, days: 1, udp: false });
    const error = await withTerminal(
      { host: '127.0.0.1', port: sim.port, commKey: 0, timeoutMs: 300, transport: 'udp' },
      (s) => s.getTime(),
    ).catch((e: unknown) => e);
    await sim.close();
    expect(error).toBeInstanceOf(TerminalError);
    expect(['refused', 'timeout']).toContain((error as TerminalError).kind);
  });
});
