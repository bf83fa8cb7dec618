import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const backend = process.env.HR_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/connect', '/.well-known', '/swagger', '/health', '/metrics'];

export default defineConfig({
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
          ],
        },
      },
    },
  },
});
