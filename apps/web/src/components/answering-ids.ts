// biome-ignore lint/suspicious/noExplicitAny: any body; the resource's own signature is kept below
type Update = (id: string, body: any) => Promise<{ id: string }>;

/**
 * The resource as its forms use it (salary rules, structures and categories, working schedules): the
 * spec's creates answer the new id as text, so the update answers the id too and a form's `onSaved` gets
 * an id either way (the dialog of a new rule selects it on a row).
 */
export function answeringIds<R extends { create: (body: never) => Promise<string>; update: Update }>(
  resource: R,
) {
  return {
    ...resource,
    update: async (id: string, body: Parameters<R['update']>[1]): Promise<string> =>
      (await resource.update(id, body)).id,
  };
}
