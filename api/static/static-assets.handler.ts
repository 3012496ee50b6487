import type { ServerResponse } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Hashed build output: a changed file gets a new name, so browsers may keep these for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isHashedAsset = (file: string) => file.includes(`${path.sep}assets${path.sep}`);

/** A page path the build may have written its own copy of the shell for (web/plugins/route-preload.plugin.mts). */
const PAGE_PATH = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]*$/;
const pageShellOf = (pagePath: string, variant?: string) =>
  `/pages${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}${variant ? `.${variant}` : ''}.html`;
/** A `?note=` a sign-in form's plain post sends its page back with; the build prerendered the page with each. */
const NOTE = /^[a-z-]{1,40}$/;
const noteOf = (req: Request) => (typeof req.query.note === 'string' && NOTE.test(req.query.note) ? req.query.note : undefined);

/** The variant of the page's first screen the portal's state calls for now (`waiting-list`), if any. */
export type PageStateVariant = () => Promise<string | undefined>;

/**
 * The page paths the build wrote a state variant for (`pages/submit.waiting-list.html` → '/submit'): only those ask
 * the portal's state, so other pages cost no lookup. Notes (`.note-…`) are chosen by the address, not the state.
 */
function pagesWithStateVariants(rootPath: string): Set<string> {
  const pages = path.join(rootPath, 'pages');
  if (!existsSync(pages)) return new Set();
  const files = readdirSync(pages, { recursive: true, encoding: 'utf8' });
  const variants = files.map((file) => /^(.+?)\.(?!note-)[a-z-]+\.html$/.exec(file.split(path.sep).join('/'))).filter((m) => m !== null);
  return new Set(variants.map(([, page]) => (page === 'index' ? '/' : `/${page}`)));
}

/**
 * The web build's files, brotli or gzip twins chosen by Accept-Encoding (written at build time by
 * web/plugins/precompress.plugin.mts), then the shell for any other page path so the client router takes over: the
 * page's own copy that preloads its chunks when the build wrote one (first its copy for a `?note=`, or for the portal's
 * state, such as paused submissions), else index.html.
 * Unknown /assets/ paths stay 404: an HTML answer cached as an immutable script would break the page for a year.
 */
export function staticAssetsHandler(rootPath: string, stateVariant: PageStateVariant = async () => undefined): RequestHandler {
  const serveFrom = (options: { validators: boolean }) =>
    expressStaticGzip(rootPath, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        etag: options.validators,
        lastModified: options.validators,
        acceptRanges: options.validators,
        setHeaders: (res: ServerResponse, file: string) => {
          res.setHeader('Cache-Control', isHashedAsset(file) ? IMMUTABLE : 'no-cache');
        },
      },
    });
  const serve = serveFrom({ validators: true });
  const stateful = pagesWithStateVariants(rootPath);
  // A hashed file is never revalidated and never fetched in ranges: its ETag, Last-Modified and Accept-Ranges would
  // only add bytes to every script of a first visit.
  const serveHashed = serveFrom({ validators: false });
  const serveAs = (url: string, req: Request, res: Response, onMissing: (error?: unknown) => void) => {
    const originalUrl = req.url;
    req.url = url;
    serve(req, res, (error?: unknown) => {
      req.url = originalUrl;
      onMissing(error);
    });
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.path.startsWith('/assets/')) return serveHashed(req, res, next);
    serve(req, res, (error?: unknown) => {
      if (error) return next(error);
      const shell = (pageError?: unknown) => (pageError ? next(pageError) : serveAs('/index.html', req, res, next));
      const pageShell = (pageError?: unknown) => (pageError ? next(pageError) : serveAs(pageShellOf(req.path), req, res, shell));
      if (!PAGE_PATH.test(req.path)) return shell();
      const note = noteOf(req);
      if (note) return serveAs(pageShellOf(req.path, `note-${note}`), req, res, pageShell);
      if (!stateful.has(req.path.replace(/(.)\/$/, '$1'))) return pageShell();
      stateVariant().then(
        (variant) => (variant ? serveAs(pageShellOf(req.path, variant), req, res, pageShell) : pageShell()),
        // The page's own first screen is always right to send: the app corrects it once it reads the config.
        () => pageShell(),
      );
    });
  };
}
