import {
  createEmployeeInput,
  EmployeePaths,
  EmployeesPermissions,
  employeeDto,
  employeeListResult,
  employeeNameDto,
  employeeNameListResult,
  employeeUserLookupResult,
  exportEmployeesInput,
  getEmployeeNamesInput,
  getEmployeesInput,
  getEmployeeUserLookupInput,
  updateEmployeeInput,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyPolicy, requirePolicy } from '../../platform/context.ts';
import { sendExcel } from '../../platform/http/excel.ts';
import { employeeExcelColumns } from './employee.export.ts';
import type { EmployeesServices } from './index.ts';

const idParams = z.object({ id: z.uuid() });
/** managers/{id} also takes the all-zero id: a new employee, whom anyone may manage. */
const anyIdParams = z.object({ id: z.guid() });
const tags = ['Employees'];
const { Employees } = EmployeesPermissions;
const base = EmployeePaths.employees;

/** Employees (ABP paths of document 2 §7), plus delete, the Excel export and the user lookup. */
export function employeeRoutes(services: EmployeesServices): FastifyPluginAsyncZod {
  const { employees } = services;
  return async (app) => {
    app.post(
      base,
      {
        schema: { tags, body: createEmployeeInput, response: { 200: z.uuid() } },
        config: { access: requirePolicy(Employees.Create) },
      },
      // The spec's client reads the answer as the new id: a JSON string ("…"), serialized here because
      // Fastify sends a returned string as it is.
      async (req, reply) => {
        const id = await employees.create(req.ctx, req.body);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(id));
      },
    );
    app.get(
      base,
      {
        schema: { tags, querystring: getEmployeesInput, response: { 200: employeeListResult } },
        config: { access: requirePolicy(Employees.Default) },
      },
      (req) => employees.list(req.ctx, req.query),
    );
    app.get(
      EmployeePaths.names,
      {
        schema: { tags, querystring: getEmployeeNamesInput, response: { 200: employeeNameListResult } },
        config: { access: requirePolicy(Employees.Default) },
      },
      (req) => employees.names(req.ctx, req.query),
    );
    app.get(
      `${base}/managers/:id`,
      {
        schema: {
          tags,
          params: anyIdParams,
          querystring: getEmployeeNamesInput,
          response: { 200: employeeNameListResult },
        },
        config: { access: requirePolicy(Employees.Default) },
      },
      (req) => employees.managerCandidates(req.ctx, req.params.id, req.query),
    );
    app.get(
      EmployeePaths.userLookup,
      {
        schema: {
          tags,
          querystring: getEmployeeUserLookupInput,
          response: { 200: employeeUserLookupResult },
        },
        // Only for whoever fills the employee form; no identity permission needed.
        config: { access: requireAnyPolicy(Employees.Create, Employees.Update) },
      },
      (req) => employees.userLookup(req.ctx, req.query.filter),
    );
    app.get(
      EmployeePaths.exportExcel,
      {
        schema: { tags, querystring: exportEmployeesInput },
        config: { access: requirePolicy(Employees.Default) },
      },
      (req, reply) =>
        sendExcel(reply, {
          fileName: { en: 'employees', ar: 'الموظفون' },
          columns: employeeExcelColumns,
          rows: employees.exportRows(req.ctx, req.query),
          language: req.ctx.language,
        }),
    );
    app.get(
      `${base}/:id`,
      {
        schema: { tags, params: idParams, response: { 200: employeeDto } },
        config: { access: requirePolicy(Employees.Default) },
      },
      (req) => employees.get(req.ctx, req.params.id),
    );
    app.get(
      `${base}/:id/name`,
      {
        schema: { tags, params: idParams, response: { 200: employeeNameDto } },
        config: { access: requirePolicy(Employees.Default) },
      },
      (req) => employees.nameOf(req.ctx, req.params.id),
    );
    app.put(
      `${base}/:id`,
      {
        schema: { tags, params: idParams, body: updateEmployeeInput, response: { 200: employeeDto } },
        config: { access: requirePolicy(Employees.Update) },
      },
      (req) => employees.update(req.ctx, req.params.id, req.body),
    );
    app.delete(
      `${base}/:id`,
      {
        schema: { tags, params: idParams, response: { 204: z.null() } },
        config: { access: requirePolicy(Employees.Delete) },
      },
      async (req, reply) => {
        await employees.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
