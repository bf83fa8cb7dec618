/** One choice of a select that searches the server. */
export interface SearchOption {
  value: string;
  label: string;
}

/** One answer of a search: its options and, when the server pages, how many match in all. */
export interface SearchPage {
  options: SearchOption[];
  /** Absent: the answer is everything there is (no further pages). */
  totalCount?: number;
}

/**
 * The options to show, first occurrence winning: those added on the page (a record just created), the
 * current value's (it may not be in the loaded pages), then the pages in order.
 */
export function mergeOptions(
  extra: readonly SearchOption[] | undefined,
  selected: SearchOption | null | undefined,
  pages: readonly SearchPage[] | undefined,
): SearchOption[] {
  const seen = new Set<string>();
  const merged: SearchOption[] = [];
  for (const option of [
    ...(extra ?? []),
    ...(selected ? [selected] : []),
    ...(pages ?? []).flatMap((p) => p.options),
  ]) {
    if (seen.has(option.value)) continue;
    seen.add(option.value);
    merged.push(option);
  }
  return merged;
}

/** Where the next page starts, or undefined when the pages already hold every match. */
export function nextSkipCount(pages: readonly SearchPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.totalCount === undefined || last.options.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.options.length, 0);
  return loaded < last.totalCount ? loaded : undefined;
}

/** Whether a scrolled list is close enough to its end to load the next page. */
export function isNearEnd(
  list: { scrollTop: number; clientHeight: number; scrollHeight: number },
  margin = 32,
): boolean {
  return list.scrollTop + list.clientHeight >= list.scrollHeight - margin;
}
