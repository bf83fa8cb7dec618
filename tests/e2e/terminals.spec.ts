import { expect, type Page, test } from '@playwright/test';
import {
  startTerminalSimulator,
  type TerminalSimulator,
} from '../../apps/server/src/modules/time/terminal-protocol/simulator.ts';
import type { DevicePunch } from '../../apps/server/src/modules/time/terminal-protocol/types.ts';
import { pick, signIn } from './support.ts';

/** A terminal simulator of this test process, on a free loopback port, asking for a comm key. */
const comKey = 2468;
let simulator: TerminalSimulator;
test.beforeAll(async () => {
  simulator = await startTerminalSimulator({ port: 0, commKey: comKey, users: 5, punches: 20 });
});
test.afterAll(() => simulator?.close());

/** The list's row of a record by a cell's exact text. */
const row = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

async function openRowAction(page: Page, text: string, action: string) {
  await row(page, text).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

const widthOf = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.evaluate((e) => getComputedStyle(e.closest('.ant-modal') ?? e).width);

test('an HR officer adds a terminal pointing at a simulator, tests it, gives two employees PINs, and syncs their punches', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const suffix = `${Date.now().toString(36)}${test.info().retry}`;
  const name = `Gate ${suffix}`;
  await signIn(page, { tenant: 'acme', to: '/hr/fingerprint/terminals' });
  // The demo terminal; the port is not a column.
  await expect(row(page, 'Main entrance')).toContainText('127.0.0.1');
  await expect(page.getByRole('columnheader', { name: 'Com key' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Port' })).toHaveCount(0);

  // New (500 px): Test terminal validates the form first.
  await page.getByRole('button', { name: 'New terminal' }).click();
  const add = page.getByRole('dialog', { name: 'New terminal' });
  expect(await widthOf(add)).toBe('500px');
  await add.getByRole('button', { name: 'Test terminal' }).click();
  await expect(add.getByText('This field is required').first()).toBeVisible();
  await expect(add.getByText('Connection success')).toHaveCount(0);
  await add.getByLabel('Name').fill(name);
  // An address no terminal is at (the cloud's metadata service) is refused under its field.
  await add.getByLabel('IP address').fill('169.254.169.254');
  await add.getByLabel('Port').fill('80');
  await add.getByRole('button', { name: 'Test terminal' }).click();
  await expect(add.getByText(/^A terminal cannot be at this address/)).toBeVisible();
  await expect(add.getByText('Unexpected error')).toHaveCount(0);
  await add.getByLabel('IP address').fill('127.0.0.1');
  await add.getByLabel('Port').fill(String(simulator.port));
  await add.getByLabel('Com key').fill('1');
  await add.getByRole('button', { name: 'Test terminal' }).click();
  await expect(add.getByText('Unexpected error')).toBeVisible();
  await expect(add.getByText('The device refused the com key.')).toBeVisible();
  await add.getByLabel('Com key').fill(String(comKey));
  await add.getByRole('button', { name: 'Test terminal' }).click();
  await expect(add.getByText('Connection success')).toBeVisible();
  await expect(add.getByText(/^The device's time: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} [AP]M$/)).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(row(page, name)).toContainText('Set');

  // Edit (700 px): the key is never shown; left empty, the test uses the stored one.
  await openRowAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit terminal' });
  expect(await widthOf(edit)).toBe('700px');
  await expect(edit.getByLabel('Com key')).toHaveValue('');
  await expect(edit.getByLabel('Port')).toHaveValue(String(simulator.port));
  await edit.getByRole('button', { name: 'Test terminal' }).click();
  await expect(edit.getByText('Connection success')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(edit).toBeHidden();

  // PINs: two employees get new ones (whatever PIN they had is deleted first, so a retry starts clean).
  await page.goto('/hr/fingerprint/employee-pins');
  await expect(page.getByRole('columnheader', { name: 'PIN' })).toBeVisible();
  const people = [
    { name: 'John Smith', search: 'John', pin: String(700_000 + test.info().retry * 10 + 1) },
    { name: 'لينا صالح', search: 'لينا', pin: String(700_000 + test.info().retry * 10 + 2) },
  ];
  const search = page.getByPlaceholder('Search by PIN or name');
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  for (const person of people) {
    await search.fill(person.search);
    const held = row(page, person.name);
    await expect(rows).toHaveCount(1);
    await expect(held).toBeVisible();
    await openRowAction(page, person.name, 'Delete');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Successfully deleted').last()).toBeVisible();
    await expect(held).toHaveCount(0);

    await page.getByRole('button', { name: 'New PIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'New PIN' });
    expect(await widthOf(dialog)).toBe('500px');
    await dialog.getByLabel('PIN').fill(person.pin);
    await pick(dialog.getByRole('combobox', { name: /^(\* )?Employee$/ }), person.name, person.search);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created successfully').last()).toBeVisible();
    // The closing dialog keeps the focus until it is gone.
    await expect(dialog).toBeHidden();
    await search.fill(person.pin);
    await expect(search).toHaveValue(person.pin);
    await expect(rows).toHaveCount(1);
    await expect(row(page, person.pin)).toContainText(person.name);
  }

  // Edit (700 px) shows the employee's name and changes the PIN.
  const [first] = people;
  await search.fill(first!.pin);
  await expect(rows).toHaveCount(1);
  await openRowAction(page, first!.pin, 'Edit');
  const editPin = page.getByRole('dialog', { name: 'Edit PIN' });
  expect(await widthOf(editPin)).toBe('700px');
  await expect(editPin.getByText(first!.name)).toBeVisible();
  const changed = String(Number(first!.pin) + 5);
  await editPin.getByLabel('PIN').fill(changed);
  await editPin.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(editPin).toBeHidden();
  await search.fill(changed);
  await expect(rows).toHaveCount(1);
  await expect(row(page, changed)).toContainText(first!.name);

  // The device holds a day of both employees, a few days back (a day of its own per retry; the simulator's
  // clock and acme's are UTC, so the wall times are the instants').
  const clock = simulator.deviceTime();
  const day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day - 3 - test.info().retry))
    .toISOString()
    .slice(0, 10);
  const punch = (userId: string, time: string): DevicePunch => ({
    uid: 1,
    userId,
    verifyType: 1,
    state: 0,
    deviceTime: `${day}T${time}:00`,
  });
  simulator.addPunches([
    punch(changed, '08:00'),
    punch(changed, '16:30'),
    punch(people[1]!.pin, '09:00'),
    punch(people[1]!.pin, '17:00'),
  ]);
  const punches = simulator.punchCount;

  // Sync: a run per terminal; ours is found by its name (the demo terminal's run may fail or succeed).
  await page.goto('/hr/job-execution-record');
  const sync = page.getByRole('button', { name: 'Sync attendance' });
  // Disabled while a run on the page waits or runs (the schedule's, say): the list refreshes until it ends.
  await expect(sync).toBeEnabled({ timeout: 60_000 });
  await sync.click();
  await expect(page.getByText(/^Runs started: \d+ \(one per terminal\)\.$/)).toBeVisible();
  const run = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `Attendance sync: ${name}`, exact: true }) })
    .first();
  await expect(run).toContainText('Succeeded', { timeout: 60_000 });
  await expect(run).toContainText(`${punches} punches read`);
  await run.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Logs' }).click();
  const logs = page.getByRole('dialog', { name: `Logs: Attendance sync: ${name}` });
  expect(await widthOf(logs)).toBe('700px');
  // (A scheduled run may have stored some of them already: how many are new is not asserted.)
  await expect(logs.getByText(`Read ${punches} punches from ${name};`, { exact: false })).toBeVisible();
  await expect(
    logs.getByText(/^Paired \d+ punches of \d+ employees into \d+ attendance records\.$/),
  ).toBeVisible();
  // The footer's Close (the corner's × is named Close too).
  await logs.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(logs).toBeHidden();

  // The synced day on the attendance page, filtered by the employee.
  await page.goto('/hr/attendance');
  await pick(page.getByRole('combobox', { name: 'Filter by employee' }), first!.name, first!.search);
  // The work day in its column; the check-in and -out on that day show their times alone.
  const synced = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: day.replaceAll('-', '/'), exact: true }) })
    .filter({ has: page.getByRole('cell', { name: '08:00 AM', exact: true }) });
  await expect(synced).toContainText('04:30 PM');
  await expect(synced).toContainText('8.50');
  await expect(synced).toContainText('Attendance terminal / Attendance terminal');
});
