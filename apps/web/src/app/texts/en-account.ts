// The English texts of the account pages' namespaces (app/text-namespaces.ts): one file, the login page's.
export const texts = import.meta.glob<Record<string, string>>(
  '../../locales/en/{common,account,identity,tenancy}.json',
  { eager: true, import: 'default' },
);
