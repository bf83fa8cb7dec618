import { create } from 'xmlbuilder2';
import type { BankFileContent } from './bank-file.collect.ts';

export const pain001Namespace = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** The organisation's account, the debtor of every transfer. */
export interface Debtor {
  name: string;
  iban: string;
  bic: string;
}

/**
 * Text cut to an ISO 20022 length (Max35Text, Max140Text) by characters (code points), never inside a
 * surrogate pair, with control characters and surrounding spaces taken out.
 */
export function maxText(value: string, max: number): string {
  const clean = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, max).join('').trim();
}

/** A UUID as 32 hexadecimal digits (an id of at most 35 characters). */
export const compactId = (id: string) => id.replaceAll('-', '').toUpperCase();

/**
 * The ISO 20022 customer credit transfer initiation, version 3 (`pain.001.001.03`, the version GCC banks
 * take): a group header (message id, creation time, number of transactions, control sum, the initiating
 * party), one payment information block (a salary payment, `CtgyPurp` SALA, debiting the organisation's
 * account on the requested date) and a credit transfer per payslip (its id as the end-to-end id, the net
 * with its currency, the payee's bank BIC, name and IBAN, the run as the remittance text). Elements in the
 * schema's order; the amounts and the control sum with the currency's places; texts cut to their lengths.
 */
export function pain001Xml(
  content: BankFileContent,
  debtor: Debtor,
  options: { messageId: string; createdAt: string; executionDate: string },
): string {
  const { run, transfers } = content;
  const runReference = maxText(`${run.name} ${run.startDate}/${run.endDate}`, 140);
  const document = create({ version: '1.0', encoding: 'UTF-8' }).ele(pain001Namespace, 'Document');
  const initiation = document.ele('CstmrCdtTrfInitn');

  const header = initiation.ele('GrpHdr');
  header.ele('MsgId').txt(maxText(options.messageId, 35));
  header.ele('CreDtTm').txt(options.createdAt);
  header.ele('NbOfTxs').txt(String(transfers.length));
  header.ele('CtrlSum').txt(content.controlSum);
  header.ele('InitgPty').ele('Nm').txt(maxText(debtor.name, 140));

  const payment = initiation.ele('PmtInf');
  payment.ele('PmtInfId').txt(maxText(`RUN${compactId(run.id)}`, 35));
  payment.ele('PmtMtd').txt('TRF');
  payment.ele('BtchBookg').txt('true');
  payment.ele('NbOfTxs').txt(String(transfers.length));
  payment.ele('CtrlSum').txt(content.controlSum);
  payment.ele('PmtTpInf').ele('CtgyPurp').ele('Cd').txt('SALA');
  payment.ele('ReqdExctnDt').txt(options.executionDate);
  payment.ele('Dbtr').ele('Nm').txt(maxText(debtor.name, 140));
  const debtorAccount = payment.ele('DbtrAcct');
  debtorAccount.ele('Id').ele('IBAN').txt(debtor.iban);
  debtorAccount.ele('Ccy').txt(run.currencyCode);
  payment.ele('DbtrAgt').ele('FinInstnId').ele('BIC').txt(debtor.bic);

  for (const transfer of transfers) {
    const tx = payment.ele('CdtTrfTxInf');
    tx.ele('PmtId').ele('EndToEndId').txt(compactId(transfer.payslipId));
    tx.ele('Amt').ele('InstdAmt', { Ccy: run.currencyCode }).txt(transfer.net);
    tx.ele('CdtrAgt').ele('FinInstnId').ele('BIC').txt(transfer.bic);
    tx.ele('Cdtr').ele('Nm').txt(maxText(transfer.creditorName, 140));
    tx.ele('CdtrAcct').ele('Id').ele('IBAN').txt(transfer.iban);
    tx.ele('Purp').ele('Cd').txt('SALA');
    tx.ele('RmtInf').ele('Ustrd').txt(runReference);
  }
  return document.end({ prettyPrint: true });
}
