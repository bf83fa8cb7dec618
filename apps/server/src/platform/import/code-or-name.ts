import type { ImportChoice } from './declared-import.ts';

/** A reference row a file may name: by its code or by its name in either language. */
export interface CodedRow {
  id: string;
  code: string;
  nameEn: string | null;
  nameAr: string | null;
  /** Its name in the caller's language. */
  label: string;
}

/**
 * The rows each text names: those whose code it is, else those with that name in either language (case and
 * surrounding spaces aside). None: not found; more than one: ambiguous (the import says which).
 */
export function byCodeOrName(rows: readonly CodedRow[], texts: readonly string[]) {
  const key = (s: string) => s.trim().toLowerCase();
  const answer = new Map<string, ImportChoice<unknown>[]>();
  for (const text of texts) {
    const wanted = key(text);
    const byCode = rows.filter((r) => key(r.code) === wanted);
    const found = byCode.length
      ? byCode
      : rows.filter((r) => [r.nameEn, r.nameAr].some((n) => n && key(n) === wanted));
    answer.set(
      text,
      found.map((r) => ({ value: r.id, label: `${r.label} (${r.code})`, names: [r.code] })),
    );
  }
  return answer;
}
