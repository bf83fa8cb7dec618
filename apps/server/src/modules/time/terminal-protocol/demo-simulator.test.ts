import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import { withTerminal } from './client.ts';
import { demoDeviceInfo, startDemoTerminal, startDemoTerminalSimulator } from './demo-simulator.ts';
import { wallClockAt } from './simulator-data.ts';

function recorder() {
  const lines: Array<[level: 'info' | 'warn', message: string]> = [];
  return {
    lines,
    info: (message: string) => void lines.push(['info', message]),
    warn: (message: string) => void lines.push(['warn', message]),
  };
}

describe('the demo terminal simulator', () => {
  it('serves users 1..N and a month of punches with its clock in the tenant time zone', async () => {
    const log = recorder();
    const simulator = await startDemoTerminalSimulator(0, { timeZone: 'Asia/Riyadh', users: 60 }, log);
    expect(simulator).not.toBeNull();
    try {
      const before = wallClockAt(Date.now(), 'Asia/Riyadh');
      const { time, users, punches } = await withTerminal(
        { host: '127.0.0.1', port: simulator!.port, commKey: 0 },
        async (s) => ({
          time: await s.getTime(),
          users: await s.readUsers(),
          punches: await s.readAttendance(),
        }),
      );
      // What common tools ask first, over TCP and UDP: the demo terminal's own answers.
      for (const transport of ['tcp', 'udp'] as const)
        expect(
          await withTerminal(
            { host: '127.0.0.1', port: simulator!.port, commKey: 0, transport },
            async (s) => ({
              deviceName: await s.getDeviceName(),
              serialNumber: await s.getSerialNumber(),
              platform: await s.getPlatform(),
              firmwareVersion: await s.getFirmwareVersion(),
              mac: await s.getMac(),
              pinWidth: await s.getPinWidth(),
              fingerprintVersion: await s.getFingerprintVersion(),
            }),
          ),
        ).toEqual(demoDeviceInfo);
      const hour = Number(time.slice(11, 13));
      expect([before.hour, (before.hour + 1) % 24]).toContain(hour);
      expect(users.map((u) => u.userId)).toEqual(Array.from({ length: 60 }, (_, i) => String(i + 1)));
      // About 21 working days of 60 people, in and out.
      expect(punches.length).toBeGreaterThan(1500);
      expect(log.lines).toEqual([
        [
          'info',
          expect.stringMatching(
            /^demo terminal simulator on 127\.0\.0\.1:\d+: 60 users, \d+ punches, clock in Asia\/Riyadh/,
          ),
        ],
      ]);
    } finally {
      await simulator!.close();
    }
  });

  it('only warns when its port is in use', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const { port } = squatter.address() as net.AddressInfo;
    try {
      const log = recorder();
      expect(await startDemoTerminalSimulator(port, { timeZone: 'UTC', users: 5 }, log)).toBeNull();
      expect(log.lines).toEqual([
        ['warn', `demo terminal simulator not started on 127.0.0.1:${port}: the port is in use`],
      ]);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('is left out without the demo data or with DEMO_TERMINAL_SIMULATOR=off, and warns when acme cannot be read', async () => {
    const log = recorder();
    const unused = {} as Parameters<typeof startDemoTerminal>[1];
    expect(
      await startDemoTerminal({ seedDemo: false, demoTerminal: { enabled: true, port: 0 } }, unused, log),
    ).toBeNull();
    expect(
      await startDemoTerminal({ seedDemo: true, demoTerminal: { enabled: false, port: 0 } }, unused, log),
    ).toBeNull();
    expect(log.lines).toEqual([]);
    expect(
      await startDemoTerminal({ seedDemo: true, demoTerminal: { enabled: true, port: 0 } }, unused, log),
    ).toBeNull();
    expect(log.lines[0]![0]).toBe('warn');
  });
});

describe('its configuration', () => {
  it('is on at 4370 by default; DEMO_TERMINAL_SIMULATOR=off and DEMO_TERMINAL_PORT change that', () => {
    expect(loadConfig({}).demoTerminal).toEqual({ enabled: true, port: 4370 });
    expect(loadConfig({ DEMO_TERMINAL_SIMULATOR: 'off', DEMO_TERMINAL_PORT: '4999' }).demoTerminal).toEqual({
      enabled: false,
      port: 4999,
    });
    expect(() => loadConfig({ DEMO_TERMINAL_SIMULATOR: 'maybe' })).toThrow(/DEMO_TERMINAL_SIMULATOR/);
    expect(() => loadConfig({ DEMO_TERMINAL_PORT: '70000' })).toThrow(/DEMO_TERMINAL_PORT/);
  });
});
