import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_PORT, SITE_PORT, WIDGETS_SITE_PORT } from './ports.ts';

/** The real site and the fixture site, as built and served by playwright.config.ts. */
export const SITE = {
  url: `http://127.0.0.1:${SITE_PORT}`,
  dir: fileURLToPath(new URL('../../dist', import.meta.url)),
};
export const FIXTURE = {
  url: `http://127.0.0.1:${FIXTURE_PORT}`,
  dir: fileURLToPath(new URL('../.out/fixture', import.meta.url)),
};

/** A small site with a notice banner, cookie consent, help pop-overs and a roll-over panel. */
export const WIDGETS_SITE = {
  url: `http://127.0.0.1:${WIDGETS_SITE_PORT}`,
  dir: fileURLToPath(new URL('../.out/widgets-site', import.meta.url)),
};

/** The route of a built HTML file: `docs/a.html` -> `/docs/a`, `docs/index.html` -> `/docs/`. */
export function routeOfHtml(file: string): string {
  const path = `/${file.replace(/\\/g, '/')}`.replace(/\.html$/, '');
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/** Which of a built site's routes are API resource pages (they hold the `api-resource` island). */
export async function apiResourcePages(dir: string, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    const file = join(dir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
    if ((await readFile(file, 'utf8')).includes('data-island="api-resource"')) found.push(route);
  }
  return found;
}

/** Every page of a built site (redirect pages excluded), as routes; 404 pages are included as files. */
export async function builtPages(dir: string): Promise<string[]> {
  const routes: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== '_data') await walk(path);
      } else if (entry.name.endsWith('.html')) {
        const html = await readFile(path, 'utf8');
        if (!html.includes('http-equiv="refresh"')) routes.push(routeOfHtml(relative(dir, path)));
      }
    }
  };
  await walk(dir);
  return routes.sort();
}
