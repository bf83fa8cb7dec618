import { renderPayslipPdf, renderPayslipsPdf } from './payslip-pdf.ts';
import type { PdfRequest, PdfResponse } from './payslip-pdf-process.ts';

/** The child process of payslip-pdf-process.ts: renders what it is sent, one request at a time. */
process.on('message', (request: PdfRequest) => {
  let response: PdfResponse;
  try {
    const pdf =
      request.kind === 'one' && request.payslips[0]
        ? renderPayslipPdf(request.payslips[0], request.context)
        : renderPayslipsPdf(request.payslips, request.context);
    response = { id: request.id, pdf };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(response);
});
