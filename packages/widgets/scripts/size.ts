/**
 * Prints the gzip size of widgets.js (React bundled in) and of each widget's React entry with React left
 * out, as a page that already has React pays for it; fails when everything but Mermaid (the React entry of
 * the whole package, with widgets.css) is over the 45 KiB budget. Only what loads up front counts: an
 * entry and the chunks it imports statically, not lazy chunks (Mermaid itself).
 *
 *   npx tsx packages/widgets/scripts/size.ts          a table
 *   npx tsx packages/widgets/scripts/size.ts --json   the same as JSON, for the benchmark
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { bundleConfig } from './vite-config.ts';

export const BUDGET_BYTES = 45 * 1024;

/** The React entry of each widget, and of everything together. */
export const REACT_ENTRIES: Record<string, string> = {
  banner: 'src/banner/index.ts',
  'cookie-consent': 'src/cookie-consent/index.ts',
  help: 'src/help/index.ts',
  rollover: 'src/rollover/index.ts',
  'pan-zoom': 'src/pan-zoom/index.ts',
  mermaid: 'src/mermaid/index.ts',
  header: 'src/header/index.ts',
  'side-menu': 'src/side-menu/index.ts',
  'app-switcher': 'src/app-switcher/index.ts',
  'sign-in': 'src/sign-in/index.ts',
  legal: 'src/legal/index.ts',
  sanitize: 'src/sanitize/index.ts',
  markdown: 'src/markdown/index.ts',
  'all (index.ts)': 'src/index.ts',
};

const isReact = (id: string): boolean => /^(react|react-dom|scheduler)(\/|$)/.test(id);

export interface SizeLine {
  name: string;
  /** Bytes of JavaScript loaded up front, minified and gzipped. */
  jsGzip: number;
  /** Bytes of CSS, gzipped (widgets.css; the React entries leave styles to `@atlas-docs/widgets/styles`). */
  cssGzip: number;
}

export interface SizeReport {
  widgetsJs: SizeLine;
  react: SizeLine[];
  /** The React entry of everything with widgets.css: what the budget is about. */
  allButMermaid: number;
  budget: number;
}

const gzip = (text: string | Uint8Array): number => gzipSync(text, { level: 9 }).length;

/** Gzip size of an entry chunk and the chunks it imports statically. */
function upFront(output: Rollup.OutputBundle | (Rollup.OutputChunk | Rollup.OutputAsset)[], entry: string): SizeLine {
  const items = Array.isArray(output) ? output : Object.values(output);
  const chunks = new Map(
    items.filter((item): item is Rollup.OutputChunk => item.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(`${entry}.js`);
  const jsGzip = [...seen].reduce((sum, fileName) => sum + gzip(chunks.get(fileName)?.code ?? ''), 0);
  const css = items.find((item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'));
  return { name: entry, jsGzip, cssGzip: css ? gzip(css.source) : 0 };
}

async function bundle(input: Record<string, string>, external?: (id: string) => boolean) {
  const outDir = await mkdtemp(join(tmpdir(), 'widgets-size-'));
  try {
    const config = bundleConfig({ input, outDir, ...(external ? { external } : {}) });
    const result = await build({ ...config, build: { ...config.build, write: false } });
    const [first] = Array.isArray(result) ? result : [result];
    if (!first || !('output' in first)) throw new Error('Vite returned no bundle.');
    return first.output;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export async function measureSizes(): Promise<SizeReport> {
  const widgetsJs = upFront(await bundle({ widgets: 'src/elements.ts' }), 'widgets');
  const styles = upFront(await bundle({ styles: 'src/styles.ts' }), 'styles');
  const react: SizeLine[] = [];
  for (const [name, file] of Object.entries(REACT_ENTRIES)) {
    react.push({ ...upFront(await bundle({ entry: file }, isReact), 'entry'), name });
  }
  const all = react.find((line) => line.name.startsWith('all'));
  return {
    widgetsJs: { ...widgetsJs, name: 'widgets.js + widgets.css (React bundled)' },
    react,
    allButMermaid: (all?.jsGzip ?? 0) + styles.cssGzip,
    budget: BUDGET_BYTES,
  };
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await measureSizes();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const rows = [
      report.widgetsJs,
      ...report.react.map((line) => ({ ...line, name: `${line.name} (React external)` })),
    ];
    const width = Math.max(...rows.map((row) => row.name.length));
    console.log(`${'entry'.padEnd(width)}  JS gzip    CSS gzip`);
    for (const row of rows)
      console.log(`${row.name.padEnd(width)}  ${kib(row.jsGzip).padStart(9)}  ${kib(row.cssGzip).padStart(9)}`);
    console.log(
      `\nEverything but Mermaid (React external, with widgets.css): ${kib(report.allButMermaid)} of ${kib(report.budget)}`,
    );
  }
  if (report.allButMermaid > report.budget) {
    console.error('Over budget.');
    process.exitCode = 1;
  }
}
