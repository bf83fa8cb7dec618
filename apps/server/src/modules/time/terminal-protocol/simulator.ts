import dgram from 'node:dgram';
import net from 'node:net';
import {
  Command,
  cString,
  DeviceOption,
  decodePacket,
  encodePacket,
  FCT_USER,
  type Frame,
  FrameReader,
  frameChecksum,
  MAX_CHUNK,
  makeCommKey,
  previousReplyId,
  UDP_DATA_PACKET,
  withTcpTop,
} from './protocol.ts';
import {
  decodeDeviceTime,
  encodeAttendanceRecord,
  encodeDeviceTime,
  encodeFreeSizes,
  type UserRecordSize,
  withSizePrefix,
} from './records.ts';
import { encodeUsers, generatePunchRecords, generateUsers, wallClockAt } from './simulator-data.ts';
import {
  defaultDeviceInfo,
  type SimulatedDeviceInfo,
  type TerminalSimulator,
  type TerminalSimulatorOptions,
} from './simulator-options.ts';
import type { DeviceClock, DevicePunch } from './types.ts';

export { defaultDeviceInfo, type SimulatedDeviceInfo, type TerminalSimulator, type TerminalSimulatorOptions };

/** At most this many UDP clients keep a session (the oldest is forgotten first). */
const MAX_UDP_SESSIONS = 64;

/** A prepared buffer small enough to go out at once, as CMD_DATA, instead of in chunks. */
const DIRECT_DATA_LIMIT = 1024;

/** Capacities the simulator reports (those of a common mid-range terminal). */
const CAPACITY = { users: 3000, fingers: 3000, records: 100_000 };

/**
 * A ZKTeco terminal on loopback: the same frames, commands and records as a device (see protocol.ts and
 * records.ts), its clock the host's plus an offset as the wall clock of a time zone (CMD_SET_TIME moves the
 * offset), a comm key checked as the devices check it, what it says of itself (firmware, options), users and
 * an office's generated punches, large reads through the prepared buffer, and knobs for slow replies and
 * dropped connections. TCP and UDP on the same port number (UDP: the same packets without the TCP envelope,
 * a session per client address). Each connection is served one request at a time.
 */
export async function startTerminalSimulator(
  options: TerminalSimulatorOptions = {},
): Promise<TerminalSimulator> {
  const host = options.host ?? '127.0.0.1';
  const commKey = options.commKey ?? 0;
  const timeZone = options.timeZone ?? 'UTC';
  const recordSize = options.recordSize ?? 40;
  const userSize: UserRecordSize = recordSize === 40 ? 72 : 28;
  const seed = options.seed ?? 1;
  const now = options.now ?? Date.now;
  let clockOffsetMs = options.clockOffsetMs ?? 0;
  // Checked before generating: a wrong zone fails here, not on the first GET_TIME.
  const deviceTime = () => wallClockAt(now() + clockOffsetMs, timeZone);
  const startClock = deviceTime();

  const users = generateUsers(options.users ?? 10, seed);
  const userRecords = encodeUsers(users, userSize);
  const generated = generatePunchRecords(
    {
      users: users.length,
      days: options.days ?? 30,
      punches: options.punches,
      seed,
      now: startClock,
      quirks: options.quirks ?? true,
    },
    recordSize,
  );
  let records = generated.records;
  let punchCount = generated.count;
  let nextSessionId = 0x1000 + (seed % 0x1000);
  const sockets = new Set<net.Socket>();
  const info: SimulatedDeviceInfo = { ...defaultDeviceInfo, ...options.device };
  const optionValues = new Map<string, string>([
    [DeviceOption.FingerprintVersion, String(info.fingerprintVersion)],
    [DeviceOption.SerialNumber, info.serialNumber],
    [DeviceOption.Platform, info.platform],
    [DeviceOption.DeviceName, info.deviceName],
    [DeviceOption.Mac, info.mac],
    [DeviceOption.PinWidth, String(info.pinWidth)],
    [DeviceOption.Os, info.os],
    [DeviceOption.FaceVersion, '0'],
  ]);
  const received: number[] = [];
  let bytesSent = 0;
  const takeSessionId = () => {
    const id = nextSessionId;
    nextSessionId = nextSessionId >= 0xfff0 ? 0x1000 : nextSessionId + 1;
    return id;
  };

  /** Sets the clock to a wall time: the offset moves by the difference (whole seconds, as devices keep). */
  const setDeviceClock = (clock: DeviceClock) => {
    const wall = (c: DeviceClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
    clockOffsetMs += wall(clock) - wall(deviceTime());
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setNoDelay(true);
    serve(socket);
  });

  /**
   * The protocol state of one client (a TCP connection, or a UDP address): its session id, whether it
   * connected and authenticated, its prepared buffer. `answer` gives the reply packets of a request; over
   * UDP the data of a buffer part goes in datagrams of 1024 bytes.
   */
  function protocolSession(transport: 'tcp' | 'udp') {
    const sessionId = takeSessionId();
    let authorised = commKey === 0;
    let connected = false;
    let prepared: Buffer | null = null;

    const reply = (request: Frame, command: number, payload?: Uint8Array) =>
      encodePacket({ command, sessionId, replyId: request.replyId, payload });

    const answer = (request: Frame): Buffer[] => {
      received.push(request.command);
      // A client computes the checksum before or after advancing the reply id: accept both.
      const sum = (replyId: number) =>
        frameChecksum(request.command, request.sessionId, replyId, request.payload);
      if (
        request.checksum !== sum(request.replyId) &&
        request.checksum !== sum(previousReplyId(request.replyId))
      )
        return [reply(request, Command.AckError)];
      if (request.command === Command.Connect) {
        connected = true;
        return [reply(request, authorised ? Command.AckOk : Command.AckUnauth)];
      }
      if (!connected || request.sessionId !== sessionId) return [reply(request, Command.AckError)];
      if (request.command === Command.Auth) {
        // The device recomputes the scrambled key from its own key, the session and the tick byte sent.
        const ticks = request.payload[2] ?? 0;
        authorised =
          request.payload.length === 4 && request.payload.equals(makeCommKey(commKey, sessionId, ticks));
        return [reply(request, authorised ? Command.AckOk : Command.AckUnauth)];
      }
      if (request.command === Command.Exit) return [reply(request, Command.AckOk)];
      if (!authorised) return [reply(request, Command.AckUnauth)];
      switch (request.command) {
        case Command.GetTime: {
          const time = Buffer.alloc(4);
          time.writeUInt32LE(encodeDeviceTime(deviceTime()));
          return [reply(request, Command.AckOk, time)];
        }
        case Command.SetTime: {
          if (request.payload.length < 4) return [reply(request, Command.AckError)];
          const clock = decodeDeviceTime(request.payload.readUInt32LE(0));
          // The format has 31 days in every month: a date that does not exist is refused.
          const check = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
          if (check.getUTCMonth() !== clock.month - 1 || clock.year > 2099)
            return [reply(request, Command.AckError)];
          setDeviceClock(clock);
          return [reply(request, Command.AckOk)];
        }
        case Command.GetVersion:
          return [reply(request, Command.AckOk, Buffer.from(`${info.firmwareVersion}\0`, 'latin1'))];
        case Command.OptionsRrq: {
          const name = cString(request.payload);
          const value = optionValues.get(name);
          if (value === undefined) return [reply(request, Command.AckError)];
          return [reply(request, Command.AckOk, Buffer.from(`${name}=${value}\0`, 'latin1'))];
        }
        case Command.RefreshData:
          return [reply(request, Command.AckOk)];
        case Command.GetFreeSizes:
          return [
            reply(
              request,
              Command.AckOk,
              encodeFreeSizes({
                users: users.length,
                fingers: users.length,
                records: punchCount,
                userCapacity: CAPACITY.users,
                fingerCapacity: CAPACITY.fingers,
                recordCapacity: Math.max(CAPACITY.records, punchCount),
                usersAvailable: Math.max(0, CAPACITY.users - users.length),
                fingersAvailable: Math.max(0, CAPACITY.fingers - users.length),
                recordsAvailable: Math.max(0, CAPACITY.records - punchCount),
                faces: 0,
                faceCapacity: 0,
              }),
            ),
          ];
        case Command.EnableDevice:
        case Command.DisableDevice:
          return [reply(request, Command.AckOk)];
        case Command.PrepareBuffer: {
          if (request.payload.length < 11) return [reply(request, Command.AckError)];
          const command = request.payload.readUInt16LE(1);
          const fct = request.payload.readInt32LE(3);
          if (command === Command.AttLogRrq)
            prepared = withSizePrefix(records.subarray(0, punchCount * recordSize));
          else if (command === Command.UserTempRrq && fct === FCT_USER)
            prepared = withSizePrefix(userRecords);
          else return [reply(request, Command.AckError)];
          if (prepared.length <= DIRECT_DATA_LIMIT) {
            const data = prepared;
            prepared = null;
            return [reply(request, Command.Data, data)];
          }
          const stat = Buffer.alloc(13);
          stat.writeUInt32LE(prepared.length, 1);
          stat.writeUInt32LE(prepared.length, 5);
          return [reply(request, Command.AckOk, stat)];
        }
        case Command.ReadBuffer: {
          if (!prepared || request.payload.length < 8) return [reply(request, Command.AckError)];
          const offset = request.payload.readInt32LE(0);
          const length = request.payload.readInt32LE(4);
          if (offset < 0 || length <= 0 || length > MAX_CHUNK || offset + length > prepared.length)
            return [reply(request, Command.AckError)];
          const size = Buffer.alloc(8);
          size.writeUInt32LE(length, 0);
          const part = prepared.subarray(offset, offset + length);
          const data: Buffer[] = [];
          if (transport === 'tcp') data.push(reply(request, Command.Data, part));
          else
            for (let at = 0; at < part.length; at += UDP_DATA_PACKET)
              data.push(reply(request, Command.Data, part.subarray(at, at + UDP_DATA_PACKET)));
          return [reply(request, Command.PrepareData, size), ...data, reply(request, Command.AckOk)];
        }
        case Command.FreeData:
          prepared = null;
          return [reply(request, Command.AckOk)];
        case Command.ClearAttLog:
          // The users stay; a buffer prepared before keeps its snapshot.
          records = Buffer.alloc(0);
          punchCount = 0;
          return [reply(request, Command.AckOk)];
        default:
          return [reply(request, Command.AckUnknown)];
      }
    };
    return { answer };
  }

  function serve(socket: net.Socket): void {
    const session = protocolSession('tcp');
    const reader = new FrameReader();
    const inbox: Frame[] = [];
    let busy = false;
    let sent = 0;

    /** Writes frames (several at once, as a device does), cutting the connection at `dropAfterBytes`. */
    const write = (packets: Buffer[]) => {
      if (socket.destroyed) return;
      const frames = packets.map(withTcpTop);
      const bytes = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
      const limit = options.dropAfterBytes;
      if (limit !== undefined && sent + bytes.length > limit) {
        const part = Math.max(0, limit - sent);
        sent = limit;
        if (part > 0) socket.write(bytes.subarray(0, part));
        socket.end(() => socket.destroy());
        return;
      }
      sent += bytes.length;
      bytesSent += bytes.length;
      socket.write(bytes);
    };

    const drain = async () => {
      if (busy) return;
      busy = true;
      try {
        for (let request = inbox.shift(); request; request = inbox.shift()) {
          if (options.replyDelayMs) await new Promise((r) => setTimeout(r, options.replyDelayMs));
          if (socket.destroyed) return;
          write(session.answer(request));
          if (request.command === Command.Exit) socket.end();
        }
      } finally {
        busy = false;
      }
    };

    socket.on('data', (chunk: Buffer) => {
      try {
        inbox.push(...reader.push(chunk));
      } catch {
        socket.destroy();
        return;
      }
      void drain();
    });
  }

  /** UDP: each datagram one request, a session per client address (CMD_CONNECT starts a new one). */
  function serveUdp(socket: dgram.Socket): void {
    const sessions = new Map<string, ReturnType<typeof protocolSession>>();
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (message, from) => {
      let request: Frame;
      try {
        request = decodePacket(message);
      } catch {
        return; // Not the protocol: a device drops it.
      }
      const key = `${from.address}:${from.port}`;
      let session = sessions.get(key);
      if (!session || request.command === Command.Connect) {
        sessions.delete(key);
        session = protocolSession('udp');
        sessions.set(key, session);
        if (sessions.size > MAX_UDP_SESSIONS) sessions.delete(sessions.keys().next().value!);
      }
      const current = session;
      queue = queue.then(async () => {
        if (options.replyDelayMs) await new Promise((r) => setTimeout(r, options.replyDelayMs));
        for (const packet of current.answer(request)) {
          bytesSent += packet.length;
          await new Promise<void>((resolve) => socket.send(packet, from.port, from.address, () => resolve()));
        }
        if (request.command === Command.Exit) sessions.delete(key);
      });
    });
    socket.on('error', () => undefined);
  }

  const listenTcp = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host, port }, () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const bindUdp = (port: number) =>
    new Promise<dgram.Socket>((resolve, reject) => {
      const socket = dgram.createSocket(net.isIPv6(host) ? 'udp6' : 'udp4');
      socket.once('error', (error) => {
        socket.close();
        reject(error);
      });
      socket.bind({ address: host, port }, () => {
        socket.removeAllListeners('error');
        resolve(socket);
      });
    });

  // TCP first (any free port when 0), then UDP on the same number; when that UDP port is taken and the
  // port was left to the system, try another.
  let port = await listenTcp(options.port ?? 0);
  let udp: dgram.Socket | null = null;
  if (options.udp !== false) {
    for (let attempt = 1; ; attempt++) {
      try {
        udp = await bindUdp(port);
        break;
      } catch (error) {
        if (options.port || attempt >= 10) {
          await new Promise((resolve) => server.close(resolve));
          throw error;
        }
        await new Promise((resolve) => server.close(resolve));
        port = await listenTcp(0);
      }
    }
    serveUdp(udp);
  }
  const address = { port };

  return {
    port: address.port,
    get punchCount() {
      return punchCount;
    },
    deviceTime,
    get clockOffsetMs() {
      return clockOffsetMs;
    },
    received,
    get bytesSent() {
      return bytesSent;
    },
    setClockOffset(ms: number) {
      clockOffsetMs = ms;
    },
    addPunches(punches: DevicePunch[]) {
      const grown = Buffer.allocUnsafe((punchCount + punches.length) * recordSize);
      records.copy(grown, 0, 0, punchCount * recordSize);
      punches.forEach((punch, i) => {
        encodeAttendanceRecord(punch, recordSize, grown, (punchCount + i) * recordSize);
      });
      records = grown;
      punchCount += punches.length;
    },
    close() {
      return new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        udp?.close();
        server.close(() => resolve());
      });
    },
  };
}
