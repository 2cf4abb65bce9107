/**
 * The sizes a user of the package pays, gzip, beside their budgets (part of `npm run bench`):
 *
 * - each widget imported alone into a Vite app (its budget is for the JavaScript; the CSS, tokens included,
 *   is printed beside it): `import { Banner } from '@atlas-docs/widgets'` (the root
 *   entry, so the figure shows that `sideEffects` lets the bundler drop the other widgets) and its CSS
 *   files, built with the package's built dist/ and React left to the app, which has it anyway;
 * - the standalone widgets.js with widgets.css (React included): what a page loads up front, that is the
 *   entry and the chunks it imports statically, without the chunks loaded on demand (the elements that are
 *   not in the page, Mermaid); and, for the record, everything but Mermaid.
 *
 *   npx tsx packages/widgets/scripts/size.ts              a table; exit code 1 when over a budget
 *   npx tsx packages/widgets/scripts/size.ts --json       the same as JSON
 *   npx tsx packages/widgets/scripts/size.ts --out FILE   the table, and the JSON written to FILE (the bench's results)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { buildPackage, standaloneConfig } from './build.ts';
import { PACKAGE_DIR } from './vite-config.ts';

const KiB = 1024;

interface WidgetImport {
  /** What the app imports from the package's root entry, and the props it renders it with. */
  component: string;
  props: string;
  /** The CSS files of the package it imports (`@atlas-docs/widgets/css/<name>.css`). */
  css: string[];
  budget?: number;
  note?: string;
}

/** Each widget as an app uses it. */
export const WIDGETS: Record<string, WidgetImport> = {
  banner: { component: 'Banner', props: "{ text: 'Notice' }", css: ['tokens', 'banner'], budget: 3 * KiB },
  'cookie consent': {
    component: 'CookieConsent',
    props: '{}',
    css: ['tokens', 'cookie-consent'],
    budget: 3 * KiB,
  },
  help: {
    component: 'Help',
    props: "{ label: 'About', children: 'Text' }",
    css: ['tokens', 'help'],
    budget: 8 * KiB,
    note: 'with Floating UI',
  },
  legal: {
    component: 'Legal',
    props: "{ appname: 'ripe' }",
    css: ['tokens', 'legal'],
    budget: 25 * KiB,
    note: 'with the sanitiser (DOMPurify); Markdown loads on demand',
  },
  'roll-over': { component: 'Rollover', props: "{ label: 'Trigger', children: 'Panel' }", css: ['tokens', 'rollover'] },
  'pan-and-zoom': { component: 'PanZoom', props: '{}', css: ['tokens', 'pan-zoom'] },
  header: { component: 'Header', props: '{}', css: ['tokens', 'header'] },
  'side menu': { component: 'SideMenu', props: '{ items: [] }', css: ['tokens', 'side-menu'] },
  'application switcher': { component: 'AppSwitcher', props: '{}', css: ['tokens', 'app-switcher'] },
  'sign-in': { component: 'SignIn', props: '{}', css: ['tokens', 'sign-in'] },
  Mermaid: {
    component: 'MermaidDiagram',
    props: "{ source: 'graph LR; a-->b' }",
    css: ['tokens', 'pan-zoom', 'mermaid'],
    note: 'Mermaid itself loads on demand',
  },
};

export const STANDALONE_BUDGET = 75 * KiB;

export interface SizeLine {
  name: string;
  jsGzip: number;
  cssGzip: number;
  budget?: number;
  note?: string;
}

export interface SizeReport {
  widgets: SizeLine[];
  /** widgets.js and the chunks it imports statically, with widgets.css. */
  standalone: SizeLine;
  /** Every file of the standalone build but Mermaid's chunks, loaded or not. */
  standaloneAllButMermaid: SizeLine;
}

const gzip = (text: string | Uint8Array): number => gzipSync(text, { level: 9 }).length;
const isReact = (id: string): boolean => /^(react|react-dom|scheduler)(\/|$)/.test(id);

/** The app's sources for one widget, in a folder inside the workspace, so that the package resolves. */
async function writeApp(dir: string, widget: WidgetImport): Promise<string> {
  const entry = join(dir, 'main.js');
  await mkdir(dir, { recursive: true });
  await writeFile(
    entry,
    [
      ...widget.css.map((name) => `import '@atlas-docs/widgets/css/${name}.css';`),
      `import { ${widget.component} } from '@atlas-docs/widgets';`,
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      `createRoot(document.body).render(createElement(${widget.component}, ${widget.props}));`,
      '',
    ].join('\n'),
  );
  return entry;
}

/** Gzip sizes of the JavaScript and CSS of an app's build, React left out. */
async function appSize(entry: string): Promise<{ jsGzip: number; cssGzip: number }> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    root: PACKAGE_DIR,
    build: {
      write: false,
      target: 'es2022',
      cssCodeSplit: false,
      rolldownOptions: { input: entry, external: isReact },
    },
  });
  const [first] = Array.isArray(result) ? result : [result];
  if (!first || !('output' in first)) throw new Error('Vite returned no bundle.');
  const items: (Rollup.OutputChunk | Rollup.OutputAsset)[] = first.output;
  const entryChunk = items.find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!entryChunk) throw new Error('The app has no entry chunk.');
  const chunks = new Map(
    items.filter((item): item is Rollup.OutputChunk => item.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const jsGzip = staticClosure(entryChunk.fileName, (file) => chunks.get(file)?.imports ?? []).reduce(
    (sum, file) => sum + gzip(chunks.get(file)?.code ?? ''),
    0,
  );
  const cssGzip = items
    .filter((item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'))
    .reduce((sum, asset) => sum + gzip(asset.source), 0);
  return { jsGzip, cssGzip };
}

/** A file and the files it imports statically, directly or through others. */
function staticClosure(file: string, importsOf: (file: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (current: string): void => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of importsOf(current)) visit(imported);
  };
  visit(file);
  return [...seen];
}

/**
 * The standalone bundle as built (the same configuration as dist/): what loads up front, and every chunk
 * but Mermaid's, that is all a page can load without entering Mermaid's own entry chunk.
 */
async function standaloneSizes(): Promise<Pick<SizeReport, 'standalone' | 'standaloneAllButMermaid'>> {
  // Not written: the output is measured where it is.
  const config = standaloneConfig();
  const result = await build({ ...config, build: { ...config.build, write: false } });
  const [first] = Array.isArray(result) ? result : [result];
  if (!first || !('output' in first)) throw new Error('Vite returned no bundle.');
  const items: (Rollup.OutputChunk | Rollup.OutputAsset)[] = first.output;
  const chunks = new Map(
    items.filter((item): item is Rollup.OutputChunk => item.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const isMermaid = (file: string): boolean =>
    /[\\/]node_modules[\\/]mermaid[\\/]/.test(chunks.get(file)?.facadeModuleId ?? '');
  const upFront = staticClosure('widgets.js', (file) => chunks.get(file)?.imports ?? []);
  const withoutMermaid = staticClosure('widgets.js', (file) => {
    const chunk = chunks.get(file);
    return [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])].filter((next) => !isMermaid(next));
  });
  const sum = (files: readonly string[]) =>
    files.reduce((total, file) => total + gzip(chunks.get(file)?.code ?? ''), 0);
  const css = items.find(
    (item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName === 'widgets.css',
  );
  const cssGzip = css ? gzip(css.source) : 0;
  return {
    standalone: {
      name: 'widgets.js + widgets.css, up front (React 18.3 included)',
      jsGzip: sum(upFront),
      cssGzip,
      budget: STANDALONE_BUDGET,
      note: 'the other elements load as chunks when in the page; Mermaid when a diagram renders',
    },
    standaloneAllButMermaid: {
      name: 'widgets.js + every chunk but Mermaid’s',
      jsGzip: sum(withoutMermaid),
      cssGzip,
      note: `all a page can load but Mermaid (${chunks.size - withoutMermaid.length} chunks)`,
    },
  };
}

export async function measureSizes(): Promise<SizeReport> {
  await buildPackage();
  const appsDir = join(PACKAGE_DIR, '..', '..', '.out', 'widget-size-apps');
  await rm(appsDir, { recursive: true, force: true });
  const widgets: SizeLine[] = [];
  try {
    for (const [name, widget] of Object.entries(WIDGETS)) {
      const entry = await writeApp(join(appsDir, name.replace(/\W+/g, '-')), widget);
      widgets.push({
        name,
        ...(await appSize(entry)),
        ...(widget.budget ? { budget: widget.budget } : {}),
        ...(widget.note ? { note: widget.note } : {}),
      });
    }
  } finally {
    await rm(appsDir, { recursive: true, force: true });
  }
  return { widgets, ...(await standaloneSizes()) };
}

/**
 * The lines over their budget. A widget's budget is its JavaScript, as the budgets name what the code
 * carries ("help with positioning", "legal with the sanitiser"); its CSS is printed beside it. The
 * standalone bundle's budget covers widgets.js and widgets.css together.
 */
export const overBudget = (report: SizeReport): SizeLine[] =>
  [...report.widgets, report.standalone].filter(
    (line) => line.budget !== undefined && budgeted(line, report) > line.budget,
  );

const budgeted = (line: SizeLine, report: SizeReport): number =>
  line === report.standalone ? line.jsGzip + line.cssGzip : line.jsGzip;

const kib = (bytes: number): string => `${(bytes / KiB).toFixed(1)} KiB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await measureSizes();
  const out = process.argv[process.argv.indexOf('--out') + 1];
  if (process.argv.includes('--out') && out)
    await writeFile(out, `${JSON.stringify({ measured: new Date().toISOString(), ...report }, null, 2)}\n`);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const rows = [...report.widgets, report.standalone, report.standaloneAllButMermaid];
    const width = Math.max(...rows.map((row) => row.name.length));
    console.log('Each widget imported alone into a Vite app (React is the app’s), and the standalone bundle; gzip.');
    console.log('A widget’s budget is for its JS; the standalone bundle’s for JS and CSS. CSS includes the tokens.');
    console.log(`${'what'.padEnd(width)}    JS        CSS       total     budget`);
    for (const row of rows) {
      const total = row.jsGzip + row.cssGzip;
      const over = row.budget !== undefined && budgeted(row, report) > row.budget;
      const budget = row.budget === undefined ? '' : `${kib(row.budget)} ${over ? 'OVER' : 'ok'}`;
      const figures = [row.jsGzip, row.cssGzip, total].map((bytes) => kib(bytes).padStart(9)).join(' ');
      console.log(`${row.name.padEnd(width)} ${figures}  ${budget.padEnd(13)} ${row.note ?? ''}`);
    }
  }
  if (overBudget(report).length > 0) {
    console.error('Over budget.');
    process.exitCode = 1;
  }
}
