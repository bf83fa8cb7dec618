import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicAccess } from '../context.ts';

/**
 * Vite names every file under assets/ after its content hash: a name never changes content, so the
 * browser keeps it a year without asking again. Everything else (index.html above all, which names
 * the current hashes) is revalidated on each use, so that a new release shows at the next load.
 */
export const cacheControl = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

/** The `route` label in the metrics of the files under assets/, and of the web app's other files. */
export const assetsRoute = '/assets/*';
export const webFileRoute = '/*';

function headersFor(webDist: string) {
  return (res: SetHeadersResponse, file: string) => {
    // `file` is the variant sent (app.js.br): its original's name decides.
    const relative = path
      .relative(webDist, file.replace(/\.(br|gz)$/, ''))
      .split(path.sep)
      .join('/');
    res.setHeader(
      'cache-control',
      relative.startsWith('assets/') ? cacheControl.hashed : cacheControl.revalidate,
    );
    // Whether the body is compressed depends on Accept-Encoding: caches must key on it.
    res.setHeader('vary', 'Accept-Encoding');
  };
}

/**
 * Serves the built web app (apps/web/dist) at the root when it exists: each file at its path, public,
 * and, where the build left `name.br` / `name.gz` beside it (vite-plugin-compression2 does for text
 * files over 1 kB), that variant when the request's Accept-Encoding allows (brotli first, then
 * gzip), with Content-Encoding and Vary. Nothing is compressed per request. Returns whether there is
 * a web app; `sendWebIndex` then answers the history fallback.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  const options = {
    root: webDist,
    preCompressed: true,
    // Set by headersFor instead: send's own default is `public, max-age=0` for every file.
    cacheControl: false,
    setHeaders: headersFor(webDist),
  };
  // reply.sendFile for the history fallback, at the root; the file routes themselves are registered in
  // their own context, where they are declared public.
  await app.register(fastifyStatic, { ...options, serve: false });
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      // One metrics label for all hashed files (a route each, new ones with every build), one for the rest.
      const metricsRoute = route.url.startsWith('/assets/') ? assetsRoute : webFileRoute;
      route.config = { ...route.config, access: publicAccess, metricsRoute };
    });
    // The few files at the root (index.html, the icon): a route each.
    await web.register(fastifyStatic, {
      ...options,
      wildcard: false,
      index: false,
      decorateReply: false,
      // The variants are reached through their original's path, not by their own names.
      globIgnore: ['**/*.br', '**/*.gz', 'assets/**'],
    });
    // The hashed files under assets/ (hundreds, new ones with every build): one route that finds them on
    // disk, instead of two routes a file made at every start (about a second of its CPU, issue 45 item 3).
    await web.register(fastifyStatic, {
      ...options,
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      decorateReply: false,
      allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName),
    });
  });
  return true;
}

/** index.html for a client-side route (history fallback), compressed and revalidated like the file. */
export function sendWebIndex(reply: FastifyReply): FastifyReply {
  return reply.sendFile('index.html');
}
