import { normalizePath } from '@atlas-docs/content/rules';

/**
 * What the dev server tells the open pages, over Vite's hot-update channel (a WebSocket), and what they ask.
 * Shared by the server (`atlas-docs dev`) and the browser (`dev-client.tsx`).
 */

/** A problem in the site's sources, as the overlay and the terminal show it. */
export interface DevProblem {
  /** Relative to the site folder. */
  file: string;
  line?: number;
  column?: number;
  message: string;
  /** Errors fail a production build; warnings do not (in dev, broken links are warnings). */
  severity: 'error' | 'warning';
  /** The page the problem belongs to; absent for the whole site (config, navigation, API description). */
  route?: string;
}

export interface DevEvents {
  /** The data of these pages (or of every page) changed: the page on screen loads its data again. */
  'atlas:pages': { paths: string[] | 'all' };
  /** Every current problem; an empty list means everything is fixed. */
  'atlas:problems': { problems: DevProblem[] };
  /** The code stylesheet gained token classes. */
  'atlas:code-css': { version: number };
  /** Sent by a page when it connects: the server answers with the current problems. */
  'atlas:hello': Record<string, never>;
}

/** `file:line:column` of a problem, as editors and terminals link it. */
export function problemLocation(problem: Pick<DevProblem, 'file' | 'line' | 'column'>): string {
  if (problem.line === undefined) return problem.file;
  return `${problem.file}:${problem.line}${problem.column === undefined ? '' : `:${problem.column}`}`;
}

/** The problems a page shows: those of the whole site and those of the page itself, errors first. */
export function problemsOfPage(problems: readonly DevProblem[], path: string): DevProblem[] {
  const page = normalizePath(path);
  return problems
    .filter((p) => p.route === undefined || normalizePath(p.route) === page)
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

/** The path of the code stylesheet the dev server serves. */
export const DEV_CODE_CSS = '/_atlas/code.css';
/** The id of the element the dev server links the code stylesheet with. */
export const DEV_CODE_CSS_ID = 'ad-dev-code-css';

declare module 'vite/types/customEvent.d.ts' {
  // The dev server's events travel on Vite's channel, typed on both ends.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CustomEventMap extends DevEvents {}
}
