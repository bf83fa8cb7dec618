import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { invalidField } from '../../platform/errors.ts';
import { type TerminalAddress, TerminalError } from './terminal-protocol/index.ts';

/**
 * Addresses no terminal is ever at: "this network", link-local (the cloud's metadata service at
 * 169.254.169.254), multicast and the reserved block with the broadcast address, and their IPv6 kin.
 */
const never = new BlockList();
never.addSubnet('0.0.0.0', 8, 'ipv4');
never.addSubnet('169.254.0.0', 16, 'ipv4');
never.addSubnet('224.0.0.0', 4, 'ipv4');
never.addSubnet('240.0.0.0', 4, 'ipv4');
never.addAddress('::', 'ipv6');
never.addSubnet('fe80::', 10, 'ipv6');
never.addSubnet('ff00::', 8, 'ipv6');

/** The server's own host. */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:169.254.169.254`, `::ffff:a9fe:a9fe`) as IPv4; others as they are. */
function unmapped(ip: string): { ip: string; type: 'ipv4' | 'ipv6' } {
  if (isIP(ip) === 4) return { ip, type: 'ipv4' };
  const compact = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(compact);
  if (!mapped) return { ip: compact, type: 'ipv6' };
  const [hi, lo] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
  return { ip: [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'), type: 'ipv4' };
}

/**
 * Where the server may open a terminal's connection. A tenant's administrator types the address and the
 * test's answer tells refused from silent from malformed, so any address would let them probe what the
 * server reaches: never the addresses above, and the server's own host only where `onLoopback` (the demo's
 * simulator, the tests'; config TERMINALS_ON_LOOPBACK). Private networks stay open: that is where terminals are.
 */
export function terminalNetwork(options: { onLoopback: boolean }) {
  const permitted = (address: string) => {
    const { ip, type } = unmapped(address);
    return !never.check(ip, type) && (options.onLoopback || !loopback.check(ip, type));
  };
  return {
    /** A typed address that is an IP the server may not reach: the usual 400 on the field. */
    assertPermitted(ipAddress: string) {
      if (isIP(ipAddress) && !permitted(ipAddress))
        throw invalidField(['ipAddress'], 'Time:AddressNotPermitted');
    },
    /**
     * The address with its host resolved once and checked, so that a host name cannot lead to a refused
     * address (nor resolve to another one between the check and the connection). Refused: `unreachable`.
     */
    async resolve(address: TerminalAddress): Promise<TerminalAddress> {
      let ip: string;
      try {
        ip = isIP(address.host) ? address.host : (await lookup(address.host)).address;
      } catch (error) {
        throw new TerminalError('unreachable', `terminal ${address.host}: no such host`, { cause: error });
      }
      if (!permitted(ip))
        throw new TerminalError(
          'unreachable',
          `terminal ${address.host}: the address ${ip} is not permitted`,
        );
      return { ...address, host: ip };
    },
  };
}
export type TerminalNetwork = ReturnType<typeof terminalNetwork>;
