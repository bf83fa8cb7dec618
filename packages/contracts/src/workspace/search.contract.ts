import { z } from 'zod';
import { access, endpoint } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { trimmedText } from '../platform/text.ts';

/** What a global search result is: each kind is found only for a caller who may open its page. */
export const SearchResultKinds = defineEnum('SearchResultKind', {
  Employee: { value: 0, en: 'Employee', ar: 'موظف' },
  Department: { value: 1, en: 'Department', ar: 'قسم' },
  JobTitle: { value: 2, en: 'Job title', ar: 'مسمى وظيفي' },
  Contract: { value: 3, en: 'Contract', ar: 'عقد' },
  Payslip: { value: 4, en: 'Payslip', ar: 'قسيمة راتب' },
});
export const SearchResultKind = SearchResultKinds.values;
export type SearchResultKind = number;

/** The shortest and longest text searched, and the most results of one kind. */
export const searchTextBounds = { min: 2, max: 64 } as const;
export const searchResultsPerKind = 5;

/** `GET /api/app/search?text=`: the text (2 to 64 characters once trimmed). */
export const globalSearchInput = z.object({
  text: trimmedText().min(searchTextBounds.min).max(searchTextBounds.max),
});
export type GlobalSearchInput = z.input<typeof globalSearchInput>;

export const searchResultDto = z.object({
  kind: SearchResultKinds.dto,
  id: z.uuid(),
  /** What the result is called: a person's full name, a department's name, a contract's name. */
  title: z.string(),
  /** A second line: the job title, the national number, the period of a payslip, the employee of a contract. */
  subtitle: z.string().nullable(),
});
export type SearchResultDto = z.infer<typeof searchResultDto>;
export const globalSearchResult = z.object({ items: z.array(searchResultDto) });
export type GlobalSearchResult = z.infer<typeof globalSearchResult>;

/**
 * The top bar's search: employees (name and surname in whatever language they were written, national
 * number, linked user name), departments, job titles, contracts (name) and payslips (employee's name or id),
 * at most {@link searchResultsPerKind} of each kind, each kind only for a caller holding its read policy.
 * Screens are searched in the browser, in the menu the caller sees.
 */
export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/app/search',
    query: globalSearchInput,
    response: globalSearchResult,
    access: access.authenticated,
    tag: 'Search',
  }),
};
