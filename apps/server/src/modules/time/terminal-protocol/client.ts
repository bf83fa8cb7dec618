import { Connection, EXIT_TIMEOUT_MS } from './connection.ts';
import {
  Command,
  commandName,
  cString,
  DeviceOption,
  encodePacket,
  FCT_USER,
  type Frame,
  makeCommKey,
  nextReplyId,
  optionRequest,
  optionValue,
  ProtocolError,
} from './protocol.ts';
import {
  type AttendanceRecordSize,
  decodeAttendanceRecords,
  decodeDeviceTimeString,
  decodeFreeSizes,
  decodeUserRecords,
  encodeDeviceTimeString,
  recordSizeOf,
  recordsOf,
  type UserDirectory,
  type UserRecordSize,
  userDirectory,
} from './records.ts';
import {
  type AttendanceDelta,
  type DevicePunch,
  type DeviceUser,
  type FreeSizes,
  type LogMark,
  type TerminalAddress,
  TerminalError,
  type TerminalSession,
} from './types.ts';

/**
 * The protocol on a connection: session id from CMD_CONNECT, reply ids advancing with each request (the
 * checksum computed, as ZKTeco's own clients do, before the reply id advances), one exchange at a time.
 */
class Session implements TerminalSession {
  private sessionId = 0;
  /** The reply id of the last exchange; the first request goes out with 0. */
  private replyId = 65_534;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly connection: Connection) {}

  /** Runs calls one after another even when a caller does not await each. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private malformed(message: string): TerminalError {
    const error = new TerminalError('malformed', `${this.connection.name}: ${message}`);
    this.connection.fail(error);
    return error;
  }

  /** Sends a command and answers the first frame of its reply. */
  private async request(command: number, payload?: Uint8Array, timeoutMs?: number): Promise<Frame> {
    const replyId = nextReplyId(this.replyId);
    this.connection.send(
      encodePacket({ command, sessionId: this.sessionId, replyId, payload }, this.replyId),
    );
    this.replyId = replyId;
    const reply = await this.connection.next(timeoutMs);
    // Devices echo the reply id; the next request follows the one they answered.
    this.replyId = reply.replyId;
    return reply;
  }

  private async expectOk(command: number, payload?: Uint8Array): Promise<Buffer> {
    const reply = await this.request(command, payload);
    if (reply.command === Command.AckUnauth)
      throw new TerminalError(
        'unauthorised',
        `${this.connection.name}: not authorised for ${commandName(command)}`,
      );
    if (reply.command !== Command.AckOk)
      throw this.malformed(`${commandName(command)} was answered ${commandName(reply.command)}`);
    return reply.payload;
  }

  async open(commKey: number): Promise<void> {
    const reply = await this.request(Command.Connect);
    this.sessionId = reply.sessionId;
    if (reply.command === Command.AckOk) return;
    if (reply.command !== Command.AckUnauth)
      throw this.malformed(`CMD_CONNECT was answered ${commandName(reply.command)}`);
    const auth = await this.request(Command.Auth, makeCommKey(commKey, this.sessionId));
    if (auth.command !== Command.AckOk)
      throw new TerminalError(
        'unauthorised',
        `${this.connection.name}: the terminal refused the comm key${commKey === 0 ? ' (none was set here; the terminal has one)' : ''}`,
      );
  }

  async exit(): Promise<void> {
    if (this.connection.failed) return;
    try {
      await this.request(Command.Exit, undefined, EXIT_TIMEOUT_MS);
    } catch {
      // Leaving anyway.
    }
  }

  getTime(): Promise<string> {
    return this.serial(async () => {
      const payload = await this.expectOk(Command.GetTime);
      if (payload.length < 4) throw this.malformed(`the time is ${payload.length} bytes, 4 expected`);
      return decodeDeviceTimeString(payload.readUInt32LE(0));
    });
  }

  setTime(wallTime: string): Promise<void> {
    return this.serial(async () => {
      let value: number;
      try {
        value = encodeDeviceTimeString(wallTime);
      } catch (error) {
        throw new RangeError(`${this.connection.name}: ${(error as Error).message}`);
      }
      const payload = Buffer.alloc(4);
      payload.writeUInt32LE(value);
      await this.expectOk(Command.SetTime, payload);
    });
  }

  getFirmwareVersion(): Promise<string> {
    return this.serial(async () => cString(await this.expectOk(Command.GetVersion)));
  }

  getOption(name: string): Promise<string> {
    return this.serial(async () => optionValue(await this.expectOk(Command.OptionsRrq, optionRequest(name))));
  }

  getSerialNumber = () => this.getOption(DeviceOption.SerialNumber);
  getPlatform = () => this.getOption(DeviceOption.Platform);
  getDeviceName = () => this.getOption(DeviceOption.DeviceName);
  getMac = () => this.getOption(DeviceOption.Mac);
  getPinWidth = () => this.numberOption(DeviceOption.PinWidth);
  getFingerprintVersion = () => this.numberOption(DeviceOption.FingerprintVersion);

  private async numberOption(name: string): Promise<number> {
    const text = await this.getOption(name);
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value))
      throw this.malformed(`the option ${name} is "${text.slice(0, 40)}", not a number`);
    return value;
  }

  refreshData(): Promise<void> {
    return this.serial(async () => {
      await this.expectOk(Command.RefreshData);
    });
  }

  freeData(): Promise<void> {
    return this.serial(async () => {
      await this.expectOk(Command.FreeData);
    });
  }

  getFreeSizes(): Promise<FreeSizes> {
    return this.serial(() => this.freeSizes());
  }

  private async freeSizes(): Promise<FreeSizes> {
    const payload = await this.expectOk(Command.GetFreeSizes);
    try {
      return decodeFreeSizes(payload);
    } catch (error) {
      throw this.malformed((error as Error).message);
    }
  }

  readAttendance(): Promise<DevicePunch[]> {
    return this.serial(async () => (await this.attendanceSince(null)).punches);
  }

  readAttendanceSince(known: LogMark | null): Promise<AttendanceDelta> {
    return this.serial(() => this.attendanceSince(known));
  }

  /**
   * The log's count (free sizes), then its last record (the prepared buffer read at its end only): the
   * same count and last record as `known` is nothing new, and nothing more is read. A log that grew past
   * `known` with `known`'s last record still in its place is read from there on (the device appends); any
   * other log (cleared, rewritten, or no mark yet) is read whole, once.
   */
  private async attendanceSince(known: LogMark | null): Promise<AttendanceDelta> {
    const sizes = await this.freeSizes();
    if (sizes.records <= 0)
      return { mark: { count: 0, last: null }, punches: [], unchanged: known?.count === 0, read: 'none' };
    const prepared = await this.prepareBuffer(Command.AttLogRrq, 0);
    try {
      const whole = prepared.data ? recordsOf(prepared.data, 'attendance log') : null;
      const total = whole ? whole.length : this.sizeField(await this.readRange(0, 4), prepared.size);
      const size = recordSizeOf<AttendanceRecordSize>(total, sizes.records, [40, 16, 8], 'attendance log');
      const count = total / size;
      if (count === 0) {
        await this.releaseBuffer(prepared);
        return { mark: { count: 0, last: null }, punches: [], unchanged: known?.count === 0, read: 'none' };
      }
      const recordAt = async (index: number) =>
        whole
          ? whole.subarray(index * size, (index + 1) * size)
          : await this.readRange(4 + index * size, size);
      const mark: LogMark = { count, last: (await recordAt(count - 1)).toString('base64') };
      if (known && known.count === count && known.last === mark.last) {
        await this.releaseBuffer(prepared);
        return { mark, punches: [], unchanged: true, read: 'none' };
      }
      let from = 0;
      if (known && known.count > 0 && known.count < count && known.last !== null) {
        const then = (await recordAt(known.count - 1)).toString('base64');
        if (then === known.last) from = known.count;
      }
      const records = whole
        ? whole.subarray(from * size)
        : await this.readRange(4 + from * size, (count - from) * size);
      await this.releaseBuffer(prepared);
      // Old firmware's records lack the user id (8 bytes) or the uid (16 bytes): the users tell them.
      let directory: UserDirectory | undefined;
      if (size !== 40) directory = userDirectory(await this.users());
      return {
        mark,
        punches: decodeAttendanceRecords(records, size, directory),
        unchanged: false,
        read: from > 0 ? 'tail' : 'whole',
      };
    } catch (error) {
      if (error instanceof ProtocolError) throw this.malformed(error.message);
      throw error;
    }
  }

  clearAttendanceIf(expected: LogMark): Promise<boolean> {
    return this.serial(async () => {
      const now = await this.attendanceSince(expected);
      if (!now.unchanged) return false;
      await this.expectOk(Command.ClearAttLog);
      return true;
    });
  }

  readUsers(): Promise<DeviceUser[]> {
    return this.serial(() => this.users());
  }

  private async users(): Promise<DeviceUser[]> {
    const sizes = await this.freeSizes();
    if (sizes.users <= 0) return [];
    const data = await this.readBuffer(Command.UserTempRrq, FCT_USER);
    try {
      const records = recordsOf(data, 'users');
      return decodeUserRecords(
        records,
        recordSizeOf<UserRecordSize>(records.length, sizes.users, [72, 28], 'users'),
      );
    } catch (error) {
      if (error instanceof ProtocolError) throw this.malformed(error.message);
      throw error;
    }
  }

  /**
   * A large read: CMD_PREPARE_BUFFER (1503) names the command whose answer the device buffers; it answers
   * the data at once (CMD_DATA) when small, else ACK_OK with the size. Then CMD_READ_BUFFER (1504) asks for
   * it in chunks of at most 65,472 bytes (16 KB over UDP, which come as datagrams of 1024), and
   * CMD_FREE_DATA (1502) releases it.
   */
  private async readBuffer(command: number, fct: number): Promise<Buffer> {
    const prepared = await this.prepareBuffer(command, fct);
    if (prepared.data) return prepared.data;
    const data = await this.readRange(0, prepared.size);
    await this.releaseBuffer(prepared);
    return data;
  }

  /** CMD_PREPARE_BUFFER: the data itself when the device answers it at once, else the buffer's size. */
  private async prepareBuffer(command: number, fct: number): Promise<{ data?: Buffer; size: number }> {
    const request = Buffer.alloc(11);
    request.writeUInt8(1, 0);
    request.writeUInt16LE(command, 1);
    request.writeInt32LE(fct, 3);
    request.writeInt32LE(0, 7);
    const reply = await this.request(Command.PrepareBuffer, request);
    if (reply.command === Command.Data) return { data: reply.payload, size: reply.payload.length };
    if (reply.command === Command.AckUnauth)
      throw new TerminalError('unauthorised', `${this.connection.name}: not authorised to read`);
    if (reply.command !== Command.AckOk)
      throw this.malformed(`CMD_PREPARE_BUFFER was answered ${commandName(reply.command)}`);
    if (reply.payload.length < 5) throw this.malformed('CMD_PREPARE_BUFFER answered no size');
    return { size: reply.payload.readUInt32LE(1) };
  }

  /** CMD_FREE_DATA after a buffer the device kept (one answered at once needs none). */
  private async releaseBuffer(prepared: { data?: Buffer }): Promise<void> {
    if (!prepared.data) await this.expectOk(Command.FreeData);
  }

  /** The record bytes a prepared buffer of `size` bytes holds, from its leading size field. */
  private sizeField(head: Buffer, size: number): number {
    const records = head.readUInt32LE(0);
    if (records > size - 4) throw this.malformed(`attendance log: says ${records} bytes, ${size - 4} came`);
    return records;
  }

  /** Bytes `offset` to `offset + length` of the prepared buffer, in chunks of the connection's size. */
  private async readRange(offset: number, length: number): Promise<Buffer> {
    const data = Buffer.allocUnsafe(length);
    const chunkSize = this.connection.chunkSize;
    for (let at = 0; at < length; at += chunkSize) {
      const part = Math.min(chunkSize, length - at);
      const chunk = await this.readChunk(offset + at, part);
      chunk.copy(data, at);
    }
    return data;
  }

  /** One part of the prepared buffer: CMD_DATA at once, or CMD_PREPARE_DATA, CMD_DATA frames and ACK_OK. */
  private async readChunk(offset: number, length: number): Promise<Buffer> {
    const request = Buffer.alloc(8);
    request.writeInt32LE(offset, 0);
    request.writeInt32LE(length, 4);
    const first = await this.request(Command.ReadBuffer, request);
    if (first.command === Command.Data) {
      if (first.payload.length !== length)
        throw this.malformed(`asked for ${length} bytes at ${offset}, ${first.payload.length} came`);
      return first.payload;
    }
    if (first.command !== Command.PrepareData)
      throw this.malformed(`CMD_READ_BUFFER was answered ${commandName(first.command)}`);
    if (first.payload.length < 4) throw this.malformed('CMD_PREPARE_DATA without a size');
    const announced = first.payload.readUInt32LE(0);
    if (announced !== length)
      throw this.malformed(`asked for ${length} bytes at ${offset}, ${announced} announced`);
    const parts: Buffer[] = [];
    let received = 0;
    while (received < length) {
      const frame = await this.connection.next();
      if (frame.command !== Command.Data)
        throw this.malformed(`${commandName(frame.command)} after ${received} of ${length} bytes of data`);
      parts.push(frame.payload);
      received += frame.payload.length;
    }
    if (received !== length) throw this.malformed(`${received} bytes of data came, ${length} announced`);
    const done = await this.connection.next();
    if (done.command !== Command.AckOk)
      throw this.malformed(`the data ended with ${commandName(done.command)}`);
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts, length);
  }
}

/**
 * Connects (CMD_CONNECT, then CMD_AUTH with the comm key when the device answers 2005), runs `work`, and
 * always disconnects (CMD_EXIT when the connection is still sound, then closes the socket). Every failure
 * is a TerminalError of a kind: refused, timeout, unauthorised, malformed, closed or unreachable.
 */
export async function withTerminal<T>(
  address: TerminalAddress,
  work: (session: TerminalSession) => Promise<T>,
): Promise<T> {
  const connection = await Connection.open(address);
  const session = new Session(connection);
  try {
    await session.open(address.commKey);
    return await work(session);
  } finally {
    await session.exit();
    connection.close();
  }
}
