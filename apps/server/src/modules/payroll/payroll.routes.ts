import { PassThrough } from 'node:stream';
import {
  bankFileEndpoints,
  formulaTryEndpoints,
  payrollRunEndpoints,
  payslipEndpoints,
  salaryRuleCategoryEndpoints,
  salaryRuleEndpoints,
  salaryStructureEndpoints,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../platform/http/download.ts';
import { excelExport, listPages, xlsxContentType } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import type { PayrollServices } from './index.ts';
import { payrollRunExcelColumns, payslipExcelColumns, placesWith, withPlaces } from './payroll.export.ts';
import type { PayrollRunWorkbook } from './payroll-run-export.service.ts';
import type { PayslipFile } from './payslip-pdf.service.ts';

/** A PDF download. */
function sendPdf(reply: FastifyReply, file: PayslipFile) {
  return sendDownload(reply, { contentType: 'application/pdf', fileName: file.fileName, body: file.content });
}

/** A run's lifecycle; its export, PDF and e-mail are mounted apart (their own services). */
const {
  export: runExport,
  pdf: runPdf,
  email: runEmail,
  emailFailures: runEmailFailures,
  ...runLifecycle
} = payrollRunEndpoints;

/** A workbook streamed as it is written (the checks passed before): its rows never sit in memory whole. */
function sendWorkbook(reply: FastifyReply, workbook: PayrollRunWorkbook) {
  const stream = new PassThrough();
  void sendDownload(reply, { contentType: xlsxContentType, fileName: workbook.fileName, body: stream });
  workbook.write(stream).catch((error: unknown) => {
    reply.log.error({ err: error }, 'payroll run export failed while streaming');
    stream.destroy(error as Error);
  });
  return reply;
}

/** Each payroll endpoint of the contracts, one line to its service. */
export function payrollRoutes({
  categories,
  rules,
  structures,
  formulaTry,
  payslips,
  payslipPdfs,
  runs,
  runFiles,
  runEmails,
  bankFiles,
  currencies,
  timeZoneOf,
}: PayrollServices) {
  const placesOf = placesWith(currencies);
  const payslipRows = listPages(payslips.list);
  const runRows = listPages(runs.list);
  return [
    mount(salaryRuleCategoryEndpoints, resourceHandlers(salaryRuleCategoryEndpoints, categories)),
    mount(salaryRuleEndpoints, resourceHandlers(salaryRuleEndpoints, rules)),
    mount(salaryStructureEndpoints, resourceHandlers(salaryStructureEndpoints, structures)),
    mount(formulaTryEndpoints, {
      sampleInputs: () => formulaTry.sampleInputs(),
      tryRule: (req) => formulaTry.tryRule(req.ctx, req.body.rule, req.body.inputs),
      tryStructure: (req) => formulaTry.tryStructure(req.ctx, req.body.structureRules, req.body.inputs),
    }),
    mount(payslipEndpoints, {
      ...resourceHandlers(payslipEndpoints, payslips),
      generate: (req) => payslips.generate(req.ctx, req.body),
      confirm: (req) => payslips.confirm(req.ctx, req.params.id, req.body),
      cancel: (req) => payslips.cancel(req.ctx, req.params.id, req.body),
      own: (req) => payslips.own(req.ctx, req.query),
      ownGet: (req) => payslips.ownGet(req.ctx, req.params.id),
      pdf: async (req, reply) => sendPdf(reply, await payslipPdfs.pdf(req.ctx, req.params.id)),
      ownPdf: async (req, reply) => sendPdf(reply, await payslipPdfs.ownPdf(req.ctx, req.params.id)),
      exportExcel: excelExport({
        fileName: { en: 'payslips', ar: 'قسائم-الرواتب' },
        columns: payslipExcelColumns,
        rows: (ctx, query) => withPlaces(payslipRows(ctx, query), placesOf(ctx)),
      }),
    }),
    mount(runLifecycle, {
      ...resourceHandlers(runLifecycle, runs),
      nextPeriod: (req) => runs.nextPeriod(req.ctx),
      periodCheck: (req) => runs.periodCheck(req.ctx, req.query),
      failures: (req) => runs.failures(req.ctx, req.params.id, req.query),
      categoryTotals: (req) => runs.categoryTotals(req.ctx, req.params.id),
      retryFailed: (req) => runs.retryFailed(req.ctx, req.params.id),
      cancel: (req) => runs.cancel(req.ctx, req.params.id),
      confirm: (req) => runs.confirm(req.ctx, req.params.id),
      exportExcel: excelExport({
        fileName: { en: 'payroll-runs', ar: 'مسيرات-الرواتب' },
        columns: payrollRunExcelColumns,
        rows: (ctx, query) => withPlaces(runRows(ctx, query), placesOf(ctx)),
        timeZone: timeZoneOf,
      }),
    }),
    mount(
      { export: runExport, pdf: runPdf, email: runEmail, emailFailures: runEmailFailures },
      {
        export: async (req, reply) => sendWorkbook(reply, await runFiles.excel(req.ctx, req.params.id)),
        pdf: async (req, reply) => sendPdf(reply, await runFiles.pdf(req.ctx, req.params.id)),
        email: (req) => runEmails.request(req.ctx, req.params.id),
        emailFailures: (req) => runs.failures(req.ctx, req.params.id, req.query, 'email'),
      },
    ),
    mount(bankFileEndpoints, {
      bankFilePreview: (req) => bankFiles.preview(req.ctx, req.params.id, req.query.format),
      bankFile: async (req, reply) => {
        const file = await bankFiles.file(req.ctx, req.params.id, req.query.format);
        reply.header('x-excluded-count', String(file.excludedCount));
        return sendDownload(reply, {
          contentType: file.contentType,
          fileName: file.fileName,
          body: file.content,
        });
      },
    }),
  ];
}
