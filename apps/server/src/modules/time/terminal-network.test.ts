import { describe, expect, it } from 'vitest';
import { terminalNetwork } from './terminal-network.ts';

const address = (host: string) => ({ host, port: 4370, commKey: 0 });

describe('the addresses the server connects to for a terminal', () => {
  it('refuses the server’s own host unless loopback is on (the demo’s simulator, the tests’)', async () => {
    const closed = terminalNetwork({ onLoopback: false });
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(() => closed.assertPermitted(ip), ip).toThrow();
    // A host name is resolved first and the address checked, so `localhost` cannot reach it either.
    await expect(closed.resolve(address('localhost'))).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(closed.resolve(address('127.0.0.1'))).rejects.toMatchObject({ kind: 'unreachable' });

    const open = terminalNetwork({ onLoopback: true });
    expect(() => open.assertPermitted('127.0.0.1')).not.toThrow();
    expect((await open.resolve(address('localhost'))).host).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it('never connects to link-local, multicast or reserved addresses, in any spelling', async () => {
    const network = terminalNetwork({ onLoopback: true });
    for (const ip of [
      '169.254.169.254',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '0.0.0.0',
      '255.255.255.255',
      '239.1.1.1',
      'fe80::1',
      'ff02::1',
      '::',
    ]) {
      expect(() => network.assertPermitted(ip), ip).toThrow();
      await expect(network.resolve(address(ip)), ip).rejects.toMatchObject({ kind: 'unreachable' });
    }
  });

  it('lets private networks and host names through (the form checks the name’s spelling)', async () => {
    const network = terminalNetwork({ onLoopback: false });
    for (const ip of ['192.168.1.201', '10.0.0.5', '172.16.4.2', '8.8.8.8', 'fd00::12', '2001:db8::1'])
      expect(() => network.assertPermitted(ip), ip).not.toThrow();
    expect(() => network.assertPermitted('terminal.acme.example')).not.toThrow();
    expect((await network.resolve(address('10.0.0.5'))).host).toBe('10.0.0.5');
    await expect(network.resolve(address('no-such-host.invalid'))).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });
});
