import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CreatePayrollRun,
  jobExecutionRecordEndpoints,
  type PayrollRunDto,
  PayrollRunState,
  payrollRunEndpoints,
  SettingNames,
  terminalEndpoints,
} from '@hr/contracts';
import { MetricType, parse } from '@platformatic/promotel';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { payrollJobs } from '../../modules/payroll/payroll.jobs.ts';
import { startTerminalSimulator } from '../../modules/time/terminal-protocol/simulator.ts';
import { runFixture, runUntil } from '../../test/helpers/payroll-run.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testConfig } from '../../test/test-database.ts';
import { systemContext } from '../context.ts';
import { startJobs } from '../jobs.ts';

// /metrics read as Prometheus reads it: the text parsed by a Prometheus text-format parser (promotel's),
// every sample line accepted, the labels bounded, the business counters moved by real events.

interface Sample {
  labels: Record<string, string>;
  value: number;
}

let t: TestApp;
const hashedFiles = ['app-Ab12Cd34.js', 'vendor-Ef56Gh78.js', 'page-Ij90Kl12.js', 'style-Mn34Op56.css'];

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hr-metrics-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const name of hashedFiles) writeFileSync(path.join(dist, 'assets', name), `/* ${name} */`);
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t?.close());

/** Scrapes the app's /metrics from loopback and parses it; fails unless every sample line parsed. */
async function scrape(app: FastifyInstance = t.app, headers: Record<string, string> = {}) {
  const r = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const parsed = parse(r.body);
  const samples: Sample[] = (parsed.timeseries ?? []).flatMap((series) =>
    (series.samples ?? []).map((s) => ({
      labels: Object.fromEntries((series.labels ?? []).map((l) => [l.name ?? '', l.value ?? ''])),
      value: Number(s.value),
    })),
  );
  // Every sample line is read, but those whose value is NaN (prom-client writes `Nan`, which Prometheus's own
  // parser, Go's ParseFloat, takes in any case): promotel's parser leaves those out.
  const lines = r.body
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#') && !/ nan$/i.test(line.trim()));
  expect(samples).toHaveLength(lines.length);
  const types = new Map((parsed.metadata ?? []).map((m) => [m.metric_family_name ?? '', m.type]));
  /** The sum of a family's samples with these labels (`suffix`: a histogram's count, sum or bucket). */
  const value = (name: string, labels: Record<string, string> = {}, suffix?: string) =>
    samples
      .filter(
        (s) =>
          s.labels.__metric_name === name &&
          s.labels.__suffix === suffix &&
          Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      )
      .reduce((sum, s) => sum + s.value, 0);
  return { samples, types, value };
}

describe('the route label', () => {
  it('is one for all hashed files and one for unmatched paths, whatever was asked', async () => {
    for (const name of hashedFiles)
      expect((await t.app.inject({ url: `/assets/${name}` })).statusCode).toBe(200);
    for (const unknown of ['/api/nothing-here', '/api/x/y/z', '/missing-Zz99Zz99.js'])
      expect((await t.app.inject({ url: unknown })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/hr/employees/update/123' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);

    const { samples, types, value } = await scrape();
    expect(types.get('http_request_duration_seconds')).toBe(MetricType.HISTOGRAM);
    const routes = new Set(
      samples
        .filter((s) => s.labels.__metric_name === 'http_request_duration_seconds')
        .map((s) => s.labels.route!),
    );
    expect([...routes].filter((r) => r.includes('assets'))).toEqual(['/assets/*']);
    expect([...routes].some((r) => /nothing-here|Zz99|employees\/update/.test(r))).toBe(false);
    expect(value('http_request_duration_seconds', { route: '/assets/*', status: '200' }, 'count')).toBe(
      hashedFiles.length,
    );
    // Two unknown API paths and the missing file answer 404; the history fallback 200, unmatched too.
    expect(value('http_request_duration_seconds', { route: 'unmatched', status: '404' }, 'count')).toBe(3);
    expect(value('http_request_duration_seconds', { route: 'unmatched', status: '200' }, 'count')).toBe(1);
    // A matched route keeps its pattern.
    expect(value('http_request_duration_seconds', { route: '/health/live' }, 'count')).toBe(1);
  });
});

describe('the business counters', () => {
  it('count sign-ins and their failures by reason', async () => {
    const before = await scrape();
    expect(before.types.get('hr_sign_ins_total')).toBe(MetricType.COUNTER);
    // Every reason shows from the start.
    expect(before.samples.filter((s) => s.labels.__metric_name === 'hr_sign_in_failures_total')).toHaveLength(
      5,
    );
    await expect(t.login('acme', 'admin', 'not the password')).rejects.toThrow(/login failed/);
    await expect(t.login('acme', 'nobody-at-all', 'whatever1')).rejects.toThrow(/login failed/);
    await t.login('acme');
    const after = await scrape();
    expect(after.value('hr_sign_ins_total') - before.value('hr_sign_ins_total')).toBe(1);
    const failures = (reason: string) =>
      after.value('hr_sign_in_failures_total', { reason }) -
      before.value('hr_sign_in_failures_total', { reason });
    expect(failures('wrong_password')).toBe(1);
    expect(failures('unknown_user')).toBe(1);
    expect(failures('locked_out')).toBe(0);
  });

  it('count a payroll run through the job queue: the run, its payslips generated and failed, the job', async () => {
    const acme = await t.login('acme');
    const f = await runFixture(t, acme);
    const year = new Date().getUTCFullYear() - 2;
    const period = { startDate: `${year}-05-01`, endDate: `${year}-05-31` };
    const [paid] = await f.contracted(1, f.jobTitles.other, period.startDate, period.endDate);
    // Listed without a contract in force: fails in the run, named.
    const unpaid = await f.employee(f.jobTitles.other);
    const before = await scrape();
    let boss: PgBoss | undefined;
    try {
      boss = await startJobs(t.db, t.app.log, { metrics: t.services.platform.metrics });
      await payrollJobs(t.services.payroll, boss);
      const body: CreatePayrollRun = { name: 'Metrics', ...period, employeeIds: [paid!, unpaid] };
      const created = await t.call(acme, payrollRunEndpoints.create, { body });
      expect(created.statusCode, created.body).toBe(200);
      const run = await runUntil(
        t,
        acme,
        created.json<PayrollRunDto>().id,
        (r) => r.state === PayrollRunState.Generated,
      );
      expect(run).toMatchObject({ generated: 1, failed: 1 });
    } finally {
      await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
    }
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}, suffix?: string) =>
      after.value(name, labels, suffix) - before.value(name, labels, suffix);
    expect(moved('hr_payroll_runs_total', { result: 'generated' })).toBe(1);
    expect(moved('hr_payroll_runs_total', { result: 'stopped' })).toBe(0);
    expect(moved('hr_payroll_runs_total', { result: 'failed' })).toBe(0);
    expect(moved('hr_payroll_run_duration_seconds', {}, 'count')).toBe(1);
    expect(moved('hr_payslips_generated_total')).toBe(1);
    expect(moved('hr_payslips_failed_total')).toBe(1);
    expect(moved('hr_jobs_total', { queue: 'payroll.run' })).toBe(1);
    expect(moved('hr_job_failures_total', { queue: 'payroll.run' })).toBe(0);
    expect(moved('hr_job_duration_seconds', { queue: 'payroll.run' }, 'count')).toBe(1);
    expect(after.types.get('hr_job_duration_seconds')).toBe(MetricType.HISTOGRAM);
  });

  it('count the punches a sync reads from a terminal and those it adds', async () => {
    const acme = await t.login('acme');
    const acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const sim = await startTerminalSimulator({ users: 0, punches: 0 });
    try {
      const punch = (minute: number) => ({
        uid: 1,
        userId: '7001',
        verifyType: 1,
        state: 0,
        deviceTime: `2026-02-01T08:${String(minute).padStart(2, '0')}:00`,
      });
      sim.addPunches([punch(1), punch(2), punch(3)]);
      const r = await t.call(acme, terminalEndpoints.create, {
        body: { name: 'Metrics gate', ipAddress: '127.0.0.1', port: sim.port, comKey: 0, timeZone: 'UTC' },
      });
      expect(r.statusCode, r.body).toBe(200);
      const terminalId = r.json<{ id: string }>().id;
      // Only this terminal (the demo's points at a simulator not running here); the run goes inline.
      for (const id of await t.services.time.terminals.listIds(systemContext(acmeId)))
        if (id !== terminalId) await t.services.time.terminals.delete(systemContext(acmeId), id);
      t.services.time.sync.setDispatcher((job) => t.services.time.sync.run(job).then(() => undefined));
      const syncOnce = async () => {
        const s = await t.call(acme, jobExecutionRecordEndpoints.syncAttendance, {});
        expect(s.statusCode, s.body).toBe(200);
      };
      const before = await scrape();
      await syncOnce();
      const middle = await scrape();
      expect(middle.value('hr_sync_punches_read_total') - before.value('hr_sync_punches_read_total')).toBe(3);
      expect(middle.value('hr_sync_punches_added_total') - before.value('hr_sync_punches_added_total')).toBe(
        3,
      );
      // A re-sync finds the device log as it left it: it reads no punch and adds nothing.
      await syncOnce();
      const after = await scrape();
      expect(after.value('hr_sync_punches_read_total') - middle.value('hr_sync_punches_read_total')).toBe(0);
      expect(after.value('hr_sync_punches_added_total') - middle.value('hr_sync_punches_added_total')).toBe(
        0,
      );
    } finally {
      await sim.close();
    }
  });

  it('count mail sent and mail refused by its error code', async () => {
    const smtp = await startSmtpServer({ rejectRecipient: (address) => address.startsWith('nobody@') });
    const tenantId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const { settings, mail } = t.services.platform;
    const S = SettingNames.Mailing.Smtp;
    try {
      await settings.setForCurrentTenant({ tenantId }, S.Host, '127.0.0.1');
      await settings.setForCurrentTenant({ tenantId }, S.Port, String(smtp.port));
      await settings.setForCurrentTenant(
        { tenantId },
        SettingNames.Mailing.DefaultFromAddress,
        'hr@acme.test',
      );
      const before = await scrape();
      await mail.send({ tenantId }, { to: 'someone@acme.test', subject: 'Hello', text: 'Hello' });
      await expect(
        mail.send({ tenantId }, { to: 'nobody@acme.test', subject: 'Hello', text: 'Hello' }),
      ).rejects.toMatchObject({ code: 'Emailing:SmtpRejected' });
      const after = await scrape();
      expect(after.value('hr_mails_sent_total') - before.value('hr_mails_sent_total')).toBe(1);
      expect(after.value('hr_mails_failed_total', { code: 'Emailing:SmtpRejected' })).toBe(
        before.value('hr_mails_failed_total', { code: 'Emailing:SmtpRejected' }) + 1,
      );
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

describe('access to /metrics', () => {
  it('without METRICS_TOKEN: from loopback only, not through a proxy', async () => {
    const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/metrics', remoteAddress, headers });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await ask(address)).statusCode, address).toBe(200);
    for (const address of ['10.1.2.3', '192.0.2.7', '2001:db8::1', '::ffff:10.0.0.1']) {
      const r = await ask(address);
      expect(r.statusCode, address).toBe(403);
      expect(r.json().error.code).toBe('Platform:Forbidden');
      expect(r.body).not.toContain('hr_sign_ins_total');
    }
    // A reverse proxy on the same host connects from loopback for everyone: what it forwards is not local.
    expect((await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await ask('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
  });

  describe('with METRICS_TOKEN', () => {
    const token = 'm3tr1cs-t0ken-for-the-test-suite-0123456789';
    let other: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      // A second app in the same process, on the same database: its own registry, its own counts.
      other = await buildApp(testConfig({ METRICS_TOKEN: token, WEB_DIST: '/nonexistent' }), t.db, {
        logger: false,
      });
      await other.app.ready();
    });
    afterAll(() => other?.app.close());

    it('answers the bearer of the token only, from anywhere; 401 with WWW-Authenticate otherwise', async () => {
      const ask = (headers: Record<string, string>, remoteAddress = '198.51.100.4') =>
        other.app.inject({ url: '/metrics', remoteAddress, headers });
      const good = await ask({ authorization: `Bearer ${token}` });
      expect(good.statusCode).toBe(200);
      expect(good.body).toContain('hr_sign_ins_total');
      const missing = await ask({}, '127.0.0.1');
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(missing.json().error.code).toBe('Platform:Unauthorized');
      for (const authorization of [
        `Bearer ${token}x`,
        `Bearer ${token.slice(1)}`,
        'Bearer x',
        `Basic ${token}`,
      ]) {
        const r = await ask({ authorization });
        expect(r.statusCode, authorization).toBe(401);
        expect(r.headers['www-authenticate'], authorization).toMatch(/^Bearer realm="metrics"/);
        expect(r.body).not.toContain('hr_');
      }
      expect((await ask({ authorization: `Bearer ${token}x` })).headers['www-authenticate']).toBe(
        'Bearer realm="metrics", error="invalid_token"',
      );
    });

    it("shows the app's own counts: the other app's sign-ins are not its", async () => {
      await t.login('acme');
      const mine = await scrape(t.app);
      const theirs = await scrape(other.app, { authorization: `Bearer ${token}` });
      expect(mine.value('hr_sign_ins_total')).toBeGreaterThan(0);
      expect(theirs.value('hr_sign_ins_total')).toBe(0);
    });
  });
});
