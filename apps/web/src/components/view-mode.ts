/** The ways a list page can show its records; the page picks the ones it offers. */
export type ViewMode = 'table' | 'tree' | 'calendar';

/** The address parameter that keeps the choice (`?view=tree`), so a reload or a shared link keeps it. */
export const viewParam = 'view';

/** The view the address asks for, when the page offers it; else the page's first (default) view. */
export function readViewMode<M extends ViewMode>(params: URLSearchParams, modes: readonly [M, ...M[]]): M {
  const asked = params.get(viewParam);
  return modes.find((m) => m === asked) ?? modes[0];
}

/** The address parameters with the view set; the default view leaves the parameter out. */
export function withViewMode<M extends ViewMode>(
  params: URLSearchParams,
  mode: M,
  modes: readonly [M, ...M[]],
): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (mode === modes[0]) updated.delete(viewParam);
  else updated.set(viewParam, mode);
  return updated;
}
