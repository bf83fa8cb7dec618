// The socket under a terminal session (client.ts): TCP or UDP, frames in and out, one failure for good.
import dgram from 'node:dgram';
import net from 'node:net';
import { decodePacket, type Frame, FrameReader, MAX_CHUNK, UDP_CHUNK, withTcpTop } from './protocol.ts';
import { type TerminalAddress, TerminalError } from './types.ts';

const DEFAULT_TIMEOUT_MS = 5000;
/** CMD_EXIT is a courtesy: a device that does not answer it soon is left anyway. */
export const EXIT_TIMEOUT_MS = 1000;

/** Realtime events (CMD_REG_EVENT) a device may push between replies; not ours to answer. */
const REG_EVENT = 500;

/** How socket errors read as kinds. */
function kindOfSocketError(code: string | undefined): TerminalError['kind'] {
  switch (code) {
    case 'ECONNREFUSED':
      return 'refused';
    case 'ETIMEDOUT':
      return 'timeout';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EADDRNOTAVAIL':
      return 'unreachable';
    default:
      return 'closed';
  }
}

/**
 * One connection to a terminal, over TCP (frames reassembled from the stream) or UDP (a packet a
 * datagram, no envelope): packets in, packets out, one exchange at a time. The first failure (socket
 * error, close, bad bytes, a read that timed out) ends the connection and is what every later call gets.
 */
export class Connection {
  private readonly reader = new FrameReader();
  private readonly frames: Frame[] = [];
  private waiter: { resolve: (frame: Frame) => void; reject: (error: TerminalError) => void } | null = null;
  private failure: TerminalError | null = null;
  private udp: dgram.Socket | null = null;

  private constructor(
    private readonly socket: net.Socket | null,
    private readonly where: string,
    private readonly timeoutMs: number,
  ) {
    socket?.on('data', (chunk: Buffer) => {
      let frames: Frame[];
      try {
        frames = this.reader.push(chunk);
      } catch (error) {
        this.fail(new TerminalError('malformed', `${where}: ${(error as Error).message}`, { cause: error }));
        return;
      }
      for (const frame of frames) this.receive(frame);
    });
    if (!socket) return;
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.fail(
        new TerminalError(kindOfSocketError(error.code), `${where}: ${error.message}`, { cause: error }),
      );
    });
    socket.on('close', () => {
      const partial =
        this.reader.pending > 0 ? ` in the middle of a reply (${this.reader.pending} bytes)` : '';
      this.fail(new TerminalError('closed', `${where}: the terminal closed the connection${partial}`));
    });
  }

  private receive(frame: Frame): void {
    if (frame.command === REG_EVENT) return;
    const waiter = this.waiter;
    if (waiter) {
      this.waiter = null;
      waiter.resolve(frame);
    } else this.frames.push(frame);
  }

  static open(address: TerminalAddress): Promise<Connection> {
    return address.transport === 'udp' ? Connection.openUdp(address) : Connection.openTcp(address);
  }

  /** UDP: a socket connected to the device's address (so an ICMP "port unreachable" reads as refused). */
  private static openUdp(address: TerminalAddress): Promise<Connection> {
    const timeoutMs = address.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const where = `terminal ${address.host}:${address.port} (UDP)`;
    return new Promise((resolve, reject) => {
      let socket: dgram.Socket;
      try {
        socket = dgram.createSocket(net.isIPv6(address.host) ? 'udp6' : 'udp4');
      } catch (error) {
        reject(new TerminalError('unreachable', `${where}: ${(error as Error).message}`, { cause: error }));
        return;
      }
      const onError = (error: NodeJS.ErrnoException) => {
        socket.close();
        reject(
          new TerminalError(kindOfSocketError(error.code), `${where}: ${error.message}`, { cause: error }),
        );
      };
      socket.once('error', onError);
      try {
        socket.connect(address.port, address.host, () => {
          socket.off('error', onError);
          const connection = new Connection(null, where, timeoutMs);
          connection.udp = socket;
          socket.on('message', (message) => {
            try {
              connection.receive(decodePacket(message));
            } catch (error) {
              connection.fail(
                new TerminalError('malformed', `${where}: ${(error as Error).message}`, { cause: error }),
              );
            }
          });
          socket.on('error', (error: NodeJS.ErrnoException) =>
            connection.fail(
              new TerminalError(kindOfSocketError(error.code), `${where}: ${error.message}`, {
                cause: error,
              }),
            ),
          );
          resolve(connection);
        });
      } catch (error) {
        socket.close();
        reject(new TerminalError('unreachable', `${where}: ${(error as Error).message}`, { cause: error }));
      }
    });
  }

  private static openTcp(address: TerminalAddress): Promise<Connection> {
    const timeoutMs = address.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const where = `terminal ${address.host}:${address.port}`;
    return new Promise((resolve, reject) => {
      let socket: net.Socket;
      try {
        socket = net.connect({ host: address.host, port: address.port });
      } catch (error) {
        // A port out of range or a host that is no address: nothing to reach.
        reject(new TerminalError('unreachable', `${where}: ${(error as Error).message}`, { cause: error }));
        return;
      }
      socket.setNoDelay(true);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new TerminalError('timeout', `${where}: no connection within ${timeoutMs} ms`));
      }, timeoutMs);
      const onError = (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        socket.destroy();
        reject(
          new TerminalError(kindOfSocketError(error.code), `${where}: ${error.message}`, { cause: error }),
        );
      };
      socket.once('error', onError);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.off('error', onError);
        resolve(new Connection(socket, where, timeoutMs));
      });
    });
  }

  get failed(): TerminalError | null {
    return this.failure;
  }

  get name(): string {
    return this.where;
  }

  /** The largest part of a prepared buffer to ask for at once. */
  get chunkSize(): number {
    return this.udp ? UDP_CHUNK : MAX_CHUNK;
  }

  /** Sends a packet: in its envelope over TCP, as a datagram over UDP. */
  send(packet: Buffer): void {
    if (this.failure) throw this.failure;
    if (this.udp) this.udp.send(packet);
    else this.socket!.write(withTcpTop(packet));
  }

  /** The next frame, within the read timeout. */
  next(timeoutMs = this.timeoutMs): Promise<Frame> {
    const queued = this.frames.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        // A reply may still come later and be taken for the answer of the next request: end here.
        this.fail(new TerminalError('timeout', `${this.where}: no reply within ${timeoutMs} ms`));
        reject(this.failure);
      }, timeoutMs);
      this.waiter = {
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  }

  fail(error: TerminalError): void {
    if (this.failure) return;
    this.failure = error;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(error);
    this.close();
  }

  close(): void {
    this.socket?.destroy();
    if (this.udp) {
      const udp = this.udp;
      this.udp = null;
      try {
        udp.close();
      } catch {
        // Closed already.
      }
    }
  }
}
