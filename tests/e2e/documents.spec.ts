import {
  type DocumentRenewalDto,
  DocumentRenewalState,
  documentRenewalEndpoints,
  type MyDocumentDto,
  type PagedResult,
} from '@hr/contracts';
import { expect } from '@playwright/test';
import { api, openAs, pickerDay, test, typeDate } from './support.ts';

/**
 * Lina (`employee`, on a 375 px phone, in Arabic) renews her residence permit from My documents (a demo
 * paper expiring within a week): the new file and its date go to HR as a request; acme's admin approves it
 * from its task, and Lina sees the renewal approved and the permit's new date. She sends one more, which
 * HR finds among the pending ones of its renewals list and rejects from there with a reason.
 */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('Lina renews her residence permit on a phone in Arabic, HR approves it from the task', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const employee = await openAs(browser, baseURL, 'employee', { phone: true, arabic: true });
  await employee.goto('/self-service/my-documents');
  const permit = employee
    .getByTestId('my-document')
    .filter({ hasText: 'الإقامة' })
    .filter({ has: employee.getByRole('button', { name: 'تجديد' }) })
    .first();
  await permit.getByRole('button', { name: 'تجديد' }).click();
  const dialog = employee.getByRole('dialog');
  const expiry = pickerDay(400 + test.info().retry);
  await typeDate(dialog.getByRole('textbox', { name: /تاريخ الانتهاء الجديد/ }), expiry);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'iqama-renewed.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await dialog.getByRole('button', { name: 'إرسال إلى الموارد البشرية' }).click();
  await expect(employee.getByText('أُرسل تجديدك إلى الموارد البشرية.')).toBeVisible();
  await expect(employee.getByTestId('my-renewal').first()).toContainText('بانتظار الموافقة');
  // The page fits the phone: nothing scrolls sideways.
  expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const mine = await api<PagedResult<DocumentRenewalDto>>(
    employee,
    'GET',
    `${documentRenewalEndpoints.listSelf.path}?maxResultCount=1`,
  );
  const taskId = mine.items[0]?.taskId;
  expect(taskId).toBeTruthy();

  const hr = await openAs(browser, baseURL, 'admin');
  await hr.goto(`/self-service/go-tasks/${taskId}`);
  await expect(hr.getByTestId('document-renewal-info')).toContainText('iqama-renewed.pdf');
  await hr.getByRole('button', { name: 'Approve' }).click();
  await expect(hr.getByText('Approved successfully.')).toBeVisible();

  await employee.reload();
  await expect(employee.getByTestId('my-renewal').first()).toContainText('موافق عليه');
  await expect(employee.getByTestId('my-document').filter({ hasText: expiry })).toHaveCount(1);

  // One more renewal of the renewed permit; HR's list of pending renewals shows it, and HR rejects it from
  // its row with a reason (the same go-task decision as the task page).
  const docs = await api<MyDocumentDto[]>(employee, 'GET', documentRenewalEndpoints.myDocuments.path);
  const renewed = docs.find((d) => d.expiryDate === expiry.replaceAll('/', '-'));
  expect(renewed).toBeTruthy();
  const second = pickerDay(500 + test.info().retry);
  await api(employee, 'POST', documentRenewalEndpoints.createSelf.path, {
    documentId: renewed!.id,
    expiryDate: second.replaceAll('/', '-'),
    fileName: 'iqama-blurred.pdf',
    file: pdf.toString('base64'),
  });
  await hr.goto(`/hr/document-renewals?states=${DocumentRenewalState.PendingApproval}`);
  const row = hr.getByRole('row').filter({ hasText: second });
  await expect(row).toContainText('Pending approval');
  await row.getByTestId('row-actions').click();
  await hr.getByRole('menuitem', { name: 'Reject' }).click();
  const reject = hr.getByRole('dialog');
  await expect(reject.getByTestId('document-renewal-summary')).toContainText(second);
  await reject.getByRole('textbox', { name: 'Reason (optional)' }).fill('The scan is blurred');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(hr.getByText('Rejected successfully.')).toBeVisible();
  // Read again after the decision: no longer pending.
  await expect(row).toHaveCount(0);
});
