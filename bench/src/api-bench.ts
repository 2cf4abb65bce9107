/**
 * The API reference's share of `npm run bench`: what a reference page costs beyond the shell. In real
 * Chromium, against the built site served as a static host would: the JavaScript a reference page loads
 * on the first visit (the shell's scripts, then the reference island), the JavaScript the first try-it
 * panel loads when it opens (its editors, body editor and code samples), the size of the measurements page's
 * HTML, and what four maintained validators say of the OpenAPI export.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateExport, VALIDATORS, type ValidatorReport } from '@atlas-docs/api-reference/scripts/validate-export';
import { chromium } from 'playwright-core';
import { chromiumPath } from './lighthouse.ts';
import { BUDGETS, kib, type Figure } from './report.ts';
import { serveSite } from './serve-site.ts';
import { htmlFileOf, pageWeight, sizeOf } from './weight.ts';

export const API_BUDGETS = {
  /** JS a reference page loads beyond the shell, first visit and first panel together, KiB gzip. */
  beyondShellJsKib: 40,
} as const;

export interface ApiBenchOptions {
  /** The built site. */
  outDir: string;
  /** A resource page, e.g. `/docs/apis/rest-api-reference/measurements`. */
  route: string;
  /** The operation whose try-it panel is opened. */
  operationId: string;
  /** The URL path of the OpenAPI export, e.g. `/docs/apis/rest-api-reference/openapi.json`. */
  openapi: string;
}

export interface ApiBenchResult {
  /** The shell's scripts: what the page's HTML loads up front, static imports included. */
  shellJs: string[];
  /** Scripts loaded on the first visit beyond the shell (the reference island). */
  firstVisitJs: string[];
  /** Scripts loaded when the first try-it panel opens. */
  panelJs: string[];
  /** Gzip bytes of each list. */
  gzip: { shell: number; firstVisit: number; panel: number };
  /** The page's HTML file. */
  html: { raw: number; gzip: number };
  /** The validators' reports on the OpenAPI export. */
  validators: ValidatorReport[];
}

async function gzipOf(outDir: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const path of paths) total += sizeOf(await readFile(join(outDir, path.slice(1)))).gzip;
  return total;
}

/** Loads the page, then opens one operation and its try-it panel, and records which scripts came when. */
export async function measureApiReference(options: ApiBenchOptions): Promise<ApiBenchResult> {
  const { outDir, route, operationId } = options;
  const site = await serveSite(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle' });
    // The island has mounted once the try-it buttons show (in the operation's head).
    const block = page.locator('.ad-api-op', { has: page.locator(`h3[id="${operationId}"]`) });
    const open = block.locator('.ad-tryit__open');
    await open.waitFor({ state: 'visible' });
    const firstVisit = [...scripts];
    await open.click();
    await block.locator('.ad-tryit__content').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const panelJs = scripts.slice(firstVisit.length);

    const shellJs = (await pageWeight(outDir, route)).js.files;
    const firstVisitJs = firstVisit.filter((path) => !shellJs.includes(path));
    const html = sizeOf(await readFile(join(outDir, htmlFileOf(route))));
    const exported = JSON.parse(await readFile(join(outDir, options.openapi.slice(1)), 'utf8')) as object;
    return {
      shellJs,
      firstVisitJs,
      panelJs,
      gzip: {
        shell: await gzipOf(outDir, shellJs),
        firstVisit: await gzipOf(outDir, firstVisitJs),
        panel: await gzipOf(outDir, panelJs),
      },
      html,
      validators: await validateExport(exported),
    };
  } finally {
    await browser.close();
    await site.close();
  }
}

/** The figures of the table; `result` null when the measurement could not run (`note` says why). */
export function apiFigures(result: ApiBenchResult | null, note?: string): Figure[] {
  const missing = note === undefined ? {} : { note };
  const figure = (label: string, pick: (r: ApiBenchResult) => number, budget: number | null = null): Figure => ({
    label,
    value: result ? kib(pick(result)) : null,
    unit: 'KiB',
    budget,
    ...missing,
  });
  return [
    figure('API reference page: JS on first visit beyond the shell, gzip', (r) => r.gzip.firstVisit),
    figure('API reference page: JS when a try-it panel opens, gzip', (r) => r.gzip.panel),
    figure(
      'API reference page: JS beyond the shell in total, gzip',
      (r) => r.gzip.firstVisit + r.gzip.panel,
      API_BUDGETS.beyondShellJsKib,
    ),
    figure('API reference page: shell JS, gzip', (r) => r.gzip.shell, BUDGETS.docJsKib),
    figure('Measurements reference page: HTML, raw', (r) => r.html.raw),
    figure('Measurements reference page: HTML, gzip', (r) => r.html.gzip),
    ...VALIDATORS.flatMap((name, index): Figure[] => {
      const count = (kind: 'errors' | 'warnings'): number | null => result?.validators[index]?.[kind].length ?? null;
      return [
        { label: `OpenAPI export, ${name}: errors`, value: count('errors'), unit: 'count', budget: 0, ...missing },
        {
          label: `OpenAPI export, ${name}: warnings`,
          value: count('warnings'),
          unit: 'count',
          budget: null,
          ...missing,
        },
      ];
    }),
  ];
}

/** Measures and logs; never throws, so that the rest of the bench still reports. */
export async function apiBench(
  options: ApiBenchOptions,
  log: (message: string) => void,
): Promise<{ figures: Figure[]; result: ApiBenchResult | null; failed: boolean }> {
  try {
    const result = await measureApiReference(options);
    log(`API reference ${options.route}: first visit beyond the shell ${result.firstVisitJs.join(', ') || 'nothing'}`);
    log(`API reference ${options.route}: a try-it panel loads ${result.panelJs.join(', ') || 'nothing'}`);
    for (const report of result.validators) {
      log(`OpenAPI export, ${report.validator}: ${report.errors.length} errors, ${report.warnings.length} warnings`);
      for (const line of [...report.errors, ...report.warnings].slice(0, 5)) log(`  ${line}`);
    }
    return { figures: apiFigures(result), result, failed: false };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`FAILED: the API reference measurement: ${reason}`);
    return { figures: apiFigures(null, `failed: ${reason}`), result: null, failed: true };
  }
}
