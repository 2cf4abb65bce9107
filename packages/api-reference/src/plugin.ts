/**
 * The API reference as a plugin of the generator: `::api-resource{name=…}` and `::api-resources{link=…}`
 * render an API description's operations into the page at build time, the try-it panels bring them to life
 * in the browser, and the build adds the OpenAPI 3.1 export and the try-it bodies.
 *
 *   import { apiReference } from '@atlas-docs/api-reference';
 *   plugins: [apiReference({ description: 'api', openapi: '/docs/apis/rest-api-reference/openapi.json' })]
 */
import { PluginOptionsError } from '@atlas-docs/content';
import type { Plugin } from '@atlas-docs/content/types';
import { prepareApiReference } from './build/index.tsx';

export interface ApiReferenceOptions {
  /** The folder (or file) of the API description, relative to the site folder, e.g. `api`. */
  description: string;
  /** Where the build writes the OpenAPI 3.1 export, e.g. `/docs/apis/rest-api-reference/openapi.json`. */
  openapi: string;
  /** The origin the try-it panels send requests to. Default: the RIPE Atlas API, `https://atlas.ripe.net`. */
  server?: string;
}

/** The RIPE Atlas API's production origin. */
export const DEFAULT_SERVER = 'https://atlas.ripe.net';

const NAME = 'api-reference';

/** The problems of the options, each with the option it is about. */
export function optionProblems(options: unknown): { path: string[]; reason: string }[] {
  if (typeof options !== 'object' || options === null) {
    return [{ path: [], reason: 'must be { description, openapi }' }];
  }
  const { description, openapi, server } = options as Record<string, unknown>;
  const problems: { path: string[]; reason: string }[] = [];
  if (typeof description !== 'string' || !description.trim()) {
    problems.push({ path: ['description'], reason: 'must name the API description (a folder or file of the site)' });
  }
  if (typeof openapi !== 'string' || !/^\/\S+\.json$/.test(openapi)) {
    problems.push({ path: ['openapi'], reason: 'must be a path ending in .json, such as /openapi.json' });
  }
  if (server !== undefined && (typeof server !== 'string' || !/^https?:\/\/[^/]+$/.test(server))) {
    problems.push({ path: ['server'], reason: 'must be an origin such as https://host (no path)' });
  }
  return problems;
}

export function apiReference(options: ApiReferenceOptions): Plugin {
  const problems = optionProblems(options);
  if (problems.length > 0) throw new PluginOptionsError(NAME, problems);
  const server = options.server ?? DEFAULT_SERVER;
  return {
    name: NAME,
    islands: {
      'api-resource': { client: '@atlas-docs/api-reference/ui/island', searchKind: 'reference' },
      'api-resources': { searchKind: 'reference' },
    },
    styles: ['@atlas-docs/api-reference/ui/styles.css'],
    csp: { 'connect-src': [server] },
    watch: [options.description],
    load: async ({ siteDir }) => {
      const reference = await prepareApiReference(siteDir, options, server);
      return {
        islandHtml: reference.islands,
        files: [{ path: reference.openapi.path, text: reference.openapi.json }, ...reference.files],
        warnings: reference.warnings,
      };
    },
  };
}
