import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError } from '@atlas-docs/content';
import { buildSite } from './build.ts';
import { serveStatic } from './serve.ts';

const USAGE = `Usage:
  atlas-docs build <site-folder> [--out dist]
  atlas-docs serve <site-folder> [--out dist] [--port 4173] [--build-if-needed]

serve answers on http://localhost:PORT (PORT from --port, the PORT variable, or 4173).`;

/** The newest modification time under the given folders, skipping build output and dependencies. */
async function newestChange(paths: string[]): Promise<number> {
  let newest = 0;
  const walk = async (path: string): Promise<void> => {
    const info = await stat(path).catch(() => null);
    if (!info) return;
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) return;
    for (const entry of await readdir(path)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      await walk(join(path, entry));
    }
  };
  for (const path of paths) await walk(path);
  return newest;
}

/** Whether the built site is missing or older than the site's sources or the packages that build it. */
async function needsBuild(siteDir: string, outDir: string): Promise<boolean> {
  const built = await stat(join(outDir, 'index.html')).catch(() => null);
  if (!built) return true;
  return (await newestChange([siteDir, resolve('packages')])) > built.mtimeMs;
}

export async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'build-if-needed': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, siteDir] = positionals;
  if (values.help || !command || !siteDir) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const log = (message: string): void => console.log(message);
  try {
    if (command === 'build') {
      await buildSite(siteDir, { outDir: values.out, log });
      return 0;
    }
    if (command === 'serve') {
      if (values['build-if-needed'] && (await needsBuild(resolve(siteDir), resolve(values.out)))) {
        await buildSite(siteDir, { outDir: values.out, log });
      }
      const port = Number(values.port ?? process.env.PORT ?? 4173);
      await serveStatic(values.out, { port, host: values.host });
      console.log(`Serving ${values.out} on http://localhost:${port}/`);
      return new Promise<number>(() => {});
    }
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`Build failed:\n${error.message}`);
      return 1;
    }
    throw error;
  }
  console.error(`Unknown command '${command}'.\n${USAGE}`);
  return 1;
}
