/**
 * The README's commands, run exactly as written on the clone as it is (CI runs this right after `npm ci`,
 * before anything else builds), each checked as a newcomer would check it: a doc page answers 200 with its
 * heading, and the scripts the page loads answer too.
 *
 *   npm start                                  builds the site and serves it on :4173
 *   npm run dev                                the authors' live preview on :5173
 *   node <repository>/packages/cli/bin/atlas-docs.js build|dev <folder>
 *                                              from another working directory, on a site folder
 *                                              created outside the repository
 *   the "Another site" section                 packs the packages, installs them into a new folder and
 *                                              runs its command there: init, dev, build, serve (in a home
 *                                              folder of their own, which `~` names)
 *
 * A step that fails prints the command's last log lines, and the run exits with 1.
 * Run: `npx tsx scripts/quick-start.ts` (the ports above must be free).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(REPOSITORY, 'packages/cli/bin/atlas-docs.js');
const LOG_LINES = 40;

/** A page to ask for and the heading it must show. */
interface Expected {
  path: string;
  heading: string;
}

/** A command as the README writes it, and where it runs. */
interface Command {
  label: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

/** The commands of the README's "Another site" section, as written there (a unit test holds them to it). */
export const ANOTHER_SITE = {
  pack: 'npm run pack:packages -- ~/atlas-docs-packages',
  folder: 'mkdir ~/my-docs && cd ~/my-docs && npm init -y',
  install: 'npm install ~/atlas-docs-packages/*.tgz',
  init: 'npx atlas-docs init',
  dev: 'npx atlas-docs dev',
  build: 'npx atlas-docs build',
  serve: 'npx atlas-docs serve',
} as const;

class StepFailed extends Error {}

/** The last lines of what a command printed. */
const tail = (log: string): string => log.trimEnd().split('\n').slice(-LOG_LINES).join('\n');

/** Starts a command in a process group of its own, so that stopping it stops what it started (npm's children). */
function start({ command, args, cwd, env }: Command): { child: ChildProcess; log: () => string } {
  let log = '';
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { child, log: () => log };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, 5_000).unref();
  });
}

/** The text of a heading in a page's HTML, its anchor link and tags left out. */
const headingsOf = (html: string): string[] =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner = '']) =>
    inner
      .replace(/<a\b[\s\S]*?<\/a>/g, '')
      .replace(/<[^>]+>/g, '')
      .trim(),
  );

/** Why a page does not show as expected, or null when it does: 200, its heading, and 200 for each module script. */
async function checkPage(origin: string, { path, heading }: Expected): Promise<string | null> {
  const response = await fetch(new URL(path, origin));
  const html = await response.text();
  if (response.status !== 200) return `${path} answered ${response.status}`;
  if (!headingsOf(html).includes(heading)) return `${path} has no heading "${heading}"`;
  for (const [, src = ''] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    const script = await fetch(new URL(src.replaceAll('&amp;', '&'), origin));
    await script.arrayBuffer();
    if (script.status !== 200) return `${path}: its script ${src} answered ${script.status}`;
  }
  return null;
}

/** Runs a server command until a page of it shows as expected, then stops it; fails with its log. */
async function serves(command: Command, origin: string, expected: Expected, seconds: number): Promise<void> {
  const started = performance.now();
  const { child, log } = start(command);
  let problem = 'it did not answer';
  try {
    while (performance.now() - started < seconds * 1000) {
      if (child.exitCode !== null) {
        problem = `it exited with ${child.exitCode}`;
        break;
      }
      const found = await checkPage(origin, expected).catch(() => undefined);
      if (found === null) {
        console.log(`ok: ${command.label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
        return;
      }
      if (found !== undefined) problem = found;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new StepFailed(`${command.label}: ${problem} within ${seconds} s. Its last lines:\n${tail(log())}`);
  } finally {
    await stop(child);
  }
}

/** Runs a command to its end; fails with its log unless it exits with 0. */
async function runs(command: Command, seconds: number): Promise<void> {
  const started = performance.now();
  const { child, log } = start(command);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => void stop(child).then(() => resolve(null)), seconds * 1000);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) {
    const outcome = code === null ? `did not end within ${seconds} s` : `exited with ${code}`;
    throw new StepFailed(`${command.label}: ${outcome}. Its last lines:\n${tail(log())}`);
  }
  console.log(`ok: ${command.label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** A small site of a newcomer's: a home page with a hero and no title, two doc pages and their sidebar. */
const OUTSIDE_SITE: Record<string, string> = {
  'site.config.ts': `import type { SiteConfig } from '@atlas-docs/content/types';

const config: SiteConfig = {
  title: 'Outside docs',
  description: 'A site folder outside the repository.',
  sidebar: {
    '/guide/': [{ text: 'Guide', items: [{ text: 'Start', link: '/guide/start' }, { text: 'Next', link: '/guide/next' }] }],
  },
};

export default config;
`,
  'content/index.md': '---\nlayout: home\nhero:\n  name: Outside docs\n  tagline: Built from another folder\n---\n',
  'content/guide/start.md': '# Start here\n\nThe first page. Then read [the next one](./next.md).\n',
  'content/guide/next.md': '# The next page\n\nThe second page.\n',
};

async function writeSite(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
}

/**
 * The "Another site" section's commands, each through bash as a reader would type it, with `~` a new home
 * folder (npm keeps its usual cache, so the install reads what `npm ci` fetched) and none of the variables of
 * the npm run this script may be part of.
 */
async function anotherSite(): Promise<void> {
  const home = await mkdtemp(join(tmpdir(), 'atlas-docs-home-'));
  const cache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, npm_config_cache: cache };
  for (const name of Object.keys(env)) if (name.startsWith('npm_') && name !== 'npm_config_cache') delete env[name];
  const site = join(home, 'my-docs');
  const bash = (line: string, cwd: string): Command => ({ label: line, command: 'bash', args: ['-c', line], cwd, env });
  try {
    await runs(bash(ANOTHER_SITE.pack, REPOSITORY), 600);
    await runs(bash(ANOTHER_SITE.folder, home), 60);
    await runs(bash(ANOTHER_SITE.install, site), 600);
    await runs(bash(ANOTHER_SITE.init, site), 60);
    const firstPage: Expected = { path: '/guide/', heading: 'Getting started' };
    await serves(bash(ANOTHER_SITE.dev, site), 'http://localhost:5173', firstPage, 120);
    await runs(bash(ANOTHER_SITE.build, site), 300);
    await serves(bash(ANOTHER_SITE.serve, site), 'http://localhost:4173', firstPage, 60);
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const docPage: Expected = { path: '/docs/getting-started/', heading: 'What is RIPE Atlas' };
  await serves(
    { label: 'npm start', command: 'npm', args: ['start'], cwd: REPOSITORY },
    'http://localhost:4173',
    docPage,
    600,
  );
  await serves(
    { label: 'npm run dev', command: 'npm', args: ['run', 'dev'], cwd: REPOSITORY },
    'http://localhost:5173',
    docPage,
    120,
  );

  const outside = await mkdtemp(join(tmpdir(), 'atlas-docs-quick-start-'));
  try {
    const site = join(outside, 'my-docs');
    const elsewhere = join(outside, 'elsewhere');
    await writeSite(site, OUTSIDE_SITE);
    await mkdir(elsewhere);
    const cli = (command: string): Command => ({
      label: `node <repository>/packages/cli/bin/atlas-docs.js ${command} ../my-docs (from another folder)`,
      command: 'node',
      args: [CLI, command, '../my-docs'],
      cwd: elsewhere,
    });
    await runs(cli('build'), 300);
    const built = await readFile(join(elsewhere, 'dist/guide/start.html'), 'utf8');
    if (!headingsOf(built).includes('Start here')) {
      throw new StepFailed('the outside build wrote no page /guide/start with its heading "Start here"');
    }
    await serves(cli('dev'), 'http://localhost:5173', { path: '/guide/start', heading: 'Start here' }, 120);
  } finally {
    await rm(outside, { recursive: true, force: true });
  }
  await anotherSite();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof StepFailed ? `The README's quick start failed: ${error.message}` : error);
    process.exitCode = 1;
  }
}
