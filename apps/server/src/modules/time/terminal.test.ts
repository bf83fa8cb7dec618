import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import {
  terminalEndpoints as E,
  type PagedResult,
  SettingNames,
  type TerminalDto,
  TimePermissions,
} from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTerminalSimulator } from './terminal-protocol/simulator.ts';
import { demoTerminalNames } from './time.seed.ts';
import { terminals } from './time.tables.ts';

let t: TestApp;
let acme: string;
let acmeId: string;
let serial = 0;
const unique = (prefix = 'Gate') => `${prefix} ${Date.now().toString(36)}${serial++}`;
const P = TimePermissions.Terminals;

// A comm key unlikely to appear in a log by chance; every answer and the log are searched for it.
const secretKey = 738_291;
const logLines: string[] = [];
const answers: string[] = [];

type Reply = { statusCode: number; body: string; json: <T>() => T };

beforeAll(async () => {
  t = await createTestApp({
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
  acme = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
});
afterAll(() => t?.close());

/** A call whose answer is kept, to prove no answer ever carries the secret. */
const call = (async (...args: unknown[]) => {
  const r = await (t.call as (...a: unknown[]) => Promise<Reply>)(...args);
  answers.push(r.body);
  return r;
}) as unknown as TestApp['call'];

async function create(token: string, body: Record<string, unknown>) {
  const r = await call(token, E.create, {
    body: { name: unique(), ipAddress: '10.0.0.5', ...body } as never,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<TerminalDto>();
}

const edit = (d: TerminalDto, changes: Record<string, unknown> = {}) =>
  ({
    name: d.name,
    ipAddress: d.ipAddress,
    port: d.port,
    timeZone: d.timeZone,
    concurrencyStamp: d.concurrencyStamp,
    ...changes,
  }) as never;

function refused(r: Reply) {
  expect(r.statusCode, r.body).toBe(400);
  const { error } = r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>();
  return error.validationErrors.map((e) => `${e.members.join(',')}: ${e.message}`);
}

const connection = (id: string, tenantId = acmeId) =>
  t.services.time.terminals.connectionOf(systemContext(tenantId), id);

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the demo terminal', () => {
  it('acme has its main entrance on loopback, the default port, no key, the tenant’s zone', async () => {
    const r = await call(acme, E.list, { query: { maxResultCount: 100 } });
    const demo = r.json<PagedResult<TerminalDto>>().items.find((d) => d.name === demoTerminalNames.en);
    expect(demo).toMatchObject({
      ipAddress: '127.0.0.1',
      port: Number(process.env.DEMO_TERMINAL_PORT ?? 4370),
      hasComKey: false,
      timeZone: null,
    });
    expect(await t.services.time.terminals.listIds(systemContext(acmeId))).toContain(demo!.id);
  });
});

describe('terminal CRUD', () => {
  it('creates with the default port, reads, lists, searches, updates with the stamp and deletes softly', async () => {
    const name = unique('Warehouse');
    const created = await create(acme, { name: ` ${name} `, ipAddress: 'gate-1.acme.example' });
    expect(created).toMatchObject({
      name,
      ipAddress: 'gate-1.acme.example',
      port: 4370,
      hasComKey: false,
      timeZone: null,
      clearLogAfterSync: false,
    });
    expect((await call(acme, E.get, { params: { id: created.id } })).json()).toEqual(created);
    const found = await call(acme, E.list, { query: { filter: name.toLowerCase() } });
    expect(found.json()).toMatchObject({ totalCount: 1, items: [{ id: created.id }] });
    const byAddress = await call(acme, E.list, { query: { filter: 'gate-1.acme' } });
    expect(byAddress.json<PagedResult<TerminalDto>>().items.map((d) => d.id)).toContain(created.id);
    const sorted = await call(acme, E.list, { query: { sorting: 'name desc', maxResultCount: 1000 } });
    const names = sorted.json<PagedResult<TerminalDto>>().items.map((d) => d.name.toUpperCase());
    expect(names).toEqual([...names].sort().reverse());

    const updated = await call(acme, E.update, {
      params: { id: created.id },
      body: edit(created, { ipAddress: '::1', port: 5005, timeZone: 'Asia/Riyadh', clearLogAfterSync: true }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      ipAddress: '::1',
      port: 5005,
      timeZone: 'Asia/Riyadh',
      clearLogAfterSync: true,
    });
    const stale = await call(acme, E.update, { params: { id: created.id }, body: edit(created) });
    expect(stale.statusCode, stale.body).toBe(409);

    const removed = await call(acme, E.delete, { params: { id: created.id } });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call(acme, E.get, { params: { id: created.id } })).statusCode).toBe(404);
    expect((await call(acme, E.delete, { params: { id: created.id } })).statusCode).toBe(404);
    expect(await t.services.time.terminals.listIds(systemContext(acmeId))).not.toContain(created.id);
    await expect(connection(created.id)).rejects.toThrow();
    // Kept for the punches that name it.
    const [row] = await t.db.owner.select().from(terminals).where(eq(terminals.id, created.id));
    expect(row).toMatchObject({ isDeleted: true, name });
    // Its name is free again.
    await create(acme, { name });
  });

  it('has a name unique in the tenant whatever its case', async () => {
    const name = unique('Loading bay');
    const first = await create(acme, { name });
    const clash = await call(acme, E.create, { body: { name: name.toUpperCase(), ipAddress: '10.0.0.9' } });
    expect(clash.statusCode, clash.body).toBe(422);
    expect(clash.json()).toMatchObject({
      error: {
        code: 'Time:DuplicateTerminalName',
        message: `A terminal named ${name.toUpperCase()} already exists.`,
      },
    });
    const second = await create(acme, {});
    const renamed = await call(acme, E.update, { params: { id: second.id }, body: edit(second, { name }) });
    expect(renamed.statusCode).toBe(422);
    // Two at once: one wins.
    const raced = unique('Raced');
    const both = await Promise.all([
      call(acme, E.create, { body: { name: raced, ipAddress: '10.0.0.1' } }),
      call(acme, E.create, { body: { name: raced, ipAddress: '10.0.0.2' } }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await call(acme, E.update, { params: { id: first.id }, body: edit(first) })).statusCode).toBe(
      200,
    );
  });

  it('checks the address, port, key and time zone', async () => {
    const post = (body: Record<string, unknown>) =>
      call(acme, 'POST', E.create.path, { name: unique(), ipAddress: '10.0.0.5', ...body });
    for (const ipAddress of ['999.1.2.3', 'bad host!', '-lead.example', 'a'.repeat(254), ''])
      expect(refused(await post({ ipAddress }))[0], ipAddress).toMatch(/^ipAddress: /);
    expect(refused(await post({ ipAddress: 'bad host!' }))).toEqual([
      'ipAddress: Enter an IPv4 or IPv6 address or a host name.',
    ]);
    for (const port of [0, 65536, 1.5, '4370x'])
      expect(refused(await post({ port }))[0], String(port)).toMatch(/^port: /);
    for (const comKey of [-1, 1_000_000, 2.5])
      expect(refused(await post({ comKey }))[0]).toMatch(/^comKey: /);
    expect(refused(await post({ timeZone: 'Mars/Olympus_Mons' }))).toEqual([
      'timeZone: This is not a known time zone.',
    ]);
    expect(refused(await post({ timeZone: '+03:00' }))[0]).toMatch(/^timeZone: /);
    expect(refused(await post({ name: '  ' }))[0]).toMatch(/^name: /);
    expect(refused(await post({ name: 'n'.repeat(129) }))[0]).toMatch(/^name: /);

    expect((await post({ ipAddress: 'fd00::5', port: 65535, comKey: 999_999 })).statusCode).toBe(200);
    const blankZone = await post({ timeZone: '' });
    expect(blankZone.json<TerminalDto>().timeZone).toBeNull();
    expect((await post({ timeZone: 'Europe/Berlin' })).json<TerminalDto>().timeZone).toBe('Europe/Berlin');
  });
});

describe('the comm key', () => {
  it('is sealed at rest, never answered, kept when not sent, replaced by a number, cleared by 0', async () => {
    const created = await create(acme, { comKey: secretKey, timeZone: 'Asia/Damascus' });
    expect(created.hasComKey).toBe(true);
    expect(created).not.toHaveProperty('comKey');
    const [row] = await t.db.owner.select().from(terminals).where(eq(terminals.id, created.id));
    expect(row!.comKeySealed).toMatch(/^v1:/);
    expect(row!.comKeySealed).not.toContain(String(secretKey));
    expect(await connection(created.id)).toMatchObject({ commKey: secretKey, timeZone: 'Asia/Damascus' });

    // A sealed key copied to another terminal's row does not open there (bound to its row).
    const other = await create(acme, {});
    await t.db.owner
      .update(terminals)
      .set({ comKeySealed: row!.comKeySealed })
      .where(eq(terminals.id, other.id));
    expect((await connection(other.id)).commKey).toBe(0);

    let current = created;
    for (const [comKey, expected, has] of [
      [undefined, secretKey, true],
      [null, secretKey, true],
      [4321, 4321, true],
      [0, 0, false],
      [secretKey, secretKey, true],
    ] as const) {
      const r = await call(acme, E.update, {
        params: { id: current.id },
        body: edit(current, comKey === undefined ? {} : { comKey }),
      });
      expect(r.statusCode, r.body).toBe(200);
      current = r.json<TerminalDto>();
      expect(current.hasComKey, String(comKey)).toBe(has);
      expect((await connection(current.id)).commKey, String(comKey)).toBe(expected);
    }
  });

  it('never appears in an answer or the log', async () => {
    // Every call of this file was kept; the log was written at the most verbose level.
    await create(acme, { comKey: secretKey });
    const failed = await call(acme, 'POST', E.create.path, {
      name: unique(),
      ipAddress: '!',
      comKey: secretKey,
    });
    expect(failed.statusCode).toBe(400);
    expect(answers.length).toBeGreaterThan(10);
    for (const body of answers) {
      expect(body).not.toContain(String(secretKey));
      expect(body).not.toMatch(/"comKey"\s*:/);
      expect(body).not.toMatch(/comKeySealed|v1:[A-Za-z0-9+/=]+:/);
    }
    const log = logLines.join('');
    expect(log).toContain('/api/app/terminal');
    expect(log).not.toContain(String(secretKey));
    expect(log).not.toMatch(/comKey/i);
  });
});

describe('the terminal time zone', () => {
  it('null is the tenant’s time zone setting, read when the sync asks', async () => {
    const created = await create(acme, {});
    const zone = await t.services.platform.settings.get(
      { tenantId: acmeId, userId: null },
      SettingNames.TimeZone,
    );
    expect((await connection(created.id)).timeZone).toBe(zone);
  });
});

describe('test connection', () => {
  let simulator: { port: number; close(): Promise<void> };
  beforeAll(async () => {
    simulator = await startTerminalSimulator({ port: 0, commKey: 4321, users: 3, punches: 10 });
  });
  afterAll(() => simulator?.close());

  const test = (token: string, body: Record<string, unknown>) =>
    call(token, E.testConnection, {
      body: { ipAddress: '127.0.0.1', port: simulator.port, ...body } as never,
    });

  it('answers the device’s time with the right key', async () => {
    const r = await test(acme, { comKey: 4321 });
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json<{ isSuccess: boolean; retrievedTime: string }>();
    expect(answer).toMatchObject({ isSuccess: true });
    expect(answer.retrievedTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('answers the kind of a failure, never the socket’s message', async () => {
    const wrongKey = await test(acme, { comKey: 1234 });
    expect(wrongKey.statusCode, wrongKey.body).toBe(200);
    expect(wrongKey.json()).toEqual({ isSuccess: false, retrievedTime: null, error: 'unauthorised' });
    const noKey = await test(acme, {});
    expect(noKey.json()).toMatchObject({ isSuccess: false, error: 'unauthorised' });
    const closed = await test(acme, { port: await closedPort(), comKey: 4321 });
    expect(closed.json()).toEqual({ isSuccess: false, retrievedTime: null, error: 'refused' });
    expect(closed.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it('uses a saved terminal’s stored key when none is typed, for a user who may update it', async () => {
    const saved = await create(acme, { ipAddress: '127.0.0.1', port: simulator.port, comKey: 4321 });
    const r = await test(acme, { id: saved.id });
    expect(r.json()).toMatchObject({ isSuccess: true });
    // A typed key wins over the stored one.
    expect((await test(acme, { id: saved.id, comKey: 1 })).json()).toMatchObject({ error: 'unauthorised' });

    const tester = await t.userWith('acme', [P.Default, P.TestConnection]);
    expect((await test(tester.token, { comKey: 4321 })).json()).toMatchObject({ isSuccess: true });
    // The stored key would go to an address the caller chooses: only for who may change the terminal.
    expect((await test(tester.token, { id: saved.id })).statusCode).toBe(403);
    const updater = await t.userWith('acme', [P.Default, P.Update, P.TestConnection]);
    expect((await test(updater.token, { id: saved.id })).json()).toMatchObject({ isSuccess: true });

    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    expect((await test(other, { id: saved.id })).statusCode).toBe(404);
  });

  it('refuses addresses no terminal is at (the cloud metadata service, link-local, multicast), typed or saved', async () => {
    for (const ipAddress of [
      '169.254.169.254',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '0.0.0.0',
      'ff02::1',
      '224.0.0.1',
      'fe80::1',
    ]) {
      const tested = await test(acme, { ipAddress, port: 80 });
      expect(tested.statusCode, `${ipAddress}: ${tested.body}`).toBe(400);
      expect(tested.json().error.validationErrors).toEqual([
        { message: expect.stringContaining('A terminal cannot be at this address'), members: ['ipAddress'] },
      ]);
      const saved = await call(acme, E.create, {
        body: { name: `T ${ipAddress}`, ipAddress, port: 4370 } as never,
      });
      expect(saved.statusCode, `${ipAddress}: ${saved.body}`).toBe(400);
    }
    // A private network is where terminals are.
    const lan = await create(acme, { name: 'LAN terminal', ipAddress: '192.168.1.201', port: 4370 });
    expect(lan.ipAddress).toBe('192.168.1.201');
    const moved = await call(acme, E.update, {
      params: { id: lan.id },
      body: edit(lan, { ipAddress: '169.254.169.254' }),
    });
    expect(moved.statusCode, moved.body).toBe(400);
  });

  it('needs the Test connection permission', async () => {
    const creator = await t.userWith('acme', [P.Default, P.Create, P.Update]);
    expect((await test(creator.token, { comKey: 4321 })).statusCode).toBe(403);
    expect((await test(creator.token, { comKey: 4321, ipAddress: 'not a host' })).statusCode).toBe(403);
    expect(
      (await call(null, E.testConnection, { body: { ipAddress: '127.0.0.1', port: 1 } })).statusCode,
    ).toBe(401);
  });
});

describe('set the device clock', () => {
  // A terminal in Riyadh whose clock runs 3 h 17 min behind, with a comm key.
  const offset = -(3 * 60 + 17) * 60_000;
  let simulator: Awaited<ReturnType<typeof startTerminalSimulator>>;
  beforeAll(async () => {
    simulator = await startTerminalSimulator({
      commKey: 4321,
      users: 2,
      days: 1,
      timeZone: 'Asia/Riyadh',
      clockOffsetMs: offset,
    });
  });
  afterAll(() => simulator?.close());

  /** A wall time of Riyadh (UTC+3 all year) as an instant. */
  const riyadh = (wall: string) => Date.parse(`${wall}+03:00`);

  it('sets the clock to now in the terminal’s zone with the stored key, and reads it back', async () => {
    const saved = await create(acme, {
      ipAddress: '127.0.0.1',
      port: simulator.port,
      comKey: 4321,
      timeZone: 'Asia/Riyadh',
    });
    const before = Date.now();
    const r = await call(acme, E.setClock, { params: { id: saved.id } });
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json<{
      isSuccess: boolean;
      previousTime: string;
      deviceTime: string;
      timeZone: string;
    }>();
    expect(answer).toMatchObject({ isSuccess: true, timeZone: 'Asia/Riyadh' });
    // It showed the clock 3 h 17 min behind, and shows the server's now (whole seconds) after.
    expect(Math.abs(riyadh(answer.previousTime) - (before + offset))).toBeLessThan(60_000);
    expect(Math.abs(riyadh(answer.deviceTime) - before)).toBeLessThan(60_000);
    expect(Math.abs(simulator.clockOffsetMs)).toBeLessThan(60_000);
    // The device was told to reload after the change.
    expect(simulator.received).toEqual(expect.arrayContaining([201, 202, 1013]));
    expect(r.body).not.toContain('4321');
  });

  it('answers the kind of a failure; a terminal of another tenant is not found', async () => {
    const dead = await create(acme, { ipAddress: '127.0.0.1', port: await closedPort() });
    const r = await call(acme, E.setClock, { params: { id: dead.id } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      isSuccess: false,
      previousTime: null,
      deviceTime: null,
      error: 'refused',
    });
    const other = await t.login((await t.createTenant()).name);
    expect((await call(other, E.setClock, { params: { id: dead.id } })).statusCode).toBe(404);
  });

  it('needs the terminals’ Update permission', async () => {
    const saved = await create(acme, { ipAddress: '127.0.0.1', port: simulator.port, comKey: 4321 });
    const tester = await t.userWith('acme', [P.Default, P.TestConnection]);
    expect((await call(tester.token, E.setClock, { params: { id: saved.id } })).statusCode).toBe(403);
    const updater = await t.userWith('acme', [P.Default, P.Update]);
    const r = await call(updater.token, E.setClock, { params: { id: saved.id } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ isSuccess: true });
  });
});

describe('access and tenants', () => {
  it('reads with the Index permission; each write needs its own', async () => {
    const d = await create(acme, {});
    const reader = await t.userWith('acme', [P.Default]);
    expect((await call(reader.token, E.list, {})).statusCode).toBe(200);
    expect((await call(reader.token, E.get, { params: { id: d.id } })).statusCode).toBe(200);
    expect(
      (await call(reader.token, E.create, { body: { name: unique(), ipAddress: '10.1.1.1' } })).statusCode,
    ).toBe(403);
    expect((await call(reader.token, E.update, { params: { id: d.id }, body: edit(d) })).statusCode).toBe(
      403,
    );
    expect((await call(reader.token, E.delete, { params: { id: d.id } })).statusCode).toBe(403);
    const creator = await t.userWith('acme', [P.Create]);
    expect(
      (await call(creator.token, E.create, { body: { name: unique(), ipAddress: '10.1.1.1' } })).statusCode,
    ).toBe(200);
    const updater = await t.userWith('acme', [P.Update]);
    expect((await call(updater.token, E.update, { params: { id: d.id }, body: edit(d) })).statusCode).toBe(
      200,
    );
    expect((await call(updater.token, E.delete, { params: { id: d.id } })).statusCode).toBe(403);
    const deleter = await t.userWith('acme', [P.Delete]);
    expect((await call(deleter.token, E.delete, { params: { id: d.id } })).statusCode).toBe(204);
    const nobody = await t.userWith('acme', []);
    expect((await call(nobody.token, E.list, {})).statusCode).toBe(403);
    expect((await call(null, E.list, {})).statusCode).toBe(401);
  });

  it('keeps each tenant to its own terminals', async () => {
    const mine = await create(acme, { comKey: secretKey });
    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    expect((await call(other, E.get, { params: { id: mine.id } })).statusCode).toBe(404);
    expect((await call(other, E.update, { params: { id: mine.id }, body: edit(mine) })).statusCode).toBe(404);
    expect((await call(other, E.delete, { params: { id: mine.id } })).statusCode).toBe(404);
    expect((await call(other, E.list, { query: { maxResultCount: 1000 } })).json()).toEqual({
      totalCount: 0,
      items: [],
    });
    await expect(connection(mine.id, tenant.id)).rejects.toThrow();
    expect(await t.services.time.terminals.listIds(systemContext(tenant.id))).toEqual([]);
    // The same name is free in another tenant.
    const theirs = await create(other, { name: mine.name });
    expect(theirs.name).toBe(mine.name);
    expect((await call(acme, E.get, { params: { id: mine.id } })).json()).toEqual(mine);
  });
});
