import type { ContentError } from '@atlas-docs/content';
import { problemLocation, type DevProblem } from '@atlas-docs/theme/dev/messages';

/** What the dev server knows is wrong with the site right now. */
export interface ProblemSources {
  /** Problems that fail a production build: front matter, YAML, markdown, the config, the API description. */
  errors: readonly ContentError[];
  /** Broken links and anchors, sidebar and nav links to no page: fatal in production, warnings in dev. */
  links: readonly ContentError[];
  /** Warnings as the build prints them, `file:line:column: message` or a message alone. */
  warnings: readonly string[];
}

const LOCATED = /^(?<file>[^\s:][^:]*?)(?::(?<line>\d+)(?::(?<column>\d+))?)?: (?<message>[\s\S]*)$/;

/** A warning's text as a problem, its location read from the `file:line:column:` it starts with. */
export function warningProblem(text: string): Omit<DevProblem, 'severity'> {
  const match = LOCATED.exec(text);
  const groups = match?.groups;
  if (!groups?.file || groups.message === undefined) return { file: '', message: text };
  return {
    file: groups.file,
    ...(groups.line ? { line: Number(groups.line) } : {}),
    ...(groups.column ? { column: Number(groups.column) } : {}),
    message: groups.message,
  };
}

function fromError(error: ContentError, severity: DevProblem['severity']): Omit<DevProblem, 'route'> {
  return {
    file: error.file,
    ...(error.line !== undefined ? { line: error.line } : {}),
    ...(error.column !== undefined ? { column: error.column } : {}),
    message: error.reason,
    severity,
  };
}

/**
 * Every problem as the overlay and the terminal show it, each given the route of the page whose file it
 * is in (problems of other files, such as the config, belong to every page).
 */
export function devProblems(sources: ProblemSources, routeOfFile: (file: string) => string | undefined): DevProblem[] {
  const all: Omit<DevProblem, 'route'>[] = [
    ...sources.errors.flatMap((error) => error.errors.map((e) => fromError(e, 'error'))),
    ...sources.links.flatMap((error) => error.errors.map((e) => fromError(e, 'warning'))),
    ...sources.warnings.map((text) => ({ ...warningProblem(text), severity: 'warning' as const })),
  ];
  return all.map((problem) => {
    const route = routeOfFile(problem.file);
    return route === undefined ? problem : { ...problem, route };
  });
}

/** A problem as one terminal line: `error   content/a.md:3:7: message`. */
export function problemLine(problem: DevProblem): string {
  const where = problem.file ? `${problemLocation(problem)}: ` : '';
  return `${problem.severity === 'error' ? 'error  ' : 'warning'} ${where}${problem.message}`;
}
