import {
  type DepartmentDto,
  dashboardEndpoints,
  departmentEndpoints,
  type GlobalSearchResult,
  type HrHeadcountDto,
  type JobTitleDto,
  jobTitleEndpoints,
  type PagedResult,
  pathOf,
  searchEndpoints,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationApi, startOrganisationTest } from '../../test/helpers/organisation.ts';
import type { TestApp } from '../../test/test-app.ts';

// Reference names in English and in Arabic (issue 44, item 5), through departments and job titles: each
// language's reader sees its own name, the other when it has none; search finds either; sort goes by the
// name shown; a single `name` (the specification's clients) is the name in the request's language.
let t: TestApp;
let api: OrganisationApi;
let admin: string;

beforeAll(async () => {
  ({ t, api, admin } = await startOrganisationTest());
});
afterAll(() => t?.close());

const ar = { 'accept-language': 'ar' };
const en = { 'accept-language': 'en' };

async function createDepartment(body: Record<string, unknown>, headers = en) {
  const r = await api.call(admin, 'POST', departmentEndpoints.create.path, body, headers);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<DepartmentDto>();
}
async function get(id: string, headers: Record<string, string>) {
  const r = await api.call(admin, 'GET', pathOf(departmentEndpoints.get, { id }), undefined, headers);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<DepartmentDto>();
}
async function list(query: string, headers: Record<string, string>) {
  const r = await api.call(admin, 'GET', `${departmentEndpoints.list.path}?${query}`, undefined, headers);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<DepartmentDto>>();
}

describe('names in English and in Arabic', () => {
  it('the demo departments read in each language, with both values for the forms', async () => {
    const english = await list('filter=Human Resources', en);
    expect(english.items).toHaveLength(1);
    expect(english.items[0]).toMatchObject({
      name: 'Human Resources',
      nameEn: 'Human Resources',
      nameAr: 'الموارد البشرية',
      parentDepartmentName: 'General Management',
    });
    const arabic = await get(english.items[0]!.id, ar);
    expect(arabic).toMatchObject({ name: 'الموارد البشرية', parentDepartmentName: 'الإدارة العامة' });
  });

  it('shows the other language when the reader’s is empty', async () => {
    const onlyEnglish = await createDepartment({ nameEn: 'Archive Q1', nameAr: '' });
    expect(onlyEnglish).toMatchObject({ name: 'Archive Q1', nameEn: 'Archive Q1', nameAr: null });
    expect((await get(onlyEnglish.id, ar)).name).toBe('Archive Q1');
    const onlyArabic = await createDepartment({ nameAr: 'الأرشيف Q1' }, ar);
    expect((await get(onlyArabic.id, en)).name).toBe('الأرشيف Q1');
    // A child shows its parent's name the same way.
    const child = await createDepartment({ nameEn: 'Scans Q1', parentDepartmentId: onlyArabic.id });
    expect((await get(child.id, en)).parentDepartmentName).toBe('الأرشيف Q1');
  });

  it('refuses a body with no name, on both fields, in the reader’s language', async () => {
    for (const body of [{}, { nameEn: '  ', nameAr: null }, { name: '' }]) {
      const r = await api.call(admin, 'POST', departmentEndpoints.create.path, body, ar);
      expect(r.statusCode, r.body).toBe(400);
      const errors = r.json().error.validationErrors as Array<{ message: string; members: string[] }>;
      expect(errors.map((e) => e.members[0]).sort()).toEqual(['nameAr', 'nameEn']);
      expect(errors[0]!.message).toBe('أدخل الاسم بالإنجليزية أو بالعربية أو بكلتيهما.');
    }
    const long = await api.call(admin, 'POST', departmentEndpoints.create.path, { nameAr: 'ب'.repeat(129) });
    expect(long.statusCode).toBe(400);
  });

  it('a single name is the name in the request’s language; an update by name keeps the other', async () => {
    const created = await createDepartment({ name: 'المختبر Q2' }, ar);
    expect(created).toMatchObject({ name: 'المختبر Q2', nameEn: null, nameAr: 'المختبر Q2' });
    const r = await api.call(
      admin,
      'PUT',
      pathOf(departmentEndpoints.update, { id: created.id }),
      { name: 'Laboratory Q2', parentDepartmentId: null, concurrencyStamp: created.concurrencyStamp },
      en,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<DepartmentDto>()).toMatchObject({
      name: 'Laboratory Q2',
      nameEn: 'Laboratory Q2',
      nameAr: 'المختبر Q2',
    });
    // Both fields sent: both written (a blank one cleared).
    const cleared = await api.call(
      admin,
      'PUT',
      pathOf(departmentEndpoints.update, { id: created.id }),
      { nameEn: 'Lab Q2', nameAr: '', concurrencyStamp: r.json<DepartmentDto>().concurrencyStamp },
      ar,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<DepartmentDto>()).toMatchObject({ name: 'Lab Q2', nameEn: 'Lab Q2', nameAr: null });
  });

  it('a name is unique per language at its level, whatever its case', async () => {
    const first = await createDepartment({ nameEn: 'Unique Q3', nameAr: 'فريد Q3' });
    for (const body of [{ nameEn: 'UNIQUE q3' }, { nameEn: 'Other Q3', nameAr: 'فريد q3' }]) {
      const r = await api.call(admin, 'POST', departmentEndpoints.create.path, body);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().error.code).toBe('Organisation:DuplicateDepartmentName');
    }
    // The same text in the other language is another name; under another parent, the same name is fine.
    await createDepartment({ nameAr: 'Unique Q3' });
    await createDepartment({ nameEn: 'Unique Q3', parentDepartmentId: first.id });
  });

  it('searches either language and sorts by the name shown', async () => {
    await createDepartment({ nameEn: 'Alpha Q4', nameAr: 'ي Q4' });
    await createDepartment({ nameEn: 'Zeta Q4', nameAr: 'أ Q4' });
    expect((await list('filter=alpha q4', ar)).items.map((d) => d.name)).toEqual(['ي Q4']);
    expect((await list(`filter=${encodeURIComponent('ي Q4')}`, en)).items.map((d) => d.name)).toEqual([
      'Alpha Q4',
    ]);
    expect((await list('filter=Q4&sorting=name asc', en)).items.map((d) => d.name)).toEqual([
      'Alpha Q4',
      'Zeta Q4',
    ]);
    expect((await list('filter=Q4&sorting=name asc', ar)).items.map((d) => d.name)).toEqual(['أ Q4', 'ي Q4']);
  });

  it('job titles, their department, the global search and the dashboard speak the reader’s language', async () => {
    const department = await createDepartment({ nameEn: 'Studio Q5', nameAr: 'الاستوديو Q5' });
    const r = await api.call(
      admin,
      'POST',
      jobTitleEndpoints.create.path,
      { nameEn: 'Designer Q5', nameAr: 'مصمم Q5', departmentId: department.id, baseSalary: '1000.00' },
      ar,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<JobTitleDto>()).toMatchObject({ name: 'مصمم Q5', departmentName: 'الاستوديو Q5' });
    const titles = await api.call(admin, 'GET', `${jobTitleEndpoints.list.path}?filter=مصمم`, undefined, en);
    expect(titles.json<PagedResult<JobTitleDto>>().items).toMatchObject([
      { name: 'Designer Q5', nameAr: 'مصمم Q5', departmentName: 'Studio Q5' },
    ]);

    const search = await api.call(
      admin,
      'GET',
      `${searchEndpoints.search.path}?text=Designer Q5`,
      undefined,
      ar,
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<GlobalSearchResult>().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'مصمم Q5', subtitle: 'الاستوديو Q5' })]),
    );

    const headcount = async (headers: Record<string, string>) => {
      const h = await api.call(admin, 'GET', dashboardEndpoints.hrHeadcount.path, undefined, headers);
      expect(h.statusCode, h.body).toBe(200);
      return h.json<HrHeadcountDto>();
    };
    expect((await headcount(ar)).byDepartment.map((d) => d.name)).toContain('الموارد البشرية');
    expect((await headcount(en)).byJobTitle.map((d) => d.name)).toContain('HR Manager');
  });
});
