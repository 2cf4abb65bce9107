import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { docPageMarkdown, homeMarkdown, siteConfigSource } from './corpus-page.ts';
import { planCorpus, type CorpusOptions } from './corpus-plan.ts';

export interface CorpusSummary {
  dir: string;
  /** Pages written, the home page included. */
  pages: number;
  sections: number;
  /** Every route of the corpus, in writing order. */
  routes: string[];
}

/** Written into every corpus folder, so that a second run may safely replace the folder. */
const MARKER = '.atlas-corpus';

async function clearCorpusDir(dir: string): Promise<void> {
  const entries = await readdir(dir).catch(() => null);
  if (!entries || entries.length === 0) return;
  const marked = await stat(join(dir, MARKER)).then(
    () => true,
    () => false,
  );
  if (!marked) throw new Error(`${dir} is not empty and is not a generated corpus; refusing to replace it.`);
  await rm(dir, { recursive: true, force: true });
}

/**
 * Writes a complete site folder of `pages` pages into `dir` (replacing an earlier corpus there):
 * `site.config.ts` and `content/` with the home page and the sections' doc pages. The same arguments
 * always give the same bytes. `options` pick the sidebar's shape and the prose (see {@link CorpusOptions}).
 */
export async function generateCorpus(dir: string, pages: number, options: CorpusOptions = {}): Promise<CorpusSummary> {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`A corpus needs at least one page, got ${pages}.`);
  await clearCorpusDir(dir);
  const plan = planCorpus(pages, options);
  const content = join(dir, 'content');
  await mkdir(content, { recursive: true });
  await writeFile(join(dir, MARKER), `${pages}\n`);
  await writeFile(join(dir, 'site.config.ts'), siteConfigSource(plan));
  await writeFile(join(content, 'index.md'), homeMarkdown(plan));
  const routes = ['/'];
  const folders = new Set<string>();
  for (const section of plan.sections) {
    for (const page of section.pages) {
      const file = join(content, page.file);
      const folder = dirname(file);
      if (!folders.has(folder)) {
        await mkdir(folder, { recursive: true });
        folders.add(folder);
      }
      await writeFile(file, docPageMarkdown(page, plan.prose));
      routes.push(page.route);
    }
  }
  return { dir, pages: routes.length, sections: plan.sections.length, routes };
}

/** `npx tsx bench/src/corpus.ts <dir> <pages> [--sidebar section|site] [--prose atlas|random]` */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { sidebar: { type: 'string', default: 'section' }, prose: { type: 'string', default: 'atlas' } },
  });
  const [dir, pages] = positionals;
  const sidebar = values.sidebar === 'site' || values.sidebar === 'section' ? values.sidebar : null;
  const prose = values.prose === 'random' || values.prose === 'atlas' ? values.prose : null;
  if (!dir || !pages || !sidebar || !prose) {
    console.error('Usage: npx tsx bench/src/corpus.ts <dir> <pages> [--sidebar section|site] [--prose atlas|random]');
    process.exit(1);
  }
  const summary = await generateCorpus(dir, Number(pages), { sidebar, prose });
  console.log(`wrote ${summary.pages} pages in ${summary.sections} sections into ${summary.dir}`);
}
