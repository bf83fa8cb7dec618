/** What {@link runEach} did: the items whose work succeeded and those whose work threw, each in input order. */
export interface EachOutcome<T> {
  done: T[];
  failed: { item: T; error: unknown }[];
}

/**
 * Runs `work` on every item, at most `concurrency` at a time (a list's bulk action: 40 decisions go as a few
 * requests at once, not 40, and not one after the other). A failure does not stop the others; the outcome
 * says which succeeded and which failed, in the items' order whatever order they finished in.
 */
export async function runEach<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  concurrency = 4,
): Promise<EachOutcome<T>> {
  const results: ({ ok: true } | { ok: false; error: unknown })[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        await work(items[index] as T);
        results[index] = { ok: true };
      } catch (error) {
        results[index] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  const outcome: EachOutcome<T> = { done: [], failed: [] };
  items.forEach((item, i) => {
    const result = results[i];
    if (result?.ok) outcome.done.push(item);
    else outcome.failed.push({ item, error: result?.ok === false ? result.error : undefined });
  });
  return outcome;
}
