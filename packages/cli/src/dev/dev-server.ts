import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ComponentType } from 'react';
import { extname, join, relative, resolve } from 'node:path';
import { siteOrigin } from '@atlas-docs/content';
import { matchRedirect } from '@atlas-docs/content/rules';
import type { SiteData } from '@atlas-docs/content/types';
import { DEV_CODE_CSS, type DevProblem } from '@atlas-docs/theme/dev/messages';
import { headersFile, parseHeadersFile } from '../csp.ts';
import { loadServerComponents, pluginCsp } from '../plugins/plugin-host.ts';
import { renderRedirect } from '../html.ts';
import { CONTENT_TYPES } from '../serve.ts';
import { pageDocument, pageFrame } from '../page-frame.ts';
import { SidebarFiles } from '../sidebar-files.ts';
import { REDIRECT_SCRIPT } from '../theme-script.ts';
import { classifyChange, type FileEvent } from './change-kind.ts';
import { devHead, devPolicy, errorDocument, withDevHead } from './dev-document.ts';
import { DevSearch, devSearchShell, DEV_SEARCH_PREFIX } from './dev-search.ts';
import { DevSite, type DevUpdate } from './dev-site.ts';
import { FirstAnswer } from './first-answer.ts';
import { listen } from './listen.ts';
import { problemLine } from './problems.ts';
import { DEV_BASE, startViteShell, type ViteShell } from './vite-dev.ts';
import { WatchBatches } from './watch-batches.ts';

export interface DevServerOptions {
  port: number;
  host: string;
  log: (message: string) => void;
}

export interface DevServer {
  url: string;
  close: () => Promise<void>;
}

/** How many pages the background render works on at once; fewer than a build, so requests stay quick. */
const BACKGROUND_CONCURRENCY = 2;
/** The background render starts after the first answer (`FirstAnswer`), or this long after start without one. */
const BACKGROUND_DELAY_MS = 1000;

const typeOf = (extension: string): string => CONTENT_TYPES[extension] ?? 'application/octet-stream';

/**
 * `atlas-docs dev`: serves a site folder at once, rendering each page when it is asked for and the rest in
 * the background; watches its sources and updates the open pages (their data, or the whole page when the
 * shell changed); shows every problem in the terminal and in an overlay, and never stops on one.
 */
export async function startDevServer(siteDir: string, options: DevServerOptions): Promise<DevServer> {
  const started = performance.now();
  const root = resolve(siteDir);
  const { log } = options;
  const http = createServer();
  const display = relative(process.cwd(), root) || '.';
  await listen(http, options.port, options.host, `atlas-docs dev ${display}`);
  // The port it got: `--port 0` asks for any free one.
  const port = (http.address() as AddressInfo).port;
  const url = `http://${options.host === '127.0.0.1' ? 'localhost' : options.host}:${port}/`;

  const search = new DevSearch(log);
  // Each page's tree as rendered goes to the search data: no page's HTML is parsed again for it.
  const site = new DevSite(root, search.pageTree);
  const stopped = new AbortController();
  // The answers of the site's own (not Vite's modules): the background work waits for the first.
  const firstAnswer = new FirstAnswer();
  // The sidebars' files of the pages served so far; a sidebar that changes gets a file of another name.
  const sidebars = new SidebarFiles();
  const nonce = randomBytes(16).toString('base64');
  const opened = site.open();
  // The browser's plugin modules come from the config as it is when they are asked for.
  const plugins = async () => {
    await opened;
    return { siteDir: root, plugins: site.plugins.plugins };
  };
  const shellStarted = startViteShell(http, plugins);
  // The server entry loads while the site opens and the first request is on its way.
  void shellStarted.then((shell) => shell.serverEntry()).catch(() => undefined);
  const ready = Promise.all([shellStarted, opened]).then(([vite]) => vite);
  let vite: ViteShell | null = null;

  // The dev server's events travel on Vite's WebSocket (their types: `DevEvents`).
  const hot = () => vite?.server.hot;
  let problems: DevProblem[] = [];
  const publishProblems = async (): Promise<void> => {
    const next = await site.problems();
    if (JSON.stringify(next) === JSON.stringify(problems)) return;
    const known = new Set(problems.map(problemLine));
    for (const problem of next) if (!known.has(problemLine(problem))) log(problemLine(problem));
    if (next.length === 0 && problems.length) log('no problems left');
    problems = next;
    hot()?.send('atlas:problems', { problems });
  };
  let codeClasses = 0;
  const publishCodeCss = (): void => {
    const count = site.session?.codeClassCount() ?? 0;
    if (count !== codeClasses) hot()?.send('atlas:code-css', { version: (codeClasses = count) });
  };

  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const shell = (vite ??= await ready);
      if (req.url?.startsWith(DEV_BASE)) {
        shell.server.middlewares(req, res, () => res.writeHead(404).end());
        return;
      }
      await firstAnswer.answer(() => answer(req, res, shell));
    })().catch((error: unknown) => {
      log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });

  /** The site data of pages in dev: search at paths that do not change as its data does. */
  const devSiteData = (): SiteData | null => {
    const session = site.session;
    return session ? { ...session.site, search: devSearchShell(session.config, session.site) } : null;
  };

  async function answer(req: IncomingMessage, res: ServerResponse, shellOfVite: ViteShell): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const session = site.session;
    const siteData = devSiteData();
    const entry = await shellOfVite.serverEntry();
    const frame =
      session && siteData
        ? pageFrame(session.config, siteData, { scripts: shellOfVite.scripts, preloads: [], styles: [] }, entry, {
            sidebars,
            csp: pluginCsp(site.plugins.plugins),
            components: await loadServerComponents<ComponentType>(root, site.plugins.plugins, (file) =>
              shellOfVite.server.ssrLoadModule(file),
            ),
          })
        : null;
    const headers = parseHeadersFile(headersFile(devPolicy(frame, nonce)));
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('cache-control', 'no-cache');
    const send = (status: number, type: string, body: string): void => {
      res.writeHead(status, { 'content-type': type }).end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!session || !frame) {
      send(500, typeOf('.html'), errorDocument(shellOfVite.scripts, nonce));
      return;
    }
    if (path === DEV_CODE_CSS) {
      send(200, typeOf('.css'), await session.codeCss());
      return;
    }
    if (path.startsWith(DEV_SEARCH_PREFIX) || path.startsWith('/assets/search-')) {
      const json = await search.file(path);
      if (json !== null) {
        send(200, typeOf('.json'), json);
        return;
      }
    }
    const sidebar = sidebars.jsonAt(path);
    if (sidebar !== undefined) {
      send(200, typeOf('.json'), sidebar);
      return;
    }
    if (path.startsWith('/_data/')) {
      const route = path
        .slice('/_data'.length)
        .replace(/\.json$/, '')
        .replace(/(^|\/)index$/, '/');
      const found = await site.page(route);
      if (found?.status === 200) send(200, typeOf('.json'), JSON.stringify(sidebars.shellPage(found.page)));
      else send(404, typeOf('.json'), 'null');
      return;
    }
    const generated = await site.generatedFile(path, siteOrigin(session.config));
    if (generated !== null) {
      send(200, typeOf(extname(path)), generated);
      return;
    }
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape matches no file; the page lookup answers with the 404.
    }
    if (session.isPublicFile(decoded)) {
      res.writeHead(200, { 'content-type': typeOf(extname(decoded)) });
      if (req.method === 'HEAD') res.end();
      else createReadStream(join(session.publicDir, decoded)).pipe(res);
      return;
    }
    const redirect = session.pageAt(path) ? null : matchRedirect(session.redirects, path);
    if (redirect) {
      send(200, typeOf('.html'), renderRedirect(redirect.to, REDIRECT_SCRIPT));
      return;
    }
    const found = await site.page(path);
    if (!found) {
      send(500, typeOf('.html'), errorDocument(shellOfVite.scripts, nonce));
      return;
    }
    const head = devHead(await shellOfVite.styles(), nonce, session.codeClassCount());
    const html = withDevHead(pageDocument(found.page, frame, entry), head);
    send(found.status, typeOf('.html'), html);
    publishCodeCss();
  }

  const applyBatch = async (batch: ReadonlyMap<string, FileEvent>): Promise<void> => {
    const t = performance.now();
    const changes = [...batch].flatMap(([file, event]) => {
      const change = classifyChange(site.watched(), event, file);
      return change ? [{ file, change }] : [];
    });
    if (!changes.length) return;
    const updates: DevUpdate[] = [];
    for (const { change } of changes) updates.push(await site.apply(change));
    // Other plugins, other browser modules: the pages load again with the new ones.
    const configChanged = changes.some(({ change }) => change.kind === 'config');
    const pluginModulesChanged = configChanged && (await vite?.pluginModulesChanged()) === true;
    const reload = pluginModulesChanged || updates.some((u) => u.reload);
    const paths = updates.flatMap((u) => (u.reload ? [] : u.pages === 'all' ? ['*'] : u.pages));
    if (reload) vite?.server.hot.send({ type: 'full-reload', path: '*' });
    else if (paths.length) hot()?.send('atlas:pages', { paths: paths.includes('*') ? 'all' : [...new Set(paths)] });
    const what = changes.map(({ file }) => relative(root, file)).join(', ');
    const how = reload
      ? 'reloaded the pages'
      : paths.includes('*')
        ? 'updated every page'
        : `updated ${paths.join(', ') || 'nothing'}`;
    log(`${what}: ${how} in ${(performance.now() - t).toFixed(0)} ms`);
    publishCodeCss();
    await publishProblems();
    search.schedule(() => site.session);
  };
  // Changes are applied one batch at a time, in order, so that the state is always one of the sources'.
  const batches = new WatchBatches(applyBatch, (error: unknown) => log(`error: ${String(error)}`));

  vite = await ready;
  for (const event of ['add', 'change', 'unlink'] as const)
    vite.server.watcher.on(event, (file: string) => batches.add(event, file));
  vite.server.hot.on('atlas:hello', (_data: unknown, client: { send: (event: string, payload: unknown) => void }) =>
    client.send('atlas:problems', { problems }),
  );
  log(`serving ${display} on ${url} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

  // Once the first answer is out (a reader, or a tool reading the site's markdown): the watcher, and every page
  // rendered in the background (the link check and search need them all).
  void (async () => {
    await firstAnswer.settled(BACKGROUND_DELAY_MS);
    // Watching a large folder starts with a walk of it, which would hold the first page back too.
    vite?.server.watcher.add(root);
    const t = performance.now();
    const session = site.session;
    if (session) {
      await session.renderAll(BACKGROUND_CONCURRENCY, stopped.signal);
      if (stopped.signal.aborted) return;
      log(`rendered all ${session.sourcePages().length} pages in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      await publishProblems();
      await search.build(session);
      publishCodeCss();
    } else await publishProblems();
  })().catch((error: unknown) => log(`error: ${String(error)}`));

  return {
    url,
    close: async () => {
      stopped.abort();
      batches.close();
      await vite?.server.close();
      await search.close();
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}
