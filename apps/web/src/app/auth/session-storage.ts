/** The remember-me choice of the login page: localStorage `remember_me`, as the spec names it. */
const rememberKey = 'remember_me';

export const rememberMe = {
  get: (): boolean => typeof localStorage !== 'undefined' && localStorage.getItem(rememberKey) === 'true',
  set: (value: boolean): void => localStorage.setItem(rememberKey, String(value)),
};

/**
 * Where the session's tokens live: localStorage when the user asked to be remembered (they survive the
 * browser), sessionStorage otherwise (gone with the tab). Chosen at each access, so that the login page's
 * choice applies to the tokens stored right after it.
 */
export const tokenStorage: Storage = {
  get length() {
    return current().length;
  },
  clear: () => {
    localStorage.clear();
    sessionStorage.clear();
  },
  getItem: (key) => current().getItem(key),
  key: (index) => current().key(index),
  removeItem: (key) => {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  },
  setItem: (key, value) => {
    (rememberMe.get() ? sessionStorage : localStorage).removeItem(key);
    current().setItem(key, value);
  },
};

function current(): Storage {
  return rememberMe.get() ? localStorage : sessionStorage;
}
