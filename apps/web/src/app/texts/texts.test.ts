import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountNamespaces } from '../text-namespaces.ts';
import * as ar from './ar.ts';
import * as arAccount from './ar-account.ts';
import * as en from './en.ts';
import * as enAccount from './en-account.ts';

const namespacesOf = (texts: Record<string, unknown>) =>
  Object.keys(texts)
    .map((path) => path.split('/').pop()?.replace('.json', ''))
    .sort();

const files = { en: { account: enAccount, application: en }, ar: { account: arAccount, application: ar } };

describe('the texts files of a language (two per language, i18n.ts)', () => {
  it('cover every language folder', () => {
    const folders = readdirSync(fileURLToPath(new URL('../../locales', import.meta.url)), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(files).sort()).toEqual(folders);
  });

  it.each(Object.entries(files))(
    '%s: the account pages get their namespaces, the application the others',
    (language, file) => {
      const all = readdirSync(fileURLToPath(new URL(`../../locales/${language}`, import.meta.url)))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace('.json', ''))
        .sort();
      expect(namespacesOf(file.account.texts)).toEqual([...accountNamespaces].sort());
      expect(namespacesOf(file.application.texts)).toEqual(
        all.filter((ns) => !accountNamespaces.includes(ns)),
      );
      expect(Object.keys(file.application.errorCatalog).length).toBeGreaterThan(100);
    },
  );
});
