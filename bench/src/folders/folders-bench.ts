/**
 * `npm run bench:folders` (and the end of `npm run bench`): documentation folders written for VitePress or
 * VuePress, each brought in with `atlas-docs import` and built cold, with per folder: pages built of the pages
 * in the source, the links the link check names broken and, where the source framework's own output is at
 * hand, how many of them that framework resolves (false breaks), the features left out, and the build time
 * beside the framework's own build of the same folder.
 *
 * The folders: the import's own fixtures, always; and the public repositories of `REAL_FOLDERS`, when
 * `DOCS_FOLDERS` names a folder of their snapshots (see bench/README.md). Their text never enters this
 * repository.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { htmlFileOf, routeOf } from '../../../packages/content/src/rules/paths.ts';
import { permalinkOf } from '../../../packages/content/src/site/file-sidebars.ts';
import { findFiles, findPages } from '../../../packages/content/src/site/find-files.ts';
import { slugOf } from '../../../packages/content/src/slug.ts';
import { importSite } from '../../../packages/cli/src/import/import-site.ts';
import type { Framework } from '../../../packages/cli/src/import/load-framework-config.ts';
import { exists } from '../../../packages/cli/src/files.ts';
import { runBuild } from '../run-build.ts';
import {
  type BuiltPages,
  frameworkResolves,
  idsOf,
  leftOutKind,
  readBuildLog,
  routeOfHtml,
  pagesFromSource,
} from './folder-figures.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const WORK_DIR = join(ROOT, 'bench/.corpus/folders');
const RESULTS_FILE = join(ROOT, 'bench/results/folders.json');
const run = promisify(execFile);

/** A folder to measure: where its markdown is, which framework it was written for, which set it is in. */
export interface RealFolder {
  /** `owner/name` of its public repository. */
  repo: string;
  /** The documentation folder in the repository: the one holding `.vitepress` or `.vuepress`. */
  path: string;
  framework: Framework;
  /**
   * `measured`: built and looked at while the import was made; `held-out`: never built or read before its
   * figures were first printed, and never tuned on: reported apart.
   */
  set: 'measured' | 'held-out';
}

/** Public documentation folders of sites built with VitePress or VuePress that this team did not write. */
export const REAL_FOLDERS: readonly RealFolder[] = [
  { repo: 'RIPE-NCC/ripe-database-documentation', path: 'docs', framework: 'vitepress', set: 'measured' },
  { repo: 'RIPE-NCC/ris-docs', path: 'docs', framework: 'vuepress', set: 'measured' },
  { repo: 'vitejs/vite', path: 'docs', framework: 'vitepress', set: 'measured' },
  { repo: 'vuejs/pinia', path: 'packages/docs', framework: 'vitepress', set: 'measured' },
  // Held out at first; its figures (a tsconfig.json that stopped the config, anchors of headings with a badge)
  // led to fixes, so it is measured now, and two other folders are held out in its place.
  { repo: 'vuejs/vitepress', path: 'docs', framework: 'vitepress', set: 'measured' },
  { repo: 'vitest-dev/vitest', path: 'docs', framework: 'vitepress', set: 'held-out' },
  { repo: 'vuejs/vuepress', path: 'packages/docs/docs', framework: 'vuepress', set: 'held-out' },
];

/** The import's fixtures, written for this repository: measured on every checkout. */
const FIXTURE_FOLDERS = [
  {
    name: 'fixture: VitePress folder',
    dir: join(ROOT, 'packages/cli/test/fixtures/vitepress-folder'),
    framework: 'vitepress',
  },
  {
    name: 'fixture: VuePress folder',
    dir: join(ROOT, 'packages/cli/test/fixtures/vuepress-folder'),
    framework: 'vuepress',
  },
] as const;

/** The source framework's build of a folder, measured apart (see bench/README.md): `framework/build.json`. */
interface FrameworkBuild {
  framework: string;
  version: string;
  seconds: number;
  /** Why there is no time, when the framework did not build the folder. */
  note?: string;
}

export interface FolderFigures {
  name: string;
  set: 'fixture' | RealFolder['set'];
  sourcePages: number;
  /** Markdown files in folders starting with `_`: partials here, not counted as pages. */
  partials: number;
  builtPages: number;
  /** Source pages with no page in the output. */
  missing: string[];
  broken: number;
  /** Of the broken links, those the framework's own output resolves; null without that output. */
  falseBreaks: string[] | null;
  /** Without the framework's output: those its source would resolve, by `pagesFromSource` (an estimate). */
  estimatedFalseBreaks: string[] | null;
  /** Left-out features by kind, with their count. */
  leftOut: Record<string, number>;
  notCarried: number;
  seconds: number;
  cpuSeconds: number | null;
  framework: FrameworkBuild | null;
  ok: boolean;
  error?: string;
}

/**
 * The markdown files in folders starting with `_`: partials here (included, not pages), which the frameworks would
 * build as pages. The other pages are `findPages`'s, which skips those folders, dot folders and node_modules too.
 */
async function partialFiles(srcDir: string): Promise<string[]> {
  const files = await findFiles(
    srcDir,
    (name) => name.endsWith('.md'),
    (name) => name.startsWith('.') || name === 'node_modules',
  );
  return files.filter((file) =>
    file
      .split('/')
      .slice(0, -1)
      .some((name) => name.startsWith('_')),
  );
}

/** The pages of a built site (or of the framework's output) and the ids on each. */
async function builtPages(dir: string): Promise<BuiltPages> {
  const pages = new Map<string, ReadonlySet<string>>();
  for (const file of await findFiles(dir, (name) => name.endsWith('.html'))) {
    pages.set(routeOfHtml(file), idsOf(await readFile(join(dir, file), 'utf8')));
  }
  return pages;
}

async function measure(
  name: string,
  set: FolderFigures['set'],
  source: string,
  framework: Framework,
  frameworkDir: string | null,
  log: (line: string) => void,
): Promise<FolderFigures> {
  const work = join(WORK_DIR, name.replace(/[^\w.-]+/g, '-'));
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const siteDir = join(work, 'site');
  const outDir = join(work, 'dist');
  await cp(source, siteDir, { recursive: true, verbatimSymlinks: true });
  const imported = await importSite(framework, siteDir);
  log(`  imported: ${imported.pages} pages, ${imported.notCarried.length} settings not carried`);
  const lines: string[] = [];
  const build = await runBuild({ root: ROOT, siteDir, outDir, memory: 'none', onLine: (line) => lines.push(line) });
  const srcDir = join(siteDir, typeof imported.config.srcDir === 'string' ? imported.config.srcDir : '.');
  // The files the folder's config leaves out of its pages (VitePress's srcExclude) are no pages of the source.
  const exclude = Array.isArray(imported.config.exclude) ? (imported.config.exclude as string[]) : [];
  const sources = await findPages(srcDir, exclude);
  const partials = await partialFiles(srcDir);
  const missing: string[] = [];
  for (const file of sources) {
    const text = await readFile(join(srcDir, file), 'utf8');
    const route = permalinkOf(text) ?? routeOf(file);
    if (!(await exists(join(outDir, htmlFileOf(route))))) missing.push(file);
  }
  const { broken, leftOut } = readBuildLog(lines);
  const frameworkBuild = frameworkDir === null ? null : await readFrameworkBuild(frameworkDir);
  const frameworkPages =
    frameworkDir !== null && (await exists(join(frameworkDir, 'dist')))
      ? await builtPages(join(frameworkDir, 'dist'))
      : null;
  // Where the framework's own output cannot be had, what its source gives it, as an estimate.
  const anchors = imported.config.anchors;
  const style = anchors === 'vitepress-cased' || anchors === 'github' ? anchors : 'vitepress';
  const texts = new Map(
    await Promise.all(sources.map(async (file) => [file, await readFile(join(srcDir, file), 'utf8')] as const)),
  );
  const estimated = frameworkPages === null ? pagesFromSource(texts, (text) => slugOf(text, style)) : null;
  const kinds: Record<string, number> = {};
  for (const { what } of leftOut) kinds[leftOutKind(what)] = (kinds[leftOutKind(what)] ?? 0) + 1;
  if (!build.ok) log(build.outputTail.map((line) => `    ${line}`).join('\n'));
  return {
    name,
    set,
    sourcePages: sources.length,
    partials: partials.length,
    builtPages: sources.length - missing.length,
    missing,
    broken: broken.length,
    estimatedFalseBreaks:
      estimated === null
        ? null
        : broken.filter((link) => frameworkResolves(link.url, estimated)).map((link) => `${link.at} ${link.url}`),
    falseBreaks:
      frameworkPages === null
        ? null
        : broken.filter((link) => frameworkResolves(link.url, frameworkPages)).map((link) => `${link.at} ${link.url}`),
    leftOut: kinds,
    notCarried: imported.notCarried.length,
    seconds: build.seconds,
    cpuSeconds: build.cpuSeconds,
    framework: frameworkBuild,
    ok: build.ok,
  };
}

async function readFrameworkBuild(dir: string): Promise<FrameworkBuild | null> {
  try {
    return JSON.parse(await readFile(join(dir, 'build.json'), 'utf8')) as FrameworkBuild;
  } catch {
    return null;
  }
}

/** The blobs of a git repository by object name, read in one `git cat-file --batch`; a missing one is left out. */
async function readBlobs(gitDir: string, names: readonly string[]): Promise<Map<string, Buffer>> {
  const child = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise((done) => child.on('close', done));
  child.stdin.end(names.map((name) => `${name}\n`).join(''));
  await closed;
  const output = Buffer.concat(chunks);
  const blobs = new Map<string, Buffer>();
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(10, at);
    const [name = '', type, size] = output.subarray(at, end).toString().split(' ');
    at = end + 1;
    if (type === 'missing' || size === undefined) continue;
    blobs.set(name, output.subarray(at, at + Number(size)));
    at += Number(size) + 1;
  }
  return blobs;
}

/**
 * A repository's documentation folder from its snapshot: `<DOCS_FOLDERS>/<owner>+<name>/repo`, a git
 * repository. Files the snapshot lacks (large media) are left out and counted; links are written as links.
 */
async function extract(snapshots: string, folder: RealFolder, log: (line: string) => void): Promise<string | null> {
  const gitDir = join(snapshots, folder.repo.replace('/', '+'), 'repo');
  if (!(await exists(gitDir))) return null;
  const target = join(WORK_DIR, 'sources', folder.repo.replace('/', '+'));
  await rm(target, { recursive: true, force: true });
  const { stdout } = await run('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', 'HEAD', folder.path], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const entries = stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      const [mode = '', , name = ''] = meta.split(' ');
      return { mode, name, path };
    })
    .filter((entry) => entry.mode !== '160000');
  const blobs = await readBlobs(
    gitDir,
    entries.map((entry) => entry.name),
  );
  let lacking = 0;
  for (const { mode, name, path } of entries) {
    const content = blobs.get(name);
    if (content === undefined) {
      lacking++;
      continue;
    }
    const file = join(target, path);
    await mkdir(dirname(file), { recursive: true });
    if (mode === '120000') await symlink(content.toString(), file);
    else await writeFile(file, content);
  }
  if (lacking) log(`  ${lacking} files the snapshot lacks (large media) left out`);
  return join(target, folder.path);
}

const ratio = (ours: number, theirs: number | undefined): string =>
  theirs === undefined || theirs <= 0 ? '—' : `${(ours / theirs).toFixed(2)}×`;

/** The table of the figures, one row per folder, with the budgets' verdicts. */
export function foldersTable(results: readonly FolderFigures[]): string {
  const rows = [
    [
      'Folder',
      'Set',
      'Pages built',
      'Broken links',
      'False breaks (≤ 0)',
      'Left out (kinds)',
      'Build',
      'Framework build',
      'Verdict',
    ],
    ...results.map((r) => {
      const falseBreaks =
        r.falseBreaks !== null ? String(r.falseBreaks.length) : `${r.estimatedFalseBreaks?.length ?? 0} by the source`;
      const frameworkTime = r.framework
        ? (r.framework.note ?? `${r.framework.seconds.toFixed(1)} s (${r.framework.framework} ${r.framework.version})`)
        : 'not measured';
      const within =
        r.ok &&
        r.builtPages === r.sourcePages &&
        (r.falseBreaks?.length ?? 0) === 0 &&
        (r.framework?.seconds === undefined || r.seconds <= r.framework.seconds);
      return [
        r.name,
        r.set,
        `${r.builtPages} / ${r.sourcePages}${r.partials ? ` (+${r.partials} partials)` : ''}`,
        String(r.broken),
        falseBreaks,
        `${Object.values(r.leftOut).reduce((a, b) => a + b, 0)} (${Object.keys(r.leftOut).length})`,
        `${r.seconds.toFixed(1)} s`,
        r.framework?.seconds === undefined
          ? frameworkTime
          : `${frameworkTime}, ours ${ratio(r.seconds, r.framework.seconds)}`,
        r.ok ? (within ? 'within' : 'OVER') : 'FAILED',
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<number> {
  const log = (line: string): void => console.log(line);
  const results: FolderFigures[] = [];
  for (const fixture of FIXTURE_FOLDERS) {
    log(`folders: ${fixture.name}`);
    results.push(await measure(fixture.name, 'fixture', fixture.dir, fixture.framework, null, log));
  }
  const snapshots = process.env.DOCS_FOLDERS;
  if (!snapshots) {
    log(
      'folders: the public repositories are not measured: set DOCS_FOLDERS to a folder of their snapshots (bench/README.md)',
    );
  } else {
    for (const folder of REAL_FOLDERS) {
      log(`folders: ${folder.repo} (${folder.framework}, ${folder.set})`);
      const source = await extract(snapshots, folder, log);
      if (source === null) {
        log(`  no snapshot at ${join(snapshots, folder.repo.replace('/', '+'), 'repo')}`);
        continue;
      }
      const frameworkDir = join(snapshots, folder.repo.replace('/', '+'), 'framework');
      results.push(await measure(folder.repo, folder.set, source, folder.framework, frameworkDir, log));
    }
  }
  const measuredFirst = [...results].sort((a, b) => Number(a.set === 'held-out') - Number(b.set === 'held-out'));
  log('');
  log(foldersTable(measuredFirst));
  for (const r of measuredFirst) {
    const kinds = Object.entries(r.leftOut).map(([kind, count]) => `${kind} ×${count}`);
    if (kinds.length) log(`\n${r.name}: left out: ${kinds.join(', ')}`);
    if (r.missing.length) log(`${r.name}: not built (${r.missing.length}): ${r.missing.slice(0, 10).join(', ')}`);
    if (r.falseBreaks?.length) log(`${r.name}: false breaks:\n  ${r.falseBreaks.slice(0, 20).join('\n  ')}`);
    if (r.estimatedFalseBreaks?.length) {
      log(`${r.name}: false breaks by the source:\n  ${r.estimatedFalseBreaks.slice(0, 20).join('\n  ')}`);
    }
  }
  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  // The counts only: the folders' own file names and anchors stay out of this repository.
  const counted = results.map(({ missing, falseBreaks, estimatedFalseBreaks, ...rest }) => ({
    ...rest,
    estimatedFalseBreaks: estimatedFalseBreaks === null ? null : estimatedFalseBreaks.length,
    missing: missing.length,
    falseBreaks: falseBreaks === null ? null : falseBreaks.length,
  }));
  const commit = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).then(
    ({ stdout }) => stdout.trim(),
    () => null,
  );
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ measured: new Date().toISOString(), commit, results: counted }, null, 2)}\n`,
  );
  log(`\nwritten to ${relative(ROOT, RESULTS_FILE)}`);
  return results.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
