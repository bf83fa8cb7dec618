/**
 * Our ZKTeco terminal client (TCP, comm key, free sizes, attendance log and users through the prepared
 * buffer, device clock) and the loopback simulator that speaks the same protocol. See README.md.
 */
export { withTerminal } from './client.ts';
export {
  startTerminalSimulator,
  type TerminalSimulator,
  type TerminalSimulatorOptions,
} from './simulator.ts';
export {
  type AttendanceDelta,
  type DeviceClock,
  type DevicePunch,
  type DeviceUser,
  type FreeSizes,
  type LogMark,
  type TerminalAddress,
  TerminalError,
  type TerminalErrorKind,
  type TerminalSession,
} from './types.ts';
