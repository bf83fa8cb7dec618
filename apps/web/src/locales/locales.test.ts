import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCatalog } from '@hr/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The en and ar resources say the same things: the same keys in every namespace, every plural form each
 * language needs, the same {{variables}}, nothing empty; and every key the code names literally exists.
 * Plurals follow i18next's suffixes by the language's CLDR categories (Intl.PluralRules): en needs
 * `_one` and `_other`, ar all six (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`), since a count can
 * be any number and a missing form would show the English text. `_zero` is allowed in every language:
 * i18next looks it up first for a count of 0.
 */

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = join(localesDir, '..');
const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];
type Resource = Record<string, unknown>;

const namespaces = readdirSync(join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

function load(language: Language, namespace: string): Resource {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Resource;
}

const resources = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.fromEntries(namespaces.map((ns) => [ns, load(language, ns)])),
  ]),
) as Record<Language, Record<string, Resource>>;

const allCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const requiredForms = (language: Language) =>
  new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]);
const allowedForms = (language: Language) => new Set([...requiredForms(language), 'zero']);
const pluralSuffix = new RegExp(`_(${allCategories.join('|')})$`);

/** A resource's keys as "messages": a plain key, or a plural family (its base and the forms it has). */
function messages(resource: Resource): Map<string, { forms: string[]; texts: string[] }> {
  const out = new Map<string, { forms: string[]; texts: string[] }>();
  for (const [key, value] of Object.entries(resource)) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const entry = out.get(base) ?? { forms: [], texts: [] };
    if (match?.[1]) entry.forms.push(match[1]);
    entry.texts.push(typeof value === 'string' ? value : '');
    out.set(base, entry);
  }
  return out;
}

const variables = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] as string));
const union = (texts: string[]) => new Set(texts.flatMap((t) => [...variables(t)]));
const sorted = (s: Iterable<string>) => [...s].sort();

describe('the en and ar resources', () => {
  it('have the same namespaces', () => {
    expect(readdirSync(join(localesDir, 'ar')).sort()).toEqual(readdirSync(join(localesDir, 'en')).sort());
  });

  it.each(namespaces)('%s: hold only non-empty texts, flat', (ns) => {
    const problems: string[] = [];
    for (const language of languages)
      for (const [key, value] of Object.entries(resources[language][ns] ?? {}))
        if (typeof value !== 'string' || value.trim() === '') problems.push(`${language}/${ns}.json ${key}`);
    expect(problems).toEqual([]);
  });

  it.each(namespaces)('%s: say the same messages, each plural with the forms its language needs', (ns) => {
    const en = messages(resources.en[ns] ?? {});
    const ar = messages(resources.ar[ns] ?? {});
    const problems: string[] = [];
    for (const key of en.keys()) if (!ar.has(key)) problems.push(`${key}: missing in ar`);
    for (const key of ar.keys()) if (!en.has(key)) problems.push(`${key}: missing in en`);
    for (const [language, all] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      for (const [key, { forms }] of all) {
        const other = (language === 'en' ? ar : en).get(key);
        const plural = forms.length > 0 || (other?.forms.length ?? 0) > 0;
        if (!plural) continue;
        if (forms.length !== all.get(key)?.texts.length)
          problems.push(`${key}: ${language} has both a plain key and plural forms`);
        for (const form of requiredForms(language))
          if (!forms.includes(form)) problems.push(`${key}_${form}: missing in ${language}`);
        for (const form of forms)
          if (!allowedForms(language).has(form))
            problems.push(`${key}_${form}: ${language} has no such plural category`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(namespaces)('%s: use the same {{variables}} in both languages', (ns) => {
    const en = messages(resources.en[ns] ?? {});
    const ar = messages(resources.ar[ns] ?? {});
    const problems: string[] = [];
    for (const [key, enMessage] of en) {
      const arMessage = ar.get(key);
      if (!arMessage) continue;
      const enVars = union(enMessage.texts);
      // A plural form may spell its number out ("إشعار واحد"): only the family as a whole must name them.
      if (sorted(union(arMessage.texts)).join() !== sorted(enVars).join())
        problems.push(`${key}: en {${sorted(enVars)}} ar {${sorted(union(arMessage.texts))}}`);
      for (const text of [...enMessage.texts, ...arMessage.texts])
        for (const v of variables(text))
          if (!enVars.has(v)) problems.push(`${key}: {{${v}}} is not a variable of the message`);
      if (enMessage.forms.length === 0)
        for (const text of arMessage.texts)
          if (sorted(variables(text)).join() !== sorted(enVars).join())
            problems.push(`${key}: ar "${text}" does not use {${sorted(enVars)}}`);
    }
    expect(problems).toEqual([]);
  });
});

// ---- Every key named in the code exists ----

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The first argument of a call whose opening parenthesis ends at `start`, as written. */
function firstArgument(source: string, start: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < source.length; i++) {
    const c = source[i] as string;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return source.slice(start, i);
      depth--;
    } else if (c === ',' && depth === 0) return source.slice(start, i);
  }
  return source.slice(start);
}

const stringLiterals = (expression: string) =>
  [...expression.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? m[2]) as string);

/** `cond ? 'A' : 'B'` gives its branches (the condition's literals are no keys); anything else itself. */
function keyExpression(expression: string): string {
  let quote: string | undefined;
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i] as string;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '?') {
      if (expression[i + 1] === '?' || expression[i + 1] === '.') i++;
      else return expression.slice(i + 1);
    }
  }
  return expression;
}

/** The string values of `const name ... = { a: 'Key', ... }` in the file (a table of keys passed to t). */
function keyTable(source: string, name: string): string[] {
  const start = new RegExp(`const ${name}\\b[^=]*=\\s*\\{`).exec(source);
  if (!start) return [];
  const body = firstArgument(source, start.index + start[0].length);
  return [...body.matchAll(/:\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1] as string);
}

const pluralForms = allCategories.map((c) => `_${c}`);
function exists(namespace: string, key: string): boolean {
  if (namespace === 'errors') return key in errorCatalog;
  const resource = resources.en[namespace];
  return !!resource && (key in resource || pluralForms.some((suffix) => `${key}${suffix}` in resource));
}
const prefixExists = (namespace: string, prefix: string) =>
  namespace === 'errors'
    ? Object.keys(errorCatalog).some((k) => k.startsWith(prefix))
    : Object.keys(resources.en[namespace] ?? {}).some((k) => k.startsWith(prefix));

describe('the keys the code names', () => {
  const files = sourceFiles(srcDir);

  it('finds the code', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('exist in en: t() literals, tables of keys passed to t(), menu labels', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const where = relative(srcDir, file);
      // The namespaces of the file's t functions; a key not in them is looked up in common (fallbackNS).
      // A file with no useTranslation is handed its t (format-age.ts): the key must be in some namespace.
      const fileNamespaces = new Set(['common']);
      const declared = [...source.matchAll(/useTranslation\(\s*(?:'([\w-]+)')?\s*\)/g)];
      for (const m of declared) fileNamespaces.add(m[1] ?? 'common');
      if (declared.length === 0) for (const ns of namespaces) fileNamespaces.add(ns);
      const check = (literal: string, dynamic = false) => {
        const [ns, key] = literal.includes('::')
          ? (literal.split('::', 2) as [string, string])
          : [undefined, literal];
        const candidates = ns ? [ns] : [...fileNamespaces];
        checked++;
        const found = candidates.some((n) => (dynamic ? prefixExists(n, key) : exists(n, key)));
        if (!found) missing.push(`${where}: ${dynamic ? `${literal}…` : literal}`);
      };
      for (const call of source.matchAll(/(?<![\w$])(?:i18n\.|i18next\.)?t\(/g)) {
        const argument = firstArgument(source, (call.index ?? 0) + call[0].length).trim();
        const template = /^`([^`$]*)\$\{/.exec(argument);
        if (template) {
          if (template[1]) check(template[1], true);
          continue;
        }
        if (/^`[^`$]*`$/.test(argument)) {
          check(argument.slice(1, -1));
          continue;
        }
        const table = /^(\w+)\[/.exec(argument);
        if (table?.[1]) {
          for (const key of keyTable(source, table[1])) check(key);
          continue;
        }
        for (const literal of stringLiterals(keyExpression(argument))) check(literal);
      }
    }
    // The menu's labels (AppMenu, AppBreadcrumb): the shell's groups in the menu namespace, a module's
    // nodes (its menu.ts) in the namespace they name, `ns::Key`.
    const menuFiles = [
      'app/menu/menu-tree.ts',
      ...readdirSync(join(srcDir, 'modules'))
        .map((m) => `modules/${m}/menu.ts`)
        .filter((f) => files.includes(join(srcDir, f))),
    ];
    expect(menuFiles.length).toBeGreaterThan(10);
    for (const file of menuFiles) {
      for (const m of readFileSync(join(srcDir, file), 'utf8').matchAll(/\blabel:\s*'([^']+)'/g)) {
        const [ns, key] = (m[1] as string).includes('::')
          ? ((m[1] as string).split('::', 2) as [string, string])
          : ['menu', m[1] as string];
        checked++;
        if (!exists(ns, key)) missing.push(`${file}: ${ns}::${key}`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});
