import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIV3 } from 'openapi-types';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The OpenAPI document as integrators use it, with the standard tools (issue 39): it validates with
 * swagger-parser, lints with Redocly's recommended rules, and openapi-typescript makes a client of it that
 * compiles under strict tsc.
 */
let t: TestApp;
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ url: '/swagger/json' });
  expect(answer.statusCode).toBe(200);
  doc = answer.json();
});
afterAll(() => t?.close());

const copy = <T>(value: T): T => structuredClone(value);
type Operation = OpenAPIV3.OperationObject;
const operations = () =>
  Object.entries(doc.paths).flatMap(([at, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
      const op = item?.[method];
      return op ? [{ at: `${method.toUpperCase()} ${at}`, path: at, method, op: op as Operation }] : [];
    }),
  );

/**
 * Redocly's recommended rules, with the ones turned off and why:
 * - `no-ambiguous-paths`: ABP's paths `/api/app/employee/managers/{id}` beside `/api/app/employee/{id}/name`
 *   and `/api/app/payslip/my/{id}` beside `/api/app/payslip/{id}/confirm` are kept as the spec names them
 *   (the web app and ABP clients call them). They never meet: `{id}` is a UUID (`format: uuid` with its
 *   pattern), which `managers` and `my` are not, the router tries the literal segment first, and the payslip
 *   pair differ in method (GET and PUT).
 * - `info-license`: the product publishes no licence; the document does not invent one.
 */
const rulesOff = { 'no-ambiguous-paths': 'off', 'info-license': 'off' } as const;

describe('the OpenAPI document, as standard clients read it', () => {
  it('answers the same document at ABP’s address, /swagger/v1/swagger.json', async () => {
    const abp = await t.app.inject({ url: '/swagger/v1/swagger.json' });
    expect(abp.statusCode).toBe(200);
    expect(abp.headers['content-type']).toMatch(/^application\/json/);
    expect(abp.json()).toEqual(doc);
  });

  it('is valid for swagger-parser, every reference resolved', async () => {
    // validate() throws on the first problem (a missing $ref, a schema the spec does not allow).
    const valid = await SwaggerParser.validate(copy(doc) as never);
    expect(valid.info.title).toBe('HR back office API');
    const dereferenced = (await SwaggerParser.dereference(copy(doc) as never)) as OpenAPIV3.Document;
    expect(Object.keys(dereferenced.paths).length).toBe(Object.keys(doc.paths).length);
  });

  it('lints with Redocly’s recommended rules: no errors and no warnings, with the rules above off', async () => {
    const config = await createConfig({ extends: ['recommended'], rules: rulesOff });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: path.join(tmpdir(), 'openapi.json'),
      config,
    });
    const listed = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`);
    expect(listed).toEqual([]);
    // The same linter still finds what the rules turned off are about, so turning them off hides nothing else.
    const strict = await createConfig({ extends: ['recommended'] });
    const all = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: '/openapi.json',
      config: strict,
    });
    expect([...new Set(all.map((p) => p.ruleId))].sort()).toEqual(Object.keys(rulesOff).sort());
  });

  it('names every operation once, summarises it and declares its error answers with the error body', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // Named from the descriptor: the contract's group and key.
    const byId = new Map(all.map((o) => [o.op.operationId, o]));
    expect(byId.get('JobTitle_TreeWithEmployees')?.at).toBe(
      'GET /api/app/job-title/job-title-tree-with-employees',
    );
    expect(byId.get('Role_List')?.at).toBe('GET /api/identity/roles');
    expect(byId.get('User_List')?.at).toBe('GET /api/identity/users');
    expect(byId.get('ConnectUserinfo_Get')?.at).toBe('GET /connect/userinfo');
    for (const { at, op, path: route, method } of all) {
      expect(op.summary, at).toBeTruthy();
      const statuses = Object.keys(op.responses);
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      expect(statuses.includes('401'), `${at}: 401`).toBe(!isPublic);
      expect(statuses.includes('403'), `${at}: 403`).toBe(true);
      expect(statuses.includes('404'), `${at}: 404`).toBe(route.includes('{'));
      if (op.parameters?.length || op.requestBody) expect(statuses, at).toContain('400');
      if (method !== 'get') expect(statuses, at).toEqual(expect.arrayContaining(['409', '422']));
      for (const status of statuses.filter((s) => s >= '400'))
        expect((op.responses[status] as OpenAPIV3.ReferenceObject).$ref, `${at} ${status}`).toMatch(
          /^#\/components\/responses\//,
        );
    }
    const policy = byId.get('JobTitle_Delete')!.op;
    expect(Object.keys(policy.responses).sort()).toEqual(['204', '400', '401', '403', '404', '409', '422']);
    expect(policy.responses['204']).toEqual({ description: expect.any(String) });
    const signIn = byId.get('SignIn_InteractionLogin')!.op;
    expect(Object.keys(signIn.responses)).toContain('429');
    const forbidden = doc.components?.responses?.Forbidden as OpenAPIV3.ResponseObject;
    expect(forbidden.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/RemoteServiceErrorResponse',
    });
  });

  it('documents the error body the server really answers', async () => {
    const schema = doc.components?.schemas?.RemoteServiceErrorResponse as OpenAPIV3.SchemaObject;
    const inner = schema.properties?.error as OpenAPIV3.SchemaObject;
    expect(inner.required?.sort()).toEqual(['code', 'details', 'message', 'validationErrors']);
    const admin = await t.login('acme');
    const missing = await t.call(admin, 'GET', '/api/app/job-title/7f000000-0000-4000-8000-000000000001');
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json().error).sort()).toEqual(inner.required);
    const invalid = await t.call(admin, 'POST', '/api/app/job-title', { name: 12 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error).sort()).toEqual(inner.required);
  });

  it('writes the recursive org chart schema to components', () => {
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    for (const name of refs) expect(doc.components?.schemas?.[name!], name).toBeDefined();
    const node = doc.components?.schemas?.JobTitleTreeNode as OpenAPIV3.SchemaObject;
    expect((node.properties!.children as OpenAPIV3.ArraySchemaObject).items).toEqual({
      $ref: '#/components/schemas/JobTitleTreeNode',
    });
  });

  it('declares downloads as binary files of their media types, never JSON', () => {
    const files = operations().filter(({ op }) => {
      const ok = op.responses['200'] as OpenAPIV3.ResponseObject | undefined;
      return Object.values(ok?.content ?? {}).some(
        (m) => (m.schema as OpenAPIV3.SchemaObject)?.format === 'binary',
      );
    });
    const media = Object.fromEntries(
      files.map(({ op }) => [
        op.operationId,
        Object.keys((op.responses['200'] as OpenAPIV3.ResponseObject).content!),
      ]),
    );
    const xlsx = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
    const pdf = ['application/pdf'];
    expect(media).toEqual({
      Attachment_File: ['*/*'],
      Attendance_ExportExcel: xlsx,
      Attendance_ImportTemplate: xlsx,
      AttendanceRequest_ExportExcel: xlsx,
      BankFile_BankFile: ['application/xml', 'text/plain'],
      DocumentRenewal_ExportExcel: xlsx,
      EmployeeCustody_ExportExcel: xlsx,
      Holiday_ExportExcel: xlsx,
      Holiday_ImportTemplate: xlsx,
      LeaveRequest_ExportExcel: xlsx,
      PayrollRun_ExportExcel: xlsx,
      Payslip_ExportExcel: xlsx,
      Penalty_ExportExcel: xlsx,
      Penalty_ImportTemplate: xlsx,
      Reward_ExportExcel: xlsx,
      Reward_ImportTemplate: xlsx,
      User_ExportExcel: xlsx,
      Contract_ExportExcel: xlsx,
      DueItem_ExportExcel: xlsx,
      Employee_ExportExcel: xlsx,
      EmployeeImport_Template: xlsx,
      EntityChange_ExportExcel: xlsx,
      JournalEntry_ExportExcel: xlsx,
      LeaveAllocation_ExportExcel: xlsx,
      LeaveAllocation_ImportTemplate: xlsx,
      PayrollRun_Export: xlsx,
      PayrollRun_Pdf: pdf,
      Payslip_Pdf: pdf,
      Payslip_OwnPdf: pdf,
      SecurityLog_ExportExcel: xlsx,
    });
  });

  it('names the public URL as its server and writes `nullable` only beside a type', () => {
    expect(doc.servers).toEqual([{ url: 'http://hr.test' }]);
    const untyped: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (!value || typeof value !== 'object') return;
      const schema = value as Record<string, unknown>;
      if (schema.nullable === true && schema.type === undefined) untyped.push(at);
      for (const [key, child] of Object.entries(schema)) walk(child, `${at}/${key}`);
    };
    walk(doc, '#');
    expect(untyped).toEqual([]);
  });

  it('gives openapi-typescript a client that compiles under strict tsc', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
    try {
      const ast = await openapiTS(copy(doc) as never);
      await writeFile(path.join(dir, 'api.ts'), astToString(ast));
      await writeFile(
        path.join(dir, 'usage.ts'),
        `import type { components, operations, paths } from './api';

type Tree = paths['/api/app/job-title/job-title-tree-with-employees']['get']['responses'][200]['content']['application/json'];
const tree: Tree = [{ id: 'a', name: 'CEO', departmentId: 'd', departmentName: 'Board', baseSalary: '1', employees: [],
  children: [{ id: 'b', name: 'CFO', departmentId: 'd', departmentName: 'Board', baseSalary: '1', employees: [], children: [] }] }];
// @ts-expect-error a node's children are nodes, not strings
const wrong: Tree = [{ ...tree[0]!, children: ['x'] }];
type NotFound = operations['JobTitle_Get']['responses'][404]['content']['application/json'];
const error: NotFound = { error: { code: 'Platform:NotFound', message: 'm', details: null, validationErrors: null } };
type Pdf = paths['/api/app/payslip/{id}/pdf']['get']['responses'][200]['content']['application/pdf'];
const file: Pdf = 'bytes';
const node: components['schemas']['JobTitleTreeNode'] = tree[0]!;
export const used = [tree, wrong, error, file, node];
`,
      );
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      const run = promisify(execFile);
      const args = [
        '--strict',
        '--noEmit',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
      ];
      const result = await run(
        process.execPath,
        [tsc, ...args, path.join(dir, 'api.ts'), path.join(dir, 'usage.ts')],
        {
          cwd: dir,
        },
      ).catch((error: { stdout?: string; code?: number }) => ({
        stdout: error.stdout ?? String(error),
        code: error.code,
      }));
      expect(result.stdout).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
