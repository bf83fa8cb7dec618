/**
 * npm run bench:import : the import of employees from Excel, 1,000 rows (BENCH_ROWS; the import's own cap)
 * in the product's own code, on a throwaway database of the PostgreSQL server of DATABASE_URL
 * (scripts/with-postgres.mjs starts one; without DATABASE_URL, the embedded PGlite: npm run
 * bench:import:pglite), migrated and seeded with the demo.
 *
 * Set-up (not measured): acme's admin asks the import service for the template (in English, as the route
 * does with the admin's context), and exceljs fills it as an HR officer would: N rows with distinct
 * national numbers and names, the required columns, a date of birth, an e-mail, a phone and the demo's
 * extra fields (blood type from the Lists sheet, hire source), every row holding one of the demo's job
 * titles, every tenth row managed by the first row of the file; the workbook is then sent as base64 as the
 * web does. Any required column the bench does not know (an extra field made required) gets the first
 * value of its drop-down, or a text.
 *
 * Measured: the dry run, then the real import of the same file (wall time, rows per second, the time
 * before the first row is created: reading the workbook and resolving its references), the peak resident
 * memory of the process, and what one plain create of another employee of acme costs meanwhile: alone
 * first (no import running), then started while each import runs (once it has created a tenth of its
 * rows), one create without a manager and one with a manager. The import holds one transaction and the
 * create's per-tenant advisory lock on managers until it ends, so a create with a manager waits for it;
 * on the embedded database (one connection) every transaction waits. Also the longest gap between ticks
 * of a 10 ms timer of the process during each run (on the embedded database, the whole run).
 */

import { EntityType } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { DemoJobTitles } from '../apps/server/src/modules/organisation/organisation.seed.ts';
import { type RequestContext, systemContext } from '../apps/server/src/platform/context.ts';
import { inTransaction } from '../apps/server/src/platform/db/database.ts';
import { openThrowawayDatabase, seededProduct } from './throwaway.ts';

const rowCount = Number(process.env.BENCH_ROWS ?? 1000);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(0)} ms`;
/** process.resourceUsage().maxRSS is in kilobytes. */
const peakRss = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;

async function main() {
  const { db, label, drop } = await openThrowawayDatabase('import');
  const built = await seededProduct(db);
  const { services } = built;
  const tenant = await services.tenancy.tenants.findByName('acme');
  const tenantId = tenant!.id;

  // acme's admin, as the route's context has them (user, tenant, language).
  const users = await services.identity.users.list(systemContext(tenantId), {
    filter: 'admin',
    skipCount: 0,
    maxResultCount: 10,
  });
  const admin = users.items.find((u) => u.userName === 'admin');
  if (!admin) throw new Error("acme's admin was not found");
  const ctx: RequestContext = systemContext(tenantId, {
    tenantName: 'acme',
    userId: admin.id,
    userName: admin.userName,
    roles: admin.roleNames,
    employeeId: admin.employeeId ?? null,
    language: 'en',
  });
  console.log(`Employees import from Excel: ${rowCount} rows, ${label}, Node ${process.version}`);
  console.log(`after set-up and seed: peak resident memory ${peakRss()}`);

  // The template, filled.
  const stamp = Date.now().toString(36).toUpperCase();
  const templateStarted = performance.now();
  const template = await services.employees.employeeImport.template(ctx);
  const templateMs = performance.now() - templateStarted;
  const fillStarted = performance.now();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const [sheet, lists] = workbook.worksheets;
  if (!sheet || !lists) throw new Error('the template lacks its sheets');
  /** Header (without " *") → column number; which are required. */
  const columns = new Map<string, number>();
  const required = new Set<string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const header = String(cell.value);
    const name = header.replace(/ \*$/, '');
    columns.set(name, col);
    if (header.endsWith(' *')) required.add(name);
  });
  /** The drop-down values of a column, from the Lists sheet (its header is the column's name). */
  const listValues = (name: string) => {
    const values: string[] = [];
    lists.getRow(1).eachCell((cell, col) => {
      if (String(cell.value) !== name) return;
      lists.getColumn(col).eachCell((c, r) => {
        if (r > 1 && c.value !== null) values.push(String(c.value));
      });
    });
    return values;
  };
  const bloodTypes = listValues('Blood type');
  const firstNames = ['Ahmad', 'Sara', 'Omar', 'Lina', 'Yusuf', 'Huda', 'Karim', 'Rana', 'Fadi', 'Maya'];
  const jobs = [
    DemoJobTitles.HrOfficer,
    DemoJobTitles.Accountant,
    DemoJobTitles.MachineOperator,
    DemoJobTitles.ProductionWorker,
    DemoJobTitles.QualityInspector,
    DemoJobTitles.SoftwareDeveloper,
  ];
  const nationalNumber = (i: number) => `IM${stamp.slice(-7)}${String(i).padStart(5, '0')}`;
  const rowOf = (i: number): Record<string, ExcelJS.CellValue> => ({
    Name: firstNames[i % firstNames.length]!,
    Surname: `Import ${stamp} ${i + 1}`,
    "Father's name": firstNames[(i + 3) % firstNames.length]!,
    "Mother's name": firstNames[(i + 5) % firstNames.length]!,
    'National number': nationalNumber(i),
    Gender: i % 2 ? 'Female' : 'Male',
    Status: 'Active',
    'Date of birth': `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
    'Marital status': i % 3 ? 'Married' : 'Single',
    'Military service': 'Exempt',
    'Job title': jobs[i % jobs.length]!,
    // Every tenth row (the 10th, 20th...) is managed by the first row of the file.
    ...(i % 10 === 9 ? { Manager: nationalNumber(0) } : {}),
    'E-mail': `import.${stamp.toLowerCase()}.${i + 1}@acme.example`,
    'Phone number': `09${String(10_000_000 + i).padStart(8, '0')}`,
    'Emergency phone': `09${String(20_000_000 + i).padStart(8, '0')}`,
    'Emergency contact name': `Contact ${i + 1}`,
    'Emergency contact relationship': 'Father',
    ...(bloodTypes.length ? { 'Blood type': bloodTypes[i % bloodTypes.length]! } : {}),
    'Hire source': i % 2 ? 'Referral' : 'Job board',
  });
  const known = new Set(Object.keys(rowOf(9)));
  const unknownRequired = [...required].filter((name) => !known.has(name));
  for (let i = 0; i < rowCount; i++) {
    const values = rowOf(i);
    for (const name of unknownRequired) values[name] = listValues(name)[0] ?? 'Bench';
    for (const [name, value] of Object.entries(values)) {
      const col = columns.get(name);
      if (col !== undefined) sheet.getCell(i + 2, col).value = value;
    }
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const file = bytes.toString('base64');
  const fillMs = performance.now() - fillStarted;
  console.log(
    `template: ${millis(templateMs)}; filled with ${rowCount} rows in ${seconds(fillMs)}: ` +
      `${(bytes.length / 1024).toFixed(0)} KB of .xlsx, ${(file.length / 1024).toFixed(0)} KB of base64` +
      (unknownRequired.length ? ` (also filled: ${unknownRequired.join(', ')})` : ''),
  );

  // The rows the import creates, counted (the import calls the employee service's `createIn` per row);
  // the plain creates below go through `create`, which this does not count.
  const employees = services.employees.employees;
  const createIn = employees.createIn;
  const progress = { rows: 0, firstAt: 0, threshold: 0, reached: () => {} };
  employees.createIn = async (...args) => {
    if (progress.rows === 0 && !progress.firstAt) progress.firstAt = performance.now();
    const id = await createIn(...args);
    progress.rows += 1;
    if (progress.rows === progress.threshold) progress.reached();
    return id;
  };

  // Plain creates of other employees of acme, timed; the manager is a demo employee.
  const [someone] = (await employees.list(ctx, { skipCount: 0, maxResultCount: 1, sorting: 'name asc' }))
    .items;
  const jobTitle = (await services.organisation.jobTitles.list(ctx, { skipCount: 0, maxResultCount: 1 }))
    .items[0]!;
  let plain = 0;
  async function plainCreate(withManager: boolean) {
    if (inTransaction()) throw new Error('a plain create must not join the import’s transaction');
    plain += 1;
    const started = performance.now();
    await employees.create(ctx, {
      name: 'Plain',
      surname: `Create ${stamp} ${plain}`,
      fatherName: 'Father',
      motherName: 'Mother',
      nationalNumber: `PC${stamp.slice(-7)}${plain}`,
      gender: 1,
      employeeStatus: 0,
      maritalStatus: 1,
      militaryServiceStatus: 0,
      jobTitleId: jobTitle.id,
      managerId: withManager ? someone!.id : null,
      contactInformation: {},
      emergencyContactInformation: {
        emergencyPhone: '0999999999',
        contactName: 'Someone',
        relationShip: 'Father',
      },
      extraFields: [],
    } as Parameters<typeof employees.create>[1]);
    const ended = performance.now();
    return { ms: ended - started, ended, rowsThen: progress.rows };
  }
  const alone = { without: await plainCreate(false), with: await plainCreate(true) };
  console.log(
    `a plain create alone (no import running): ${millis(alone.without.ms)} without a manager, ` +
      `${millis(alone.with.ms)} with one`,
  );

  const extraFields = await services.extensions.extraFields.byEntityType(ctx, EntityType.Employee);
  const before = await employees.list(ctx, { skipCount: 0, maxResultCount: 1 });

  /** One run of the import, with the two plain creates started once a tenth of its rows are created. */
  async function measure(dryRun: boolean) {
    progress.rows = 0;
    progress.firstAt = 0;
    // Started from here once the import reached the row (not from inside its call, whose transaction the
    // create would join); a timer polling the count would not do: on the embedded database JS timers do not
    // fire while the import runs (see `ticker`).
    progress.threshold = Math.max(11, Math.ceil(rowCount / 10));
    const reached = new Promise<void>((resolve) => {
      progress.reached = resolve;
    });
    // The longest gap between two ticks of a 10 ms timer while the import runs: how long timer-driven work
    // of the same process (a heartbeat, a timeout) is held up.
    let lastTick = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - lastTick);
      lastTick = now;
    }, 10);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const run = services.employees.employeeImport.run(ctx, { file, dryRun });
    let runEnded = 0;
    const done = run.then(
      (r) => {
        runEnded = performance.now();
        return r;
      },
      (e: unknown) => {
        runEnded = performance.now();
        throw e;
      },
    );
    const threshold = progress.threshold;
    await Promise.race([reached, done.catch(() => {})]);
    const creates = runEnded ? undefined : await Promise.all([plainCreate(false), plainCreate(true)]);
    const result = await done;
    clearInterval(ticker);
    longestGap = Math.max(longestGap, runEnded - lastTick);
    const ms = runEnded - started;
    const used = process.cpuUsage(cpu);
    const name = dryRun ? 'dry run' : 'real import';
    console.log(
      `${name}: ${seconds(ms)} wall, ${(result.total / (ms / 1000)).toFixed(0)} rows/s; ` +
        `imported ${result.imported}, ready ${result.ready}, with errors ${result.withErrors}; ` +
        `before the first row (reading the workbook, resolving): ${seconds((progress.firstAt || runEnded) - started)}; ` +
        `longest gap between ticks of a 10 ms timer ${millis(longestGap)}; ` +
        `CPU of this process ${seconds((used.user + used.system) / 1000)}; peak resident memory so far ${peakRss()}`,
    );
    if (result.withErrors) {
      const first = result.rows.find((r) => r.errors.length)!;
      console.log(`  first row with errors: ${first.row}: ${first.errors.map((e) => e.message).join('; ')}`);
    }
    if (creates) {
      for (const [kind, c] of [
        ['without a manager', creates[0]],
        ['with a manager', creates[1]],
      ] as const) {
        const after = c.ended - runEnded;
        console.log(
          `  a plain create ${kind}, started at row ${threshold} of ${rowCount}: ${millis(c.ms)} ` +
            `(it ended ${after >= 0 ? `${millis(after)} after the ${name} ended` : `while the ${name} ran, at row ${c.rowsThen}`})`,
        );
      }
    } else console.log('  the import ended before a tenth of its rows: no concurrent create');
    return result;
  }

  await measure(true);
  await measure(false);
  const after = await employees.list(ctx, { skipCount: 0, maxResultCount: 1 });
  console.log(
    `acme's employees: ${before.totalCount} before the runs, ${after.totalCount} after ` +
      `(${extraFields.length} extra fields of employees in the template)`,
  );

  employees.createIn = createIn;
  await built.app.close();
  await db.close();
  await drop();
}

await main();
process.exit(0);
