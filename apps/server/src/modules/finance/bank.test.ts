import {
  bankEndpoints as B,
  type BankDto,
  type CompanyBankAccountDto,
  companyBankAccountEndpoints,
  employeeEndpoints as E,
  type EmployeeImportResultDto,
  FinancePermissions,
  employeeImportEndpoints as I,
  type PagedResult,
  PaymentMethod,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { composeIBAN } from 'ibantools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody, employeesApi, nextNationalNumber } from '../../test/helpers/employees.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Reply = { statusCode: number; body: string; json: <T>() => T };
const ok = <T>(r: Reply): T => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
};
const errorOf = (r: Reply) =>
  r.json<{
    error: {
      code: string;
      message: string;
      validationErrors: Array<{ message: string; members: string[] }> | null;
    };
  }>().error;

let t: TestApp;
let admin: string;
let api: ReturnType<typeof employeesApi>;
let jobTitleId: string;
let serial = 0;
/** A BIC unique to this run: 4 letters of the bank, then AE and a location. */
const bicOf = () => {
  const n = Date.now() + serial++;
  const code = Array.from({ length: 4 }, (_, i) =>
    String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26)),
  ).join('');
  return `${code}AEAD`;
};
const uaeIban = (n: number) => composeIBAN({ countryCode: 'AE', bban: `026${String(n).padStart(16, '0')}` })!;
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

async function createBank(token = admin, body: Record<string, unknown> = {}) {
  const bic = bicOf();
  const id = ok<string>(
    await t.call(token, B.create, {
      body: { name: `Bank ${bic}`, bic, wpsRoutingCode: '802420101', ...body } as never,
    }),
  );
  return ok<BankDto>(await t.call(token, B.get, { params: { id } }));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  api = employeesApi(t);
  jobTitleId = await api.createJobTitle(admin, `Bank clerk ${Date.now().toString(36)}`);
});
afterAll(() => t?.close());

describe('banks', () => {
  it('a name and a SWIFT/BIC unique per tenant, the BIC and the routing code checked', async () => {
    const bic = bicOf();
    const id = ok<string>(
      await t.call(admin, B.create, {
        body: { name: `First ${bic}`, bic: ` ${bic.toLowerCase()}xxx `, wpsRoutingCode: '' },
      }),
    );
    const bank = ok<BankDto>(await t.call(admin, B.get, { params: { id } }));
    expect(bank).toMatchObject({ bic: `${bic}XXX`, wpsRoutingCode: null, isActive: true });

    const sameName = await t.call(admin, B.create, {
      body: { name: `FIRST ${bic}`.toLowerCase(), bic: bicOf() },
    });
    expect(sameName.statusCode).toBe(422);
    expect(errorOf(sameName).code).toBe('Bank:NameMustBeUnique');
    const sameBic = await t.call(admin, B.create, { body: { name: `Other ${bic}`, bic: `${bic}XXX` } });
    expect(errorOf(sameBic).code).toBe('Bank:BicMustBeUnique');

    const bad = await t.call(admin, B.create, {
      body: { name: 'Bad', bic: 'NBAD1EAA', wpsRoutingCode: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).validationErrors!.map((v) => v.members[0])).toEqual(['bic', 'wpsRoutingCode']);

    const found = ok<PagedResult<BankDto>>(await t.call(admin, B.list, { query: { filter: bic } }));
    expect(found.items.map((b) => b.id)).toEqual([id]);

    // Another tenant neither sees nor edits it.
    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);
    expect((await t.call(otherAdmin, B.get, { params: { id } })).statusCode).toBe(404);
    expect(
      ok<PagedResult<BankDto>>(await t.call(otherAdmin, B.list, { query: { filter: bic } })).totalCount,
    ).toBe(0);
    // Its own bank of the same BIC is its own business.
    expect(
      (await t.call(otherAdmin, B.create, { body: { name: `First ${bic}`, bic: `${bic}XXX` } })).statusCode,
    ).toBe(200);
  });
});

describe('employee bank details', () => {
  it('an IBAN refused says what is wrong under its field; a valid one is stored without spaces', async () => {
    const bank = await createBank();
    const bad = await t.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, {
        bankDetails: {
          paymentMethod: PaymentMethod.BankTransfer,
          bankId: bank.id,
          iban: 'AE07 0331 2345 6789 0123 45',
        },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).validationErrors).toEqual([
      { message: 'An IBAN of AE has 23 characters; this one has 22.', members: ['bankDetails.iban'] },
    ]);
    const arabic = await t.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, {
        bankDetails: {
          paymentMethod: PaymentMethod.BankTransfer,
          bankId: bank.id,
          iban: 'AE070331234567890123457',
        },
      }),
      { 'accept-language': 'ar' },
    );
    expect(errorOf(arabic).validationErrors![0]!.message).toBe(
      'أرقام التحقق غير مطابقة: أحد أحرف رقم الآيبان مكتوب خطأً.',
    );

    const iban = uaeIban(1);
    const id = await api.create(
      admin,
      employeeBody(jobTitleId, {
        bankDetails: {
          paymentMethod: PaymentMethod.BankTransfer,
          bankId: bank.id,
          iban: grouped(iban).toLowerCase(),
          accountHolderName: 'Sami N. Haddad',
          wpsPersonId: '00012345678901',
        },
      }),
    );
    const employee = await api.get(admin, id);
    expect(employee.bankDetails).toEqual({
      paymentMethod: PaymentMethod.BankTransfer,
      bankId: bank.id,
      bankName: bank.name,
      iban,
      accountHolderName: 'Sami N. Haddad',
      wpsPersonId: '00012345678901',
    });
    // An update that leaves the bank details out keeps them.
    const kept = ok<{ bankDetails: unknown }>(await api.update(admin, employee, { name: 'Samir' }));
    expect(kept.bankDetails).toEqual(employee.bankDetails);
  });

  it('cash keeps no account; a bank of another tenant is not found; an inactive bank is kept but not chosen anew', async () => {
    const bank = await createBank();
    const id = await api.create(
      admin,
      employeeBody(jobTitleId, {
        bankDetails: { paymentMethod: PaymentMethod.BankTransfer, bankId: bank.id, iban: uaeIban(2) },
      }),
    );
    ok(
      await t.call(admin, B.update, { params: { id: bank.id }, body: { ...bank, isActive: false } as never }),
    );
    const employee = await api.get(admin, id);
    // Kept by the employee who had it...
    expect((await api.update(admin, employee, { name: 'Kept' })).statusCode).toBe(200);
    // ...refused to a new one.
    const refused = await t.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, {
        bankDetails: { paymentMethod: PaymentMethod.BankTransfer, bankId: bank.id, iban: uaeIban(3) },
      }),
    );
    expect(errorOf(refused).code).toBe('Bank:NotActive');

    const other = await t.createTenant();
    const foreignBank = await createBank(await t.login(other.name));
    const foreign = await t.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, {
        bankDetails: { paymentMethod: PaymentMethod.BankTransfer, bankId: foreignBank.id, iban: uaeIban(4) },
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).validationErrors![0]!.members).toEqual(['bankDetails.bankId']);

    // The bank in use is not deleted; once the employee is paid in cash, it is.
    const inUse = await t.call(admin, B.delete, { params: { id: bank.id } });
    expect(errorOf(inUse).code).toBe('Bank:InUse');
    const current = await api.get(admin, id);
    const cash = ok<{ bankDetails: unknown }>(
      await api.update(admin, current, {
        bankDetails: { paymentMethod: PaymentMethod.Cash, iban: uaeIban(2) },
      }),
    );
    expect(cash.bankDetails).toMatchObject({ paymentMethod: PaymentMethod.Cash, bankId: null, iban: null });
    expect((await t.call(admin, B.delete, { params: { id: bank.id } })).statusCode).toBe(204);
  });

  it('the import names the bank by name or BIC and takes a grouped IBAN; the export shows them', async () => {
    const bank = await createBank();
    const template = await new ExcelJS.Workbook().xlsx.load(
      (await t.call(admin, I.template)).rawPayload as unknown as ArrayBuffer,
    );
    const sheet = template.worksheets[0]!;
    const headers = new Map<string, number>();
    sheet.getRow(1).eachCell((cell, col) => headers.set(String(cell.value), col));
    for (const h of [
      'Payment method',
      'Bank',
      'IBAN',
      'Account holder name',
      'WPS personal number (labour card)',
    ])
      expect(headers.has(h), h).toBe(true);
    const jobTitleName = ok<{ name: string }>(
      await t.call(admin, 'GET', `/api/app/job-title/${jobTitleId}`),
    ).name;
    const row = (n: number, cells: Record<string, string>) => {
      const values: Record<string, string> = {
        'Name *': 'Huda',
        'Surname *': `Importee${n}`,
        "Father's name *": 'Ali',
        "Mother's name *": 'Mona',
        'National number *': nextNationalNumber(),
        'Gender *': 'Female',
        'Status *': 'Active',
        'Marital status *': 'Single',
        'Military service *': 'Exempt',
        'Job title *': jobTitleName,
        'Emergency phone *': '0999111222',
        'Emergency contact name *': 'Ali',
        'Emergency contact relationship *': 'Father',
        ...cells,
      };
      for (const [header, value] of Object.entries(values))
        sheet.getCell(n + 1, headers.get(header)!).value = value;
      return values['National number *']!;
    };
    const number = row(1, { 'Payment method': 'Bank transfer', Bank: bank.bic, IBAN: grouped(uaeIban(5)) });
    row(2, { 'Payment method': 'تحويل مصرفي', Bank: 'No such bank', IBAN: uaeIban(6) });
    const file = Buffer.from(await template.xlsx.writeBuffer()).toString('base64');
    const dry = ok<EmployeeImportResultDto>(await t.call(admin, I.import, { body: { file, dryRun: true } }));
    expect(dry.rows[0]!.errors).toEqual([]);
    expect(dry.rows[1]!.errors.map((e) => [e.column, e.code])).toEqual([
      ['Bank', 'Employees:ImportBankNotFound'],
    ]);

    sheet.spliceRows(3, 1);
    const fixed = Buffer.from(await template.xlsx.writeBuffer()).toString('base64');
    expect(
      ok<EmployeeImportResultDto>(await t.call(admin, I.import, { body: { file: fixed, dryRun: false } }))
        .imported,
    ).toBe(true);
    const [imported] = (await api.list(admin, `?filter=${number}`)).items;
    expect((await api.get(admin, imported!.id)).bankDetails).toMatchObject({
      bankId: bank.id,
      iban: uaeIban(5),
    });

    const exported = await t.app.inject({
      url: `${E.exportExcel.path}?filter=${number}`,
      headers: t.as(admin),
    });
    const book = await new ExcelJS.Workbook().xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const values = (book.worksheets[0]!.getRow(2).values as unknown[]).map(String);
    expect(values).toEqual(expect.arrayContaining(['Bank transfer', bank.name, grouped(uaeIban(5))]));
  });
});

describe("the organisation's salary account", () => {
  it('is checked like an employee account, read with the banks policy, changed with its own', async () => {
    const bad = await t.call(admin, companyBankAccountEndpoints.update, {
      body: { accountName: 'Acme', iban: 'SA0380000000608010167518', bic: 'NBADAEAA', wpsEmployerId: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).validationErrors!.map((v) => v.members[0])).toEqual(['iban', 'wpsEmployerId']);
    const saved = ok<CompanyBankAccountDto>(
      await t.call(admin, companyBankAccountEndpoints.update, {
        body: {
          accountName: 'Acme',
          iban: 'sa03 8000 0000 6080 1016 7519',
          bic: 'rjhisari',
          wpsEmployerId: '',
          wpsRoutingCode: null,
        },
      }),
    );
    expect(saved).toEqual({
      accountName: 'Acme',
      iban: 'SA0380000000608010167519',
      bic: 'RJHISARI',
      wpsEmployerId: '',
      wpsRoutingCode: '',
    });

    const reader = await t.userWith('acme', [FinancePermissions.Banks.Default]);
    expect(ok<CompanyBankAccountDto>(await t.call(reader.token, companyBankAccountEndpoints.get)).iban).toBe(
      saved.iban,
    );
    expect((await t.call(reader.token, companyBankAccountEndpoints.update, { body: {} })).statusCode).toBe(
      403,
    );
    expect((await t.call(reader.token, B.create, { body: { name: 'x', bic: 'NBADAEAA' } })).statusCode).toBe(
      403,
    );
  });
});
