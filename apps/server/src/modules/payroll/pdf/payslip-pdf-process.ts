import { type ChildProcess, fork } from 'node:child_process';
import type { PayslipPdfContext, PayslipPdfData } from './payslip-pdf.ts';

/**
 * The renderer in a child process that is replaced after `maxPages` pages: Typst's compiler keeps about
 * 0.35 MB of every page it renders (docs/decisions.md "Payslip PDFs"), and a render holds its thread for
 * tens of milliseconds a page. In a child, the server's memory stays flat and its event loop free.
 * Requests are rendered one at a time, in order.
 */
export interface PayslipPdfProcess {
  /** One payslip (a tagged PDF). */
  renderOne(payslip: PayslipPdfData, context: PayslipPdfContext): Promise<Uint8Array>;
  /** A run as one file, a page per payslip. */
  renderRun(payslips: readonly PayslipPdfData[], context: PayslipPdfContext): Promise<Uint8Array>;
  /** How many child processes have been started so far. */
  readonly started: number;
  close(): Promise<void>;
}

export type PdfRequest = {
  id: number;
  kind: 'one' | 'run';
  payslips: readonly PayslipPdfData[];
  context: PayslipPdfContext;
};
export type PdfResponse = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * Compiled (`npm start`, scripts/build-server.mjs), the child is its own bundle beside the server's and
 * runs on plain node; from the sources, it runs through tsx like the server.
 */
const compiled = process.env.HR_SERVER_BUNDLE === '1';
const childScript = compiled
  ? new URL('./payslip-pdf-child.mjs', import.meta.url)
  : new URL('./payslip-pdf-child.ts', import.meta.url);

export function createPayslipPdfProcess(options: { maxPages?: number } = {}): PayslipPdfProcess {
  const maxPages = options.maxPages ?? 2000;
  let child: ChildProcess | undefined;
  let pages = 0;
  let started = 0;
  let serial = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const spawn = () => {
    // The server runs TypeScript through tsx (unless compiled); so does its child.
    const c = fork(childScript, [], {
      execArgv: compiled ? [] : ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: 'inherit',
    });
    started++;
    pages = 0;
    // An idle child does not keep the server (or a test) from exiting; a request in flight does.
    c.unref();
    c.channel?.unref();
    return c;
  };

  const stop = (c: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.disconnect();
    });

  const send = (kind: 'one' | 'run', payslips: readonly PayslipPdfData[], context: PayslipPdfContext) => {
    const job = queue.then(async () => {
      if (child && pages >= maxPages) {
        await stop(child);
        child = undefined;
      }
      child ??= spawn();
      const c = child;
      const id = ++serial;
      const pdf = await new Promise<Uint8Array>((resolve, reject) => {
        const onExit = (code: number | null) => {
          c.off('message', onMessage);
          if (child === c) child = undefined;
          reject(new Error(`Payslip PDF: the renderer process ended (${code})`));
        };
        const onMessage = (response: PdfResponse) => {
          if (response.id !== id) return;
          c.off('message', onMessage);
          c.off('exit', onExit);
          if ('error' in response) reject(new Error(response.error));
          else resolve(new Uint8Array(response.pdf));
        };
        c.on('message', onMessage);
        c.once('exit', onExit);
        c.channel?.ref();
        c.send({ id, kind, payslips, context } satisfies PdfRequest);
      }).finally(() => c.channel?.unref());
      pages += Math.max(1, payslips.length);
      return pdf;
    });
    queue = job.catch(() => undefined);
    return job;
  };

  return {
    renderOne: (payslip, context) => send('one', [payslip], context),
    renderRun: (payslips, context) => send('run', payslips, context),
    get started() {
      return started;
    },
    async close() {
      await queue;
      if (child) await stop(child);
      child = undefined;
    },
  };
}
