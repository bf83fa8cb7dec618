import {
  type CreateEmployeeInput,
  createEmployeeInput,
  EmployeeStatus,
  EntityType,
  Gender,
  MaritalStatus,
  MilitaryServiceStatus,
  PaymentMethod,
} from '@hr/contracts';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { bloodTypes, DemoExtraFields } from '../extensions/public.ts';
import { type DemoBank, demoIban } from '../finance/public.ts';
import type { IdentityApi } from '../identity/public.ts';
import { DemoJobTitles, findDemoJobTitles } from '../organisation/public.ts';
import { demoTenantName } from '../tenancy/public.ts';
import type { EmployeesServices } from './index.ts';

const J = DemoJobTitles;
type JobTitleName = (typeof DemoJobTitles)[keyof typeof DemoJobTitles];

/**
 * The org chart of acme's demo staff: how many people hold each job title, and the job title of their
 * manager (the people of a title are spread over the holders of the manager's title).
 */
const staffing: Array<{ jobTitle: JobTitleName; count: number; reportsTo?: JobTitleName }> = [
  { jobTitle: J.GeneralManager, count: 1 },
  { jobTitle: J.HrManager, count: 1, reportsTo: J.GeneralManager },
  { jobTitle: J.FinanceManager, count: 1, reportsTo: J.GeneralManager },
  { jobTitle: J.OperationsManager, count: 1, reportsTo: J.GeneralManager },
  { jobTitle: J.ItManager, count: 1, reportsTo: J.GeneralManager },
  { jobTitle: J.HrOfficer, count: 4, reportsTo: J.HrManager },
  { jobTitle: J.Recruiter, count: 2, reportsTo: J.HrManager },
  { jobTitle: J.Accountant, count: 5, reportsTo: J.FinanceManager },
  { jobTitle: J.PayrollSpecialist, count: 2, reportsTo: J.FinanceManager },
  { jobTitle: J.ProductionSupervisor, count: 3, reportsTo: J.OperationsManager },
  { jobTitle: J.QualitySupervisor, count: 1, reportsTo: J.OperationsManager },
  { jobTitle: J.MachineOperator, count: 10, reportsTo: J.ProductionSupervisor },
  { jobTitle: J.ProductionWorker, count: 14, reportsTo: J.ProductionSupervisor },
  { jobTitle: J.QualityInspector, count: 5, reportsTo: J.QualitySupervisor },
  { jobTitle: J.SoftwareDeveloper, count: 6, reportsTo: J.ItManager },
  { jobTitle: J.ItSupportSpecialist, count: 3, reportsTo: J.ItManager },
];

interface Person {
  name: string;
  surname: string;
  fatherName: string;
  motherName: string;
  gender: Gender;
  /** Latin letters for the e-mail address. */
  latin: string;
  arabic: boolean;
}

const arabicMen = [
  'أحمد',
  'محمد',
  'خالد',
  'سامر',
  'يوسف',
  'عمر',
  'طارق',
  'باسل',
  'رامي',
  'فادي',
  'حسان',
  'مازن',
];
const arabicWomen = ['ريم', 'هبة', 'نور', 'سارة', 'رنا', 'ديما', 'لمى', 'جود', 'ميس', 'علا', 'روان', 'تالا'];
const arabicSurnames = [
  'الحلبي',
  'الشامي',
  'العلي',
  'حداد',
  'الخطيب',
  'نصر',
  'السيد',
  'قباني',
  'درويش',
  'الأحمد',
];
const arabicFathers = ['عبد الله', 'إبراهيم', 'مصطفى', 'علي', 'حسن', 'سليم', 'جميل', 'ياسين'];
const arabicMothers = ['فاطمة', 'مريم', 'خديجة', 'سعاد', 'ليلى', 'هدى', 'سلمى', 'عائشة'];
const englishMen = ['James', 'Daniel', 'Michael', 'Adam', 'Thomas', 'Samuel', 'David', 'Ryan'];
const englishWomen = ['Emma', 'Olivia', 'Sophie', 'Grace', 'Hannah', 'Chloe', 'Laura', 'Emily'];
const englishSurnames = ['Brown', 'Taylor', 'Wilson', 'Clarke', 'Walker', 'Wright', 'Hughes', 'Evans'];
const englishFathers = ['Robert', 'William', 'Richard', 'George', 'Peter', 'Edward'];
const englishMothers = ['Mary', 'Elizabeth', 'Susan', 'Margaret', 'Anne', 'Helen'];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** The i-th demo person: two in three Arabic names in Arabic script, the others English; every other a woman. */
function person(i: number): Person {
  const woman = i % 2 === 1;
  const gender = woman ? Gender.Female : Gender.Male;
  if (i % 3 !== 2) {
    const k = Math.floor(i / 2);
    return {
      name: pick(woman ? arabicWomen : arabicMen, k),
      surname: pick(arabicSurnames, i * 7),
      fatherName: pick(arabicFathers, i * 5),
      motherName: pick(arabicMothers, i * 3),
      gender,
      latin: `employee${i + 1}`,
      arabic: true,
    };
  }
  const k = Math.floor(i / 3);
  // The j-th English man or woman (k is odd exactly for women): a first name each in turn, and a surname
  // that never gives two people the same full name (3 is prime to the 8 surnames; past 8, shifted by one).
  const j = Math.floor(k / 2);
  const name = pick(woman ? englishWomen : englishMen, j);
  const surname = pick(englishSurnames, j * 3 + 1 + Math.floor(j / englishSurnames.length));
  return {
    name,
    surname,
    fatherName: pick(englishFathers, k),
    motherName: pick(englishMothers, k + 2),
    gender,
    latin: `${name}.${surname}${i + 1}`.toLowerCase(),
    arabic: false,
  };
}

/** Whom to call: a parent by their name in the record, or a sibling. */
function emergencyContact(i: number, who: Person): { contactName: string; relationShip: string } {
  switch (i % 3) {
    case 0:
      return { contactName: `${who.fatherName} ${who.surname}`, relationShip: who.arabic ? 'أب' : 'Father' };
    case 1:
      return { contactName: `${who.motherName} ${who.surname}`, relationShip: who.arabic ? 'أم' : 'Mother' };
    default:
      return who.arabic
        ? { contactName: `${pick(arabicMen, i + 3)} ${who.surname}`, relationShip: 'أخ' }
        : { contactName: `${pick(englishWomen, i + 3)} ${who.surname}`, relationShip: 'Sister' };
  }
}

const phone = (n: number) => `09${String(30000000 + ((n * 7919) % 69999999)).padStart(8, '0')}`;

const hireSources = ['LinkedIn', 'توصية موظف', 'Job fair', 'موقع الشركة', 'Agency'];

/** Values for the demo extra fields that exist (by code), as their canonical text. */
function extraFieldValues(i: number, married: boolean, fields: Map<string, string>) {
  const values: Record<string, string | null> = {
    [DemoExtraFields.BloodType]: pick(bloodTypes, i * 3),
    [DemoExtraFields.HireSource]: pick(hireSources, i),
    [DemoExtraFields.ChildrenCount]: String(married ? i % 4 : 0),
    [DemoExtraFields.ResidencyExpiry]: i % 5 === 0 ? `${2026 + (i % 3)}-0${(i % 9) + 1}-15` : null,
  };
  return Object.entries(values).flatMap(([code, value]) => {
    const id = fields.get(code);
    return id ? [{ extraFieldDefinitionId: id, value }] : [];
  });
}

/**
 * Where a demo employee is paid: most by bank transfer to a UAE account (with a WPS personal number), some
 * to a Saudi account, every ninth in cash, every seventeenth by cheque, every twenty-third not said yet.
 */
function bankDetails(i: number, banks: DemoBank[]): CreateEmployeeInput['bankDetails'] {
  if (i % 23 === 22) return undefined;
  if (i % 9 === 8) return { paymentMethod: PaymentMethod.Cash };
  if (i % 17 === 16) return { paymentMethod: PaymentMethod.Cheque };
  const uae = banks.filter((b) => b.country === 'AE');
  const saudi = banks.filter((b) => b.country === 'SA');
  const bank = i % 6 === 5 && saudi.length ? pick(saudi, i) : pick(uae, i);
  if (!bank) return undefined;
  return {
    paymentMethod: PaymentMethod.BankTransfer,
    bankId: bank.id,
    iban: demoIban(bank, 10_000_000_000 + i * 7_919_113),
    wpsPersonId: bank.country === 'AE' ? String(10_000_000_000_000 + i * 48_611).padStart(14, '0') : null,
  };
}

function employeeInput(
  i: number,
  who: Person,
  jobTitleId: string,
  managerId: string | null,
  fields: Map<string, string>,
): CreateEmployeeInput {
  const married = i % 3 !== 0;
  return {
    name: who.name,
    surname: who.surname,
    fatherName: who.fatherName,
    motherName: who.motherName,
    nationalNumber: String(1_020_000_000 + i * 104_729).padStart(11, '0'),
    gender: who.gender,
    // A few former staff, to make the status filter show something.
    employeeStatus: i % 13 === 12 ? EmployeeStatus.Inactive : EmployeeStatus.Active,
    dateOfBirth: `${1970 + (i % 30)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    maritalStatus: married ? MaritalStatus.Married : MaritalStatus.Single,
    militaryServiceStatus:
      who.gender === Gender.Female
        ? MilitaryServiceStatus.Undefined
        : pick(
            [MilitaryServiceStatus.Completed, MilitaryServiceStatus.Exempt, MilitaryServiceStatus.Deferred],
            i,
          ),
    jobTitleId,
    managerId,
    userId: null,
    contactInformation: {
      email: `${who.latin}@mail.example`,
      workEmail: `${who.latin}@acme.example`,
      phoneNumber: phone(i + 1),
      workPhoneNumber: i % 4 === 0 ? `011${String(2_200_000 + i * 37).slice(0, 7)}` : null,
    },
    emergencyContactInformation: {
      emergencyPhone: phone(i + 500),
      ...emergencyContact(i, who),
    },
    extraFields: extraFieldValues(i, married, fields),
  };
}

/** The demo users of identity's seed who are employees too (EmployeeId in their tokens). */
const linkedUsers: Array<{ userName: string; person: Omit<Person, 'latin' | 'arabic'>; index: number }> = [
  // The HR Manager: `employee` (an HR officer) reports to her, so her requests go to `hr.manager`.
  {
    userName: 'hr.manager',
    person: { name: 'رانيا', surname: 'حداد', fatherName: 'خليل', motherName: 'سلمى', gender: Gender.Female },
    index: 1,
  },
  {
    userName: 'employee',
    person: { name: 'لينا', surname: 'صالح', fatherName: 'سمير', motherName: 'نادية', gender: Gender.Female },
    index: 7,
  },
  {
    userName: 'john.smith',
    person: { name: 'John', surname: 'Smith', fatherName: 'Edward', motherName: 'Anne', gender: Gender.Male },
    index: 20,
  },
];

async function userIdOf(users: Pick<IdentityApi['users'], 'list'>, ctx: RequestContext, userName: string) {
  const page = await users.list(ctx, { filter: userName, skipCount: 0, maxResultCount: 10 });
  return page.items.find((u) => u.userName === userName)?.id ?? null;
}

/**
 * acme's demo staff (about 60, Arabic and English names) over the demo job titles, each reporting to a
 * holder of the manager's job title, with contacts and emergency contacts; the demo users `employee`,
 * `john.smith` and `hr.manager` are linked to three of them. Through the service, so every rule holds; only while acme has no
 * employee.
 */
export async function seedEmployees(services: EmployeesServices, { modules }: ModuleSetup): Promise<void> {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  if ((await services.employees.list(ctx, { skipCount: 0, maxResultCount: 1 })).totalCount > 0) return;
  const jobTitleIds = await findDemoJobTitles({ jobTitles: modules.organisation.jobTitles }, tenant.id);
  if (!staffing.every((s) => jobTitleIds.has(s.jobTitle))) return;
  const extraFields = modules.extensions.extraFields;
  const fields = new Map(
    (await extraFields.byEntityType(ctx, EntityType.Employee)).map((f) => [f.code, f.id]),
  );

  const banks = await modules.finance.demo.banks(ctx);
  const holders = new Map<JobTitleName, string[]>();
  let i = 0;
  for (const slot of staffing) {
    const managers = slot.reportsTo ? (holders.get(slot.reportsTo) ?? []) : [];
    const ids: string[] = [];
    for (let k = 0; k < slot.count; k++, i++) {
      const linked = linkedUsers.find((l) => l.index === i);
      const who: Person = linked
        ? { ...linked.person, latin: linked.userName, arabic: linked.person.name !== 'John' }
        : person(i);
      const input = employeeInput(
        i,
        who,
        jobTitleIds.get(slot.jobTitle)!,
        managers.length ? pick(managers, k) : null,
        fields,
      );
      if (linked) input.userId = await userIdOf(modules.identity.users, ctx, linked.userName);
      input.bankDetails = bankDetails(i, banks);
      ids.push(await services.employees.create(ctx, createEmployeeInput.parse(input)));
    }
    holders.set(slot.jobTitle, ids);
  }
}
