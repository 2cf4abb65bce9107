/**
 * Hostile remote input in the real widgets (`bench/src/hostile-inputs.ts`): each input is served over HTTPS on
 * 127.0.0.1 beside the built `widgets.js`, loaded into its widget in Chromium (the legal page reads it from its
 * configuration, the application switcher when it is opened, the sign-in widget as the profile), and the
 * longest main-thread task from the moment the widget is put in the page until it shows the result (a legal
 * section whose content is fetched is then opened by a click, as a reader opens it) is read
 * from the page's own PerformanceObserver ('longtask': tasks of 50 ms and more). Budget: 200 ms (issue:
 * "no main-thread task over 200 ms from remote input"). The widgets are built first (`npm run build:widgets`),
 * so the figures are of the source. Also on its own: `npx tsx bench/src/hostile-bench.ts [--no-build] [key…]`.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { testCertificate } from '../../e2e/support/certificate.ts';
import { HOSTILE_INPUTS, type HostileInput } from './hostile-inputs.ts';
import { chromiumPath } from './lighthouse.ts';
import type { Figure } from './report.ts';

/** The longest main-thread task allowed from remote input, ms. */
export const HOSTILE_TASK_BUDGET_MS = 200;
/** How long one input may take to show before it counts as frozen, ms. */
const SHOW_TIMEOUT_MS = 90_000;
const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DIST = join(ROOT, 'packages/widgets/dist');

export interface HostileResult {
  key: string;
  label: string;
  /** The longest task, ms; 0 when none reached 50 ms; null when the input never showed. */
  longestTaskMs: number | null;
  /** From putting the widget in the page to its result on screen, ms. */
  shownMs: number | null;
  /** What the widget showed: its state, or the start of its text. */
  outcome: string;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/** The page of one input: widgets.js, and a place for the widget. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile input</title>
<link rel="stylesheet" href="/widgets.css"><script type="module" src="/widgets.js"></script></head>
<body><main id="main"></main></body></html>`;

function serve(inputs: readonly HostileInput[]): Promise<Server> {
  const cache = new Map<string, string>();
  const { key, cert } = testCertificate();
  const server = createServer({ key, cert }, (req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'https://localhost').pathname;
      const [, folder, ...rest] = path.split('/');
      const input = inputs.find((i) => i.key === folder);
      const file = input?.files[rest.join('/')];
      if (path === '/' || path === '/index.html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      } else if (file) {
        const id = `${folder}/${rest.join('/')}`;
        const body = cache.get(id) ?? file().replaceAll('{base}', `https://${req.headers.host}/${folder}`);
        cache.set(id, body);
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(body);
      } else {
        const target = normalize(join(DIST, path));
        if (!target.startsWith(DIST)) return void res.writeHead(404).end();
        const body = await readFile(target).catch(() => null);
        if (!body) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' }).end(body);
      }
    })();
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** The widget's markup for an input, and how to tell that it shows its result. */
function widgetOf(input: HostileInput, origin: string): { markup: string; shown: string } {
  const base = `${origin}/${input.key}`;
  if (input.widget === 'legal') {
    return {
      markup: `<ripe-legal config-url="${base}/config.json"></ripe-legal>`,
      // The accordion's items show once the sections are read; while loading only the status line does.
      shown: '.ad-legal .ad-legal__item',
    };
  }
  if (input.widget === 'apps') {
    return {
      markup: `<ripe-app-switcher listurl="${base}/list.json"></ripe-app-switcher>`,
      shown: '.ad-apps[data-status="loaded"], .ad-apps[data-status="fallback"]',
    };
  }
  return {
    markup: `<ripe-sign-in accessurl="${base}"></ripe-sign-in>`,
    shown: '.ad-signin:is([data-status="logged-in"], [data-status="logged-out"], [data-status="error"])',
  };
}

async function measure(page: Page, input: HostileInput, origin: string): Promise<HostileResult> {
  const { markup, shown } = widgetOf(input, origin);
  await page.goto(`${origin}/`);
  // The legal element and the markdown renderer load as chunks on first use: loaded before, as they are not
  // the input's work.
  await page.evaluate(() => {
    document.getElementById('main')!.innerHTML =
      `<ripe-legal sections='[{"id":"warm","title":"Warm","open":true,"content":"Warm **up**"}]'></ripe-legal>`;
  });
  await page.locator('.ad-legal strong').waitFor();
  // From here on, every long task is the widget's work on the input.
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { __tasks: number[] }).__tasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const started = Date.now();
  await page.evaluate((html) => {
    document.getElementById('main')!.innerHTML = html;
  }, markup);
  if (input.widget === 'apps') await page.locator('.ad-apps button').first().click();
  let shownMs: number | null = null;
  try {
    await page.locator(shown).first().waitFor({ timeout: SHOW_TIMEOUT_MS });
    // A large text goes into the page in slices after that: until the page holds still for half a second.
    await page.waitForFunction(
      () => {
        const state = window as unknown as { __size?: number; __still?: number };
        const size = document.getElementById('main')!.innerHTML.length;
        state.__still = size === state.__size ? (state.__still ?? 0) + 1 : 0;
        state.__size = size;
        return state.__still >= 5;
      },
      undefined,
      { polling: 100, timeout: SHOW_TIMEOUT_MS },
    );
    shownMs = Date.now() - started - 500;
    // A section closed at first is opened as a reader would, so that laying its text out is measured too.
    const closed = page.locator('.ad-legal__trigger[aria-expanded="false"]', { hasText: 'Hostile' });
    if ((await closed.count()) > 0) await closed.click();
    // Two frames and a task, so that the rendering of the result is measured too.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
    );
  } catch {
    // Never shown within the time: reported as frozen.
  }
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks).catch(() => null);
  const outcome = await page
    .locator('#main')
    .evaluate((main) => {
      const state = main.querySelector('[data-status]')?.getAttribute('data-status');
      if (state) return state;
      const sections = main.querySelectorAll('.ad-legal__item').length;
      const first = main.querySelector('.ad-legal__item .ad-legal__content')?.textContent ?? '';
      const text = first.replace(/\s+/g, ' ').trim();
      return `${sections} sections, ${main.innerHTML.length} characters of markup; the first: ${text.slice(0, 60)}`;
    })
    .catch(() => 'the page did not answer');
  return {
    key: input.key,
    label: input.label,
    longestTaskMs: shownMs === null || tasks === null ? null : Math.round(Math.max(0, ...tasks)),
    shownMs,
    outcome,
  };
}

/** Every input (or those of `keys`), one fresh page each, in one Chromium; the widgets built first unless `build` is false. */
export async function hostileBench(
  log: (line: string) => void,
  { keys = [], build = true }: { keys?: readonly string[]; build?: boolean } = {},
): Promise<HostileResult[]> {
  if (build) {
    log('building the widgets (npm run build:widgets)');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'packages/widgets/scripts/build.ts'], {
      cwd: ROOT,
    });
  }
  const inputs = keys.length ? HOSTILE_INPUTS.filter((i) => keys.includes(i.key)) : HOSTILE_INPUTS;
  const server = await serve(inputs);
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', `--ignore-certificate-errors-spki-list=${testCertificate().spki}`],
  });
  const results: HostileResult[] = [];
  try {
    for (const input of inputs) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'crowd.ripe.hint', value: 'true', url: origin }]);
      const page = await context.newPage();
      const result = await measure(page, input, origin);
      await context.close();
      const task = result.longestTaskMs === null ? 'never shown' : `longest task ${result.longestTaskMs} ms`;
      log(`hostile input, ${input.label}: ${task}, shown in ${result.shownMs ?? '—'} ms (${result.outcome})`);
      results.push(result);
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  return results;
}

/** A row per input: the longest task beside the budget. */
export function hostileRows(results: readonly HostileResult[]): Figure[] {
  return results.map((result) => ({
    label: `Longest task, ${result.label}`,
    value: result.longestTaskMs,
    unit: 'ms',
    budget: HOSTILE_TASK_BUDGET_MS,
    ...(result.longestTaskMs === null ? { note: 'never shown' } : {}),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { formatTable } = await import('./report.ts');
  const args = process.argv.slice(2);
  const results = await hostileBench((line) => console.log(`[bench] ${line}`), {
    keys: args.filter((arg) => !arg.startsWith('--')),
    build: !args.includes('--no-build'),
  });
  console.log(`\n${formatTable(hostileRows(results))}\n`);
}
