import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup, CodeSplittingNameFunction } from 'rolldown';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const backend = process.env.HR_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/connect', '/.well-known', '/swagger', '/health', '/metrics'];

/**
 * The login page and the account layout, with what they import beyond the first load (icons, the tenant box,
 * a few contracts: their dependencies come with them), make one chunk of their own, ahead of the groups below:
 * the login page does not carry the shell's libraries, contracts and components with it (its budget is 250 kB).
 * A shell page that imports one of those modules (an icon) loads this chunk too.
 */
const loginPage =
  /apps[\\/]web[\\/]src[\\/](modules[\\/]identity[\\/]pages[\\/]login[\\/]|app[\\/]layouts[\\/]AccountLayout\.tsx$)/;

const nodeModule = (packages: string) => new RegExp(`node_modules[\\\\/](${packages})[\\\\/]`);
/** antd and what it is made of (rc-components, CSS-in-JS, colours, dayjs for its pickers). */
const antdFamily = nodeModule(
  'antd|@rc-component|@ant-design[\\\\/](?!icons)[^\\\\/]+|rc-[\\w-]+|@emotion[\\\\/][^\\\\/]+|stylis|dayjs|@babel[\\\\/]runtime',
);
/**
 * antd's components for data (tables, forms, inputs, pickers, trees, tabs, uploads) and the libraries under
 * them: the lists and forms need them, the shell and the home page do not (about half of antd).
 */
const antdDataParts =
  'table|form|input|input-number|select|auto-complete|date-picker|time-picker|calendar|picker|tree|tree-select|' +
  'cascader|transfer|upload|pagination|tabs|segmented|checkbox|radio|switch|slider|rate|color-picker|mentions|' +
  'descriptions|list|typography|progress|steps|timeline|statistic|collapse|image|virtual-list|textarea|' +
  'async-validator|mini-decimal|field-form';
const antdData = new RegExp(
  `node_modules[\\\\/](antd[\\\\/]es[\\\\/](${antdDataParts})|@rc-component[\\\\/](${antdDataParts})|dayjs)[\\\\/]`,
);
/**
 * dayjs's texts of a language (Arabic): an Arabic session's start loads them before the first render (i18n.ts),
 * in a file of their own. In `antd-data` (with dayjs) they made every Arabic first visit, the login page's
 * too, fetch and run that chunk (142 kB) before anything showed.
 */
const dayjsLocale = /node_modules[\\/]dayjs[\\/](esm[\\/])?locale[\\/]/;
const iconsFamily = nodeModule('@ant-design[\\\\/](icons|icons-svg)');
/** The dashboards' charts and the calendars: heavy, for a few pages, each in its own chunk. */
const chartsFamily = nodeModule(
  'recharts|d3-[\\w-]+|victory-vendor|@reduxjs[\\\\/]toolkit|redux|redux-thunk|reselect|immer|react-redux|es-toolkit|decimal\\.js-light|eventemitter3|tiny-invariant|internmap|clsx',
);
const calendarFamily = nodeModule(
  '@fullcalendar[\\\\/][^\\\\/]+|@full-ui[\\\\/][^\\\\/]+|preact|temporal-polyfill',
);

const contractNames =
  /packages[\\/]contracts[\\/]src[\\/]([\w-]+[\\/][\w.-]+\.(errors|permissions)|platform[\\/](errors\.contract|permissions))\.ts$/;

/**
 * A module loaded with `import()` (a page, a layout, a lazy part of a page) keeps its own chunk, with what it
 * alone uses: grouping it would load it, and whatever heavy library it brings, with every page of its group.
 */
const notLazy =
  (name: (id: string) => string | null): CodeSplittingNameFunction =>
  (id, ctx) =>
    ctx.getModuleInfo(id)?.dynamicImporters.length ? null : name(id);

/**
 * Everything past the first load, in a few files rather than the hundred small chunks automatic splitting made
 * (a first visit fetched 107 to 147 files): each library family, each module's contracts and API clients, the
 * contracts' names and error texts, the shell's shared code (app/ and components/) in one chunk each, a
 * language's texts in two (app/i18n.ts); a page is its own
 * chunk with what only it uses. The names stay, so a release that changes one module changes that module's
 * chunk and its pages', and the libraries' chunks stay in the browser's cache.
 */
const routeGroups: CodeSplittingGroup[] = [
  { name: 'login', test: loginPage, priority: 12 },
  { name: 'antd', test: (id) => antdFamily.test(id) && !antdData.test(id), priority: 11 },
  { name: 'antd-data', test: (id) => antdFamily.test(id) && !dayjsLocale.test(id), priority: 9 },
  { name: 'icons', test: iconsFamily, priority: 10 },
  { name: 'charts', test: chartsFamily, priority: 8 },
  { name: 'calendar', test: calendarFamily, priority: 8 },
  // The contracts' names and texts (permission names, error codes and texts): the shell's menu and the error
  // texts read these, without any endpoint's schemas.
  { name: 'contracts-names', test: contractNames, priority: 8 },
  // Each module's contracts (its schemas and endpoints) and its web API clients (a few hundred bytes each) in a
  // file of its own, the platform's in `contracts`: a page builds the schemas of its module and of those it
  // imports, not every module's (all in one file, they took about as long to run as the rest of the first
  // visit's code; the API clients in one file imported every module's).
  {
    name: notLazy((id) => {
      const folder =
        /(packages[\\/]contracts[\\/]src|apps[\\/]web[\\/]src[\\/]modules)[\\/]([\w-]+)[\\/]/.exec(id)?.[2];
      return folder && folder !== 'platform' ? `contracts-${folder}` : 'contracts';
    }),
    debugName: 'contracts',
    test: /packages[\\/]contracts[\\/]src[\\/]|apps[\\/]web[\\/]src[\\/]modules[\\/].*\.api\.ts$/,
    priority: 7,
  },
  {
    name: notLazy(() => 'components'),
    debugName: 'components',
    test: /apps[\\/]web[\\/]src[\\/]components[\\/]/,
    priority: 5,
  },
  {
    name: notLazy(() => 'app'),
    debugName: 'app',
    test: /apps[\\/]web[\\/]src[\\/](app[\\/]|modules[\\/][\w-]+[\\/]menu\.ts$)/,
    priority: 4,
  },
];

/**
 * React Router's production build: its package's exports name only `dist/development` (remix-run/react-router
 * issues 14102, 14753), whose dev warnings (`ENABLE_DEV_WARNINGS`) then run on every navigation of a release.
 */
const routerFiles = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerFiles, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerFiles, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? productionRouter : [] },
  plugins: [
    react(),
    // name.br and name.gz beside every text file (brotli at quality 11, gzip at level 9: slow once at
    // build, small at every load); the server sends them as they are (platform/http/web-serving.ts).
    // From 256 bytes: the locale chunks of 0.5 to 1 kB, a dozen on every first load, still halve.
    compression({
      include: /\.(js|mjs|css|html|svg|json)$/,
      threshold: 256,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      preserveEntrySignatures: false,
      treeshake: {
        moduleSideEffects: [
          // Contracts only declare schemas, enums and registries: a module whose exports go unused is
          // dropped, so the first load carries only the contracts it reads (the rest come with pages).
          { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          // antd's rc-components are plain components but do not say so in package.json (antd does).
          { test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
        // Building a zod schema changes nothing else: an unused one is dropped.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs, in three files rather than forty: React and the router (they
            // change least), the libraries of the first load, the shell's own code. `$initial` takes
            // only modules the entry imports statically; those of lazy pages and layouts are split by
            // page as usual (antd's Table comes with the first list, not with the login page).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            // Not main.tsx: its top-level await (the set-up before the first render) must stay in a
            // chunk no other chunk imports, or a page loaded during that set-up would wait on it forever.
            {
              name: 'shell',
              test: /apps[\\/]web[\\/]src[\\/](?!main\.tsx$)/,
              tags: ['$initial'],
              priority: 10,
            },
            ...routeGroups,
          ],
        },
      },
    },
  },
}));
