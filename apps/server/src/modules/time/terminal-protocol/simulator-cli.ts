import { parseArgs } from 'node:util';
import { startTerminalSimulator } from './simulator.ts';

/**
 * `npm run terminal-simulator -- --port 4370 --users 200 --punches 100000 [--comm-key 0] [--delay-ms 0]
 * [--drop-after-bytes N] [--days 30] [--time-zone UTC] [--clock-offset-ms 0] [--record-size 40]
 * [--seed 1] [--host 127.0.0.1]`: a ZKTeco terminal on loopback until Ctrl+C.
 */
const usage = `Usage: npm run terminal-simulator -- [options]
  --host <address>          listen address (default 127.0.0.1)
  --port <n>                TCP and UDP port (default 4370; 0 = any free port)
  --no-udp                  serve TCP only
  --users <n>               users 1..n with PINs "1".."n" (default 10)
  --punches <n>             exactly n punches, the most recent (default: --days of punches)
  --days <n>                days of punches up to today (default 30)
  --comm-key <n>            comm key the client must send (default 0 = none)
  --delay-ms <n>            delay of every reply (default 0)
  --drop-after-bytes <n>    cut each connection after n bytes sent
  --time-zone <iana>        the zone whose wall time the device clock shows (default UTC)
  --clock-offset-ms <n>     device clock minus host clock (default 0)
  --record-size <40|16|8>   attendance record format (16 and 8: old firmware; default 40)
  --seed <n>                seed of the generated users and punches (default 1)
  --firmware <text>         the firmware version answered (default "Ver 6.60 Apr 28 2017")
  --serial-number <text>    ~SerialNumber (default HRSIM0000001)
  --platform <text>         ~Platform (default ZMM220_TFT)
  --device-name <text>      ~DeviceName (default "HR Simulator")
  --mac <text>              MAC (default 00:17:61:00:00:01)
  --pin-width <n>           ~PIN2Width (default 9)
  --fp-version <9|10>       ~ZKFPVersion (default 10)`;

function integer(name: string, value: string | undefined, min = 0): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) {
    console.error(`--${name} must be an integer of at least ${min}, not "${value}"\n\n${usage}`);
    process.exit(2);
  }
  return n;
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      users: { type: 'string' },
      punches: { type: 'string' },
      days: { type: 'string' },
      'comm-key': { type: 'string' },
      'delay-ms': { type: 'string' },
      'drop-after-bytes': { type: 'string' },
      'time-zone': { type: 'string' },
      'clock-offset-ms': { type: 'string' },
      'record-size': { type: 'string' },
      seed: { type: 'string' },
      'no-udp': { type: 'boolean' },
      firmware: { type: 'string' },
      'serial-number': { type: 'string' },
      platform: { type: 'string' },
      'device-name': { type: 'string' },
      mac: { type: 'string' },
      'pin-width': { type: 'string' },
      'fp-version': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
}
try {
  args = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const recordSize = integer('record-size', args['record-size']) ?? 40;
if (recordSize !== 40 && recordSize !== 16 && recordSize !== 8) {
  console.error(`--record-size must be 40, 16 or 8\n\n${usage}`);
  process.exit(2);
}
const timeZone = args['time-zone'] ?? 'UTC';
try {
  new Intl.DateTimeFormat('en', { timeZone });
} catch {
  console.error(`--time-zone: unknown time zone "${timeZone}"`);
  process.exit(2);
}

const started = Date.now();
const simulator = await startTerminalSimulator({
  host: args.host ?? '127.0.0.1',
  port: integer('port', args.port) ?? 4370,
  users: integer('users', args.users),
  punches: integer('punches', args.punches),
  days: integer('days', args.days, 1),
  commKey: integer('comm-key', args['comm-key']),
  replyDelayMs: integer('delay-ms', args['delay-ms']),
  dropAfterBytes: integer('drop-after-bytes', args['drop-after-bytes'], 1),
  timeZone,
  clockOffsetMs: integer('clock-offset-ms', args['clock-offset-ms'], Number.MIN_SAFE_INTEGER),
  recordSize,
  seed: integer('seed', args.seed),
  udp: !args['no-udp'],
  device: {
    ...(args.firmware === undefined ? {} : { firmwareVersion: args.firmware }),
    ...(args['serial-number'] === undefined ? {} : { serialNumber: args['serial-number'] }),
    ...(args.platform === undefined ? {} : { platform: args.platform }),
    ...(args['device-name'] === undefined ? {} : { deviceName: args['device-name'] }),
    ...(args.mac === undefined ? {} : { mac: args.mac }),
    ...(args['pin-width'] === undefined ? {} : { pinWidth: integer('pin-width', args['pin-width'], 1) }),
    ...(args['fp-version'] === undefined
      ? {}
      : { fingerprintVersion: integer('fp-version', args['fp-version'], 1) }),
  },
}).catch((error: NodeJS.ErrnoException) => {
  console.error(`terminal simulator: ${error.code === 'EADDRINUSE' ? 'the port is in use' : error.message}`);
  process.exit(1);
});

const clock = simulator.deviceTime();
const pad = (n: number) => String(n).padStart(2, '0');
console.log(
  `ZKTeco terminal simulator listening on ${args.host ?? '127.0.0.1'}:${simulator.port} (TCP${args['no-udp'] ? '' : ' and UDP'}): ` +
    `${integer('users', args.users) ?? 10} users, ${simulator.punchCount} punches (${Date.now() - started} ms), ` +
    `comm key ${integer('comm-key', args['comm-key']) ?? 0}, ${recordSize}-byte records, device clock ` +
    `${clock.year}-${pad(clock.month)}-${pad(clock.day)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)} (${timeZone})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
