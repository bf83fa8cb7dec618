/**
 * npm run bench:sync : the attendance sync from a terminal to attendance records, in the product's own
 * code (no HTTP). A throwaway database of the PostgreSQL server of DATABASE_URL (scripts/with-postgres.mjs
 * starts one; without DATABASE_URL, the embedded PGlite) is migrated and seeded; 500 employees get an
 * Active contract on an office week (Sunday-Thursday, 08:00-16:00) and PINs 1..500; the terminal simulator
 * holds 100,000 punches of those 500 users (an office's in and out punches, some days missed, some pressed
 * twice) and speaks the ZKTeco protocol on loopback. Then one run of the sync (read the log through the
 * protocol, store the punches, pair them by the expected time into attendance records), a second run with
 * nothing new on the device (it asks the count and the last record and reads nothing more: goal under
 * 0.5 s), and a third after a new day's punches (it reads only those). Prints each run's wall time, the
 * bytes the device sent, the punches read and stored, the records written, and the records in the table.
 * BENCH_EMPLOYEES and BENCH_PUNCHES change the sizes.
 */
import {
  createContractInput,
  createEmployeeInput,
  createTerminalInput,
  JobExecutionStatus,
  SettingNames,
  WorkEntrySource,
} from '@hr/contracts';
import { startTerminalSimulator } from '../apps/server/src/modules/time/terminal-protocol/index.ts';
import { systemContext } from '../apps/server/src/platform/context.ts';
import { openThrowawayDatabase, seededProduct } from './throwaway.ts';

const employees = Number(process.env.BENCH_EMPLOYEES ?? 500);
const punchCount = Number(process.env.BENCH_PUNCHES ?? 100_000);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const { db, label, drop } = await openThrowawayDatabase('sync');
  const built = await seededProduct(db);
  const { services } = built;
  const tenant = await services.tenancy.tenants.findByName('acme');
  const ctx = systemContext(tenant!.id);
  const zone = await services.platform.settings.get(
    { tenantId: ctx.tenantId, userId: null },
    SettingNames.TimeZone,
  );

  // The people: a department, a job title, a schedule and a salary structure of the demo data.
  const setupStarted = performance.now();
  const [jobTitle] = (await services.organisation.jobTitles.list(ctx, { skipCount: 0, maxResultCount: 1 }))
    .items;
  const [structure] = (await services.payroll.structures.list(ctx, { skipCount: 0, maxResultCount: 1 }))
    .items;
  const scheduleId = await services.employment.workingSchedules.create(ctx, {
    name: `Bench office ${Date.now()}`,
    workingHours: [0, 1, 2, 3, 4].map((day) => ({
      day,
      from: '08:00',
      to: '16:00',
      expectedAttendance: '08:00',
    })),
  });
  // PINs 1..n: the demo employees keep theirs; the bench's people take the PINs after them.
  const existingPins = (await services.time.employeePins.employeeIdsByPin(ctx)).size;
  const firstPin = existingPins + 1;
  for (let i = 0; i < employees; i++) {
    const employeeId = await services.employees.employees.create(
      ctx,
      createEmployeeInput.parse({
        name: `Bench${i}`,
        surname: 'Worker',
        fatherName: 'Father',
        motherName: 'Mother',
        nationalNumber: `B${String(Date.now()).slice(-6)}${String(i).padStart(5, '0')}`,
        gender: 1,
        employeeStatus: 0,
        maritalStatus: 0,
        militaryServiceStatus: 0,
        jobTitleId: jobTitle!.id,
        contactInformation: {},
        emergencyContactInformation: {
          emergencyPhone: '0999999999',
          contactName: 'Someone',
          relationShip: 'Father',
        },
      }),
    );
    const contractId = await services.employment.contracts.create(
      ctx,
      createContractInput.parse({
        name: `Bench ${i}`,
        type: 0,
        start: '2020-01-01',
        end: '2030-12-31',
        employeeId,
        jobTitleId: jobTitle!.id,
        salaryStructureId: structure!.id,
        workEntrySource: WorkEntrySource.WorkingSchedule,
        contractWorkingSchedules: [{ workingScheduleId: scheduleId, from: '2020-01-01', to: '2030-12-31' }],
      }),
    );
    await services.employment.contracts.activate(ctx, contractId);
    await services.time.employeePins.create(ctx, { pin: firstPin + i, employeeId });
  }
  const setupMs = performance.now() - setupStarted;

  // The simulator's users are 1..(first + n); only the bench's PINs get punches worth pairing.
  const sim = await startTerminalSimulator({
    users: existingPins + employees,
    punches: punchCount,
    timeZone: zone,
  });
  for (const id of await services.time.terminals.listIds(ctx)) await services.time.terminals.delete(ctx, id);
  const terminal = await services.time.terminals.create(
    ctx,
    createTerminalInput.parse({
      name: 'Bench gate',
      ipAddress: '127.0.0.1',
      port: sim.port,
      comKey: 0,
      timeZone: null,
    }),
  );

  async function run() {
    const recordId = await db.transaction(ctx, (tx) =>
      services.time.jobExecutions.enqueue(tx, ctx, {
        name: { key: 'Sync:Name', params: { terminal: 'Bench gate' } },
        groupName: 'AttendanceSync',
        terminalId: terminal.id,
      }),
    );
    const bytesBefore = sim.bytesSent;
    const started = performance.now();
    const { status } = await services.time.sync.run({
      tenantId: ctx.tenantId!,
      terminalId: terminal.id,
      recordId,
    });
    const ms = performance.now() - started;
    const [record] = (await services.time.jobExecutions.list(ctx, { skipCount: 0, maxResultCount: 1 })).items;
    if (status !== JobExecutionStatus.Succeeded) throw new Error(`the run failed: ${record?.details}`);
    return { ms, details: record?.details, bytes: sim.bytesSent - bytesBefore };
  }

  const first = await run();
  const second = await run();
  // A new day at the door: an in punch of each bench employee, a minute apart, after the device's now.
  const clock = sim.deviceTime();
  const day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + 1, 8));
  sim.addPunches(
    Array.from({ length: employees }, (_, i) => {
      const at = new Date(day.getTime() + i * 1000);
      return {
        uid: firstPin + i,
        userId: String(firstPin + i),
        verifyType: 1,
        state: 0,
        deviceTime: at.toISOString().slice(0, 19),
      };
    }),
  );
  const third = await run();
  const [{ n }] = (
    await db.ownerSql.query<{ n: number }>('select count(*)::int as n from attendance_records')
  ).rows as [{ n: number }];
  const [{ p }] = (await db.ownerSql.query<{ p: number }>('select count(*)::int as p from punches')).rows as [
    { p: number },
  ];

  console.log(
    `attendance sync on ${label}, ${employees} employees with contracts and PINs (set up in ${seconds(setupMs)})`,
  );
  console.log(
    `  simulator: ${sim.punchCount} punches of ${existingPins + employees} users, clock in ${zone}`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB from the device`;
  console.log(`  first sync: ${seconds(first.ms)}, ${kb(first.bytes)}  (${first.details})`);
  console.log(
    `  re-sync:    ${seconds(second.ms)}, ${kb(second.bytes)}  (${second.details})  goal < 0.50 s: ${second.ms < 500 ? 'met' : 'missed'}`,
  );
  console.log(`  new day:    ${seconds(third.ms)}, ${kb(third.bytes)}  (${third.details})`);
  console.log(`  punches stored: ${p}; attendance records: ${n}`);
  await sim.close();
  await built.app.close();
  await db.close();
  await drop();
}

await main();
