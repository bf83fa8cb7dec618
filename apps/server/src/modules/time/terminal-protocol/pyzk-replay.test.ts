import dgram from 'node:dgram';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import conversation from './fixtures/pyzk-conversation.json' with { type: 'json' };
import { FrameReader } from './protocol.ts';
import { startTerminalSimulator, type TerminalSimulator } from './simulator.ts';

// A standard client's conversation replayed against the simulator: the packets pyzk sends for connect,
// get_firmware_version, get_serialnumber, get_platform, get_device_name, get_mac, get_pin_width,
// get_fp_version, get_time, set_time, refresh_data and disconnect (fixtures/make-pyzk-conversation.py
// builds them as pyzk's zk/base.py does: its checksum, its session and reply ids, its time encoding).
// Each answer must be the recorded device answer byte for byte: command, checksum, session, reply id,
// payload.

/** 2026-03-12 09:30:00 UTC: 12:30:00 on a terminal set to Riyadh's time (the recording's clock). */
const NOW = Date.UTC(2026, 2, 12, 9, 30, 0);

let sim: TerminalSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** The simulator as the recording's device: its first session is 0x1001 (seed 1), its clock pinned. */
const device = () =>
  startTerminalSimulator({ users: 3, days: 2, seed: 1, now: () => NOW, timeZone: 'Asia/Riyadh' });

const hex = (b: Buffer) => b.toString('hex');

function header(packet: Buffer) {
  return {
    command: packet.readUInt16LE(0),
    sessionId: packet.readUInt16LE(4),
    replyId: packet.readUInt16LE(6),
    payload: packet.subarray(8).toString('latin1'),
  };
}

/** One request and its single answer over TCP, the answer without its envelope. */
function tcpExchange(socket: net.Socket, reader: FrameReader, bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const frames = reader.push(chunk);
      if (frames.length === 0) return;
      socket.off('data', onData);
      socket.off('error', reject);
      const f = frames[0]!;
      const packet = Buffer.alloc(8 + f.payload.length);
      packet.writeUInt16LE(f.command, 0);
      packet.writeUInt16LE(f.checksum, 2);
      packet.writeUInt16LE(f.sessionId, 4);
      packet.writeUInt16LE(f.replyId, 6);
      f.payload.copy(packet, 8);
      resolve(packet);
    };
    socket.on('data', onData);
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function udpExchange(socket: dgram.Socket, port: number, bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    socket.once('message', (message) => {
      socket.off('error', reject);
      resolve(message);
    });
    socket.on('error', reject);
    socket.send(bytes, port, '127.0.0.1');
  });
}

function checkSteps(answers: Buffer[]) {
  expect(answers).toHaveLength(conversation.steps.length);
  conversation.steps.forEach((step, i) => {
    const answer = answers[i]!;
    const expected = Buffer.from(step.reply, 'hex');
    // Read as pyzk reads it: the command (2000 = ACK_OK for every call), the session, the reply id it
    // carries on with, and the payload it parses.
    expect({ call: step.call, ...header(answer) }).toEqual({ call: step.call, ...header(expected) });
    expect(hex(answer), step.call).toBe(step.reply);
  });
}

describe('a recorded pyzk conversation replayed against the simulator', () => {
  it('answers every call of the recording over TCP, byte for byte', async () => {
    sim = await device();
    const socket = net.connect({ host: '127.0.0.1', port: sim.port });
    await new Promise((resolve) => socket.once('connect', resolve));
    const reader = new FrameReader();
    const answers: Buffer[] = [];
    for (const step of conversation.steps)
      answers.push(await tcpExchange(socket, reader, Buffer.from(step.tcp, 'hex')));
    socket.destroy();
    checkSteps(answers);
    // set_time moved the device's clock to the time pyzk sent.
    expect(sim.deviceTime()).toEqual({ year: 2026, month: 3, day: 12, hour: 12, minute: 31, second: 5 });
  });

  it('answers the same packets over UDP, without the TCP envelope', async () => {
    sim = await device();
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const answers: Buffer[] = [];
    for (const step of conversation.steps)
      answers.push(await udpExchange(socket, sim.port, Buffer.from(step.udp, 'hex')));
    socket.close();
    checkSteps(answers);
    expect(sim.deviceTime()).toEqual({ year: 2026, month: 3, day: 12, hour: 12, minute: 31, second: 5 });
  });

  it('the recording is pyzk’s well-known connect packet and its wrong checksums are refused', async () => {
    // The first bytes every pyzk capture shows: CMD_CONNECT, checksum 0xFC17, session 0, reply id 0.
    expect(conversation.steps[0]!.udp).toBe('e80317fc00000000');
    sim = await device();
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    await udpExchange(socket, sim.port, Buffer.from(conversation.steps[0]!.udp, 'hex'));
    const broken = Buffer.from(conversation.steps[1]!.udp, 'hex');
    broken.writeUInt16LE(broken.readUInt16LE(2) ^ 0x0101, 2);
    const answer = await udpExchange(socket, sim.port, broken);
    socket.close();
    expect(header(answer).command).toBe(2001);
  });
});
