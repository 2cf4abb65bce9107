import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError } from '@atlas-docs/content';
import { buildSite } from './build.ts';
import { parseHeadersFile } from './csp.ts';
import { FolderNotEmptyError, initSite } from './init.ts';
import { PACKAGES_DIR, needsBuild } from './freshness.ts';
import { serveStatic } from './serve.ts';
import { PortInUseError } from './dev/listen.ts';
import { FRAMEWORKS, ImportError, importSite, type ImportResult } from './import/import-site.ts';

const isFramework = (name: string | undefined): name is (typeof FRAMEWORKS)[number] =>
  FRAMEWORKS.some((framework) => framework === name);

/** What an import did, for the terminal: the file written, from what, and what it left out. */
export function importReport({ file, from, pages, standIns, notCarried }: ImportResult): string {
  const lines = [`wrote ${file} from ${from ?? 'the folder alone (no framework config)'}; ${pages} pages`];
  if (standIns.length > 0) lines.push(`not installed here, so not run: ${standIns.join(', ')}`);
  if (notCarried.length > 0) lines.push('not carried over:', ...notCarried.map((line) => `  - ${line}`));
  return lines.join('\n');
}

const USAGE = `Usage:
  atlas-docs init [<site-folder>]
  atlas-docs build [<site-folder>] [--out dist]
  atlas-docs serve [<site-folder>] [--out dist] [--port 4173] [--build-if-needed]
  atlas-docs dev [<site-folder>] [--port 5173]
  atlas-docs import vitepress|vuepress [<folder>] [--force]

The site folder is the one holding site.config.ts; default: this one.
serve answers on http://localhost:PORT (PORT from --port, the PORT variable, or 4173).
dev serves the site as its sources change, with each edit in the open page (PORT default 5173).
init makes a site folder (default: this one) with a config, a home page and two doc pages.
import writes site.config.ts into a VitePress or VuePress folder (the one holding .vitepress or .vuepress)
from the framework's config, and names what it could not carry over.`;

export async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'build-if-needed': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, siteDir = '.'] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const log = (message: string): void => console.log(message);
  try {
    if (command === 'init') {
      const written = await initSite(siteDir);
      log(`made a site in ${resolve(siteDir)}: ${written.join(', ')}`);
      log(`next: npx atlas-docs dev${siteDir === '.' ? '' : ` ${siteDir}`}   (a live preview)`);
      return 0;
    }
    if (command === 'import') {
      const [, framework, folder = '.'] = positionals;
      if (!isFramework(framework)) {
        console.error(`import needs the framework the folder was written for: ${FRAMEWORKS.join(' or ')}.\n${USAGE}`);
        return 1;
      }
      const result = await importSite(framework, folder, { force: values.force });
      log(importReport(result));
      log(`next: npx atlas-docs dev${folder === '.' ? '' : ` ${folder}`}   (a live preview)`);
      return 0;
    }
    if (command === 'build') {
      await buildSite(siteDir, { outDir: values.out, log });
      return 0;
    }
    if (command === 'serve') {
      if (values['build-if-needed'] && (await needsBuild(resolve(values.out), [resolve(siteDir), PACKAGES_DIR]))) {
        await buildSite(siteDir, { outDir: values.out, log });
      }
      const port = Number(values.port ?? process.env.PORT ?? 4173);
      // The headers a static host would send (the content security policy among them) apply here too.
      const headersText = await readFile(join(values.out, '_headers'), 'utf8').catch(() => '');
      await serveStatic(values.out, { port, host: values.host, headers: parseHeadersFile(headersText) });
      console.log(`Serving ${values.out} on http://localhost:${port}/`);
      return new Promise<number>(() => {});
    }
    if (command === 'dev') {
      const port = Number(values.port ?? process.env.PORT ?? 5173);
      // Loaded only for dev: Vite's dev server and the watcher are of no use to a build.
      // Ctrl+C from the first moment on: a stop during start-up waits for the start, then closes cleanly.
      const stopRequested = new Promise<void>((stop) => {
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      const { startDevServer } = await import('./dev/dev-server.ts');
      const server = await startDevServer(siteDir, { port, host: values.host, log });
      await stopRequested;
      log('stopping');
      await server.close();
      return 0;
    }
  } catch (error) {
    if (error instanceof PortInUseError || error instanceof FolderNotEmptyError || error instanceof ImportError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof ContentError) {
      console.error(`Build failed:\n${error.message}`);
      return 1;
    }
    throw error;
  }
  console.error(`Unknown command '${command}'.\n${USAGE}`);
  return 1;
}
