/**
 * The API reference as a plugin of the generator: `::api-resource{name=…}` and `::api-resources{link=…}`
 * render an API description's operations into the page at build time, the try-it panels bring them to life
 * in the browser, and the build adds the OpenAPI 3.1 export and the try-it bodies.
 *
 *   import { apiReference } from '@atlas-docs/api-reference';
 *   plugins: [apiReference({ description: 'api', openapi: '/docs/apis/rest-api-reference/openapi.json' })]
 */
import { z } from 'zod';
import { option, parseOptions } from '@atlas-docs/content';
import type { Plugin } from '@atlas-docs/content/types';
import { prepareApiReference } from './build/index.tsx';

const NAME = 'api-reference';

const DESCRIPTION = 'must name the API description (a folder or file of the site)';

const optionsSchema = z.strictObject(
  {
    /** The folder (or file) of the API description, relative to the site folder, e.g. `api`. */
    description: z.string({ error: DESCRIPTION }).refine((value) => value.trim() !== '', DESCRIPTION),
    /** Where the build writes the OpenAPI 3.1 export, e.g. `/docs/apis/rest-api-reference/openapi.json`. */
    openapi: z
      .string({ error: 'must be a path ending in .json, such as /openapi.json' })
      .regex(/^\/\S+\.json$/, { error: 'must be a path ending in .json, such as /openapi.json' }),
    /** The origin the try-it panels send requests to. Default: the RIPE Atlas API, `https://atlas.ripe.net`. */
    server: option.origin().optional(),
  },
  { error: 'must be { description, openapi }' },
);

export type ApiReferenceOptions = z.input<typeof optionsSchema>;

/** The RIPE Atlas API's production origin. */
export const DEFAULT_SERVER = 'https://atlas.ripe.net';

export function apiReference(options: ApiReferenceOptions): Plugin {
  const checked = parseOptions(NAME, optionsSchema, options);
  const server = checked.server ?? DEFAULT_SERVER;
  return {
    name: NAME,
    islands: {
      // The outline lists each operation (level 3: `GET /{pk}/`) and the models.
      'api-resource': { client: '@atlas-docs/api-reference/ui/island', searchKind: 'reference', outline: [2, 3] },
      'api-resources': { client: '@atlas-docs/api-reference/ui/operation-filter', searchKind: 'reference' },
    },
    styles: ['@atlas-docs/api-reference/ui/styles.css'],
    csp: { 'connect-src': [server] },
    watch: [checked.description],
    load: async ({ siteDir }) => {
      const reference = await prepareApiReference(siteDir, checked, server);
      return {
        islandHtml: reference.islands,
        islandMarkdown: reference.islandMarkdown,
        files: [
          {
            path: reference.openapi.path,
            text: reference.openapi.json,
            title: `${reference.model.title} ${reference.model.version} (OpenAPI 3.1)`,
            description: 'The description of every resource, operation, parameter and model, as OpenAPI 3.1 JSON.',
          },
          ...reference.files,
        ],
        warnings: reference.warnings,
      };
    },
  };
}
