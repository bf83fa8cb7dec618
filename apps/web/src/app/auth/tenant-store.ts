/** The tenant the user picked on the login page: localStorage `__tenant`, sent as the `__tenant` header. */
export interface StoredTenant {
  id: string;
  name: string;
}

const key = '__tenant';

function read(): StoredTenant | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTenant>;
    return typeof value.id === 'string' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

export const tenantStore = {
  get: read,
  set(tenant: StoredTenant | null): void {
    if (tenant) localStorage.setItem(key, JSON.stringify(tenant));
    else localStorage.removeItem(key);
  },
};
