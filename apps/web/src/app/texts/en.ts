// The English texts of every other namespace: one file, loaded with the application layout (i18n.ts).
export const texts = import.meta.glob<Record<string, string>>(
  ['../../locales/en/*.json', '!../../locales/en/{common,account,identity,tenancy}.json'],
  { eager: true, import: 'default' },
);
export { errorCatalog } from './errors.ts';
