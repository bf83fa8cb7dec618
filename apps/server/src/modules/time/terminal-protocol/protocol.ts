/**
 * The ZKTeco standalone-terminal protocol over TCP: command codes, the frame, its checksum, the
 * reassembly of frames from a byte stream and the comm-key scrambling of CMD_AUTH. Written from the
 * protocol's public description (DESIGN.md, "Fingerprint terminals"); shared by the client and the simulator.
 */

export const Command = {
  /** Reads a device option: the payload is its name and a NUL ("~SerialNumber\0"), the answer "name=value\0". */
  OptionsRrq: 11,
  /** Counts and capacities (users, fingerprints, attendance records). */
  GetFreeSizes: 50,
  /** Clears the attendance log (the users and their fingerprints stay). */
  ClearAttLog: 15,
  /** Users: read through the prepared buffer with function 5 (users). */
  UserTempRrq: 9,
  /** Attendance log: read through the prepared buffer. */
  AttLogRrq: 13,
  GetTime: 201,
  SetTime: 202,
  Connect: 1000,
  Exit: 1001,
  EnableDevice: 1002,
  DisableDevice: 1003,
  /** Makes the device reload its data after a change (users, templates, clock). */
  RefreshData: 1013,
  /** The firmware version, a NUL-terminated string ("Ver 6.60 Apr 28 2017"). */
  GetVersion: 1100,
  Auth: 1102,
  /** Device to client: a data transfer of the size in the payload follows. */
  PrepareData: 1500,
  /** Device to client: data. */
  Data: 1501,
  /** Client to device: release the prepared buffer. */
  FreeData: 1502,
  /** Client to device: prepare a buffer holding the answer of the command in the payload. */
  PrepareBuffer: 1503,
  /** Client to device: send part of the prepared buffer (offset, size). */
  ReadBuffer: 1504,
  AckOk: 2000,
  AckError: 2001,
  AckData: 2002,
  AckRetry: 2003,
  AckRepeat: 2004,
  AckUnauth: 2005,
  AckUnknown: 0xffff,
} as const;

/** The function of CMD_USERTEMP_RRQ that reads the users (not their templates). */
export const FCT_USER = 5;

/** The largest part of a prepared buffer read at once over TCP (0xFFC0). */
export const MAX_CHUNK = 65_472;
/** Over UDP a client asks for parts of 16 KB, which the device sends as CMD_DATA datagrams of 1024 bytes. */
export const UDP_CHUNK = 16 * 1024;
export const UDP_DATA_PACKET = 1024;

/** The four bytes that open every TCP frame: 0x5050 and 0x7D82, little endian. */
export const FRAME_PREFIX = Buffer.from([0x50, 0x50, 0x82, 0x7d]);

/** Prefix and length, then the 8-byte header. */
export const TOP_LENGTH = 8;
export const HEADER_LENGTH = 8;

/** A frame longer than this is taken for garbage, not buffered (a chunk is 65,472 bytes). */
export const MAX_FRAME_LENGTH = 8 * 1024 * 1024;

/** Reply ids wrap below this value (the 16-bit maximum). */
const USHRT_MAX = 65_535;

export interface Frame {
  command: number;
  checksum: number;
  sessionId: number;
  replyId: number;
  payload: Buffer;
}

/** A byte stream that is not the protocol: the client reports it as a malformed reply. */
export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

/**
 * The header checksum: the bytes summed as little-endian 16-bit words (an odd last byte added as is),
 * folding every carry past 16 bits back in (subtracting 65535), then complemented into 0..65534.
 */
export function checksum(bytes: Uint8Array): number {
  let sum = 0;
  let i = 0;
  for (; i + 1 < bytes.length; i += 2) {
    sum += bytes[i]! | (bytes[i + 1]! << 8);
    if (sum > USHRT_MAX) sum -= USHRT_MAX;
  }
  if (i < bytes.length) sum += bytes[i]!;
  while (sum > USHRT_MAX) sum -= USHRT_MAX;
  // The complement as a negative number, brought back into range by adding 65535 until it is not.
  let result = -sum - 1;
  while (result < 0) result += USHRT_MAX;
  return result;
}

/** The header and payload of a frame with its checksum field zero, as the checksum is computed over it. */
function headerAndPayload(command: number, sessionId: number, replyId: number, payload: Uint8Array): Buffer {
  const bytes = Buffer.alloc(HEADER_LENGTH + payload.length);
  bytes.writeUInt16LE(command, 0);
  bytes.writeUInt16LE(0, 2);
  bytes.writeUInt16LE(sessionId, 4);
  bytes.writeUInt16LE(replyId, 6);
  bytes.set(payload, HEADER_LENGTH);
  return bytes;
}

/** The checksum of a frame's header and payload, computed with the given reply id in the header. */
export function frameChecksum(
  command: number,
  sessionId: number,
  replyId: number,
  payload: Uint8Array,
): number {
  return checksum(headerAndPayload(command, sessionId, replyId, payload));
}

/**
 * One packet: header (command, checksum, session id, reply id) and payload, as a UDP datagram carries it.
 * `checksumReplyId` is the reply id the checksum is computed with: clients compute it before they advance
 * the reply id (so it covers the previous one), devices over the id they send.
 */
export function encodePacket(
  frame: { command: number; sessionId: number; replyId: number; payload?: Uint8Array },
  checksumReplyId: number = frame.replyId,
): Buffer {
  const payload = frame.payload ?? new Uint8Array(0);
  const body = headerAndPayload(frame.command, frame.sessionId, frame.replyId, payload);
  body.writeUInt16LE(frameChecksum(frame.command, frame.sessionId, checksumReplyId, payload), 2);
  return body;
}

/** A packet in its TCP envelope: the prefix `50 50 82 7D` and the u32 length of the packet. */
export function withTcpTop(packet: Buffer): Buffer {
  const out = Buffer.allocUnsafe(TOP_LENGTH + packet.length);
  FRAME_PREFIX.copy(out, 0);
  out.writeUInt32LE(packet.length, 4);
  packet.copy(out, TOP_LENGTH);
  return out;
}

/** One TCP frame: the packet (`encodePacket`) in its envelope. */
export function encodeFrame(
  frame: { command: number; sessionId: number; replyId: number; payload?: Uint8Array },
  checksumReplyId: number = frame.replyId,
): Buffer {
  return withTcpTop(encodePacket(frame, checksumReplyId));
}

/** A UDP datagram as a packet; a ProtocolError when it is shorter than the header. */
export function decodePacket(bytes: Buffer): Frame {
  if (bytes.length < HEADER_LENGTH) throw new ProtocolError(`a packet of ${bytes.length} bytes`);
  return {
    command: bytes.readUInt16LE(0),
    checksum: bytes.readUInt16LE(2),
    sessionId: bytes.readUInt16LE(4),
    replyId: bytes.readUInt16LE(6),
    payload: bytes.subarray(HEADER_LENGTH),
  };
}

/** The options of CMD_OPTIONS_RRQ that common tools read, by the name the device knows them. */
export const DeviceOption = {
  FingerprintVersion: '~ZKFPVersion',
  SerialNumber: '~SerialNumber',
  Platform: '~Platform',
  DeviceName: '~DeviceName',
  Mac: 'MAC',
  PinWidth: '~PIN2Width',
  Os: '~OS',
  FaceVersion: 'ZKFaceVersion',
} as const;

/** The payload of CMD_OPTIONS_RRQ: the name and a NUL. */
export const optionRequest = (name: string): Buffer => Buffer.from(`${name}\0`, 'latin1');

/** A NUL-terminated string of a reply (the whole payload when it has no NUL). */
export function cString(payload: Buffer): string {
  const end = payload.indexOf(0);
  return payload.subarray(0, end < 0 ? payload.length : end).toString('latin1');
}

/** The value of a CMD_OPTIONS_RRQ answer "name=value\0": what follows the first '='. */
export function optionValue(payload: Buffer): string {
  const text = cString(payload);
  const eq = text.indexOf('=');
  return eq < 0 ? text : text.slice(eq + 1);
}

/** The reply id that follows `replyId` (it wraps below 65535). */
export function nextReplyId(replyId: number): number {
  const next = replyId + 1;
  return next >= USHRT_MAX ? next - USHRT_MAX : next;
}

/** The reply id before `replyId` (the one a client's checksum covers). */
export function previousReplyId(replyId: number): number {
  return replyId === 0 ? USHRT_MAX - 1 : replyId - 1;
}

/**
 * Cuts a TCP byte stream into frames: a reply may arrive split over many chunks, and one chunk may hold
 * several frames. Throws a ProtocolError on a wrong prefix or an impossible length.
 */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly maxFrameLength = MAX_FRAME_LENGTH) {}

  /** Bytes received that do not yet make a whole frame. */
  get pending(): number {
    return this.buffered;
  }

  push(chunk: Buffer): Frame[] {
    if (chunk.length > 0) {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
    }
    const frames: Frame[] = [];
    while (this.buffered >= TOP_LENGTH) {
      const top = this.peek(TOP_LENGTH);
      if (!top.subarray(0, 4).equals(FRAME_PREFIX))
        throw new ProtocolError(`not a ZKTeco frame (starts ${top.subarray(0, 4).toString('hex')})`);
      const length = top.readUInt32LE(4);
      if (length < HEADER_LENGTH || length > this.maxFrameLength)
        throw new ProtocolError(`impossible frame length ${length}`);
      if (this.buffered < TOP_LENGTH + length) break;
      const bytes = this.take(TOP_LENGTH + length);
      frames.push({
        command: bytes.readUInt16LE(8),
        checksum: bytes.readUInt16LE(10),
        sessionId: bytes.readUInt16LE(12),
        replyId: bytes.readUInt16LE(14),
        payload: bytes.subarray(TOP_LENGTH + HEADER_LENGTH),
      });
    }
    return frames;
  }

  /** The first n buffered bytes, without consuming them (joins the first chunks when they are short). */
  private peek(n: number): Buffer {
    if (this.chunks[0]!.length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!.subarray(0, n);
  }

  /** Consumes the first n buffered bytes; copies only when they span chunks. */
  private take(n: number): Buffer {
    this.buffered -= n;
    const first = this.chunks[0]!;
    if (first.length >= n) {
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const chunk = this.chunks[0]!;
      const part = Math.min(chunk.length, n - filled);
      chunk.copy(out, filled, 0, part);
      filled += part;
      if (part === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(part);
    }
    return out;
  }
}

/**
 * The 4 bytes CMD_AUTH carries: the comm key scrambled with the session id and a tick byte, as ZKTeco's
 * devices expect. The key's 32 bits in reverse order, plus the session id; its bytes xor'ed with "ZKSO";
 * the two 16-bit halves swapped; then bytes 0, 1 and 3 xor'ed with the tick byte, which itself goes
 * into byte 2 (so a device can recompute the same value).
 */
export function makeCommKey(key: number, sessionId: number, ticks = 50): Buffer {
  let reversed = 0;
  for (let bit = 0; bit < 32; bit++) reversed = ((reversed << 1) | ((key >>> bit) & 1)) >>> 0;
  const word = Buffer.alloc(4);
  word.writeUInt32LE((reversed + sessionId) >>> 0);
  const salted = [word[0]! ^ 0x5a, word[1]! ^ 0x4b, word[2]! ^ 0x53, word[3]! ^ 0x4f]; // 'Z' 'K' 'S' 'O'
  const swapped = [salted[2]!, salted[3]!, salted[0]!, salted[1]!];
  const tick = ticks & 0xff;
  return Buffer.from([swapped[0]! ^ tick, swapped[1]! ^ tick, tick, swapped[3]! ^ tick]);
}

/** The name of a command or reply code, for messages. */
export function commandName(code: number): string {
  for (const [name, value] of Object.entries(Command)) if (value === code) return `${name} (${code})`;
  return String(code);
}
