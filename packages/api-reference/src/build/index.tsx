import { join, relative } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IslandHtml, IslandMarkdown } from '@atlas-docs/content';
import { descriptionToHtml } from '@atlas-docs/widgets/markdown/node';
import { resourceMarkdown, resourcesMarkdown } from './resource-markdown.ts';
import { formatWarning } from '../model/errors.ts';
import { loadDescription } from '../model/load.ts';
import type { ApiModel, Resource } from '../model/model.ts';
import { toOpenApi31 } from '../model/to-openapi31.ts';
import { ResourceList } from '../ui/ResourceList.tsx';
import { tryItBody, tryItBodyPath } from '../ui/describe.ts';
import { ResourceView } from '../ui/ResourceView.tsx';

/** Where the API description is, relative to the site folder, and where the build writes its OpenAPI export. */
export interface ApiReferenceFiles {
  description: string;
  openapi: string;
}

/** What the site build needs of the API reference. */
export interface ApiReferenceBuild {
  /** `api-resource{name=…}` (one resource's reference) and `api-resources{link=…}` (the list of resources). */
  islands: Record<string, IslandHtml>;
  /** The same islands in markdown, for the pages' markdown. */
  islandMarkdown: Record<string, IslandMarkdown>;
  /** The URL path of the OpenAPI 3.1 export, and its text. */
  openapi: { path: string; json: string };
  /** The JSON bodies of the try-it panels, one file per operation that takes one (URL path and text). */
  files: { path: string; text: string }[];
  /** The description's warnings, each naming where. */
  warnings: string[];
  model: ApiModel;
}

/**
 * Reads the site's API description and returns the build-time renderers of the reference islands and the
 * OpenAPI 3.1 export. `apiBase` is the host the try-it panels send to.
 */
export async function prepareApiReference(
  siteDir: string,
  config: ApiReferenceFiles,
  apiBase: string,
): Promise<ApiReferenceBuild> {
  const { model, warnings } = await loadDescription(join(siteDir, config.description));
  const descriptions = new Map<string, string>();
  // Descriptions repeat across operations and models; each is rendered and sanitised once.
  const toHtml = (markdown: string): string => {
    let html = descriptions.get(markdown);
    if (html === undefined) {
      html = descriptionToHtml(markdown);
      descriptions.set(markdown, html);
    }
    return html;
  };
  const names = model.resources.map((r) => r.name);
  const models = new Map(model.models.map((m) => [m.id, m]));
  // Beside the export: `/docs/apis/rest-api-reference/try-it/post-api-v2-measurements.json`.
  const bodies = `${config.openapi.replace(/[^/]*$/, '')}try-it/`;
  const files = model.resources
    .flatMap((r) => r.endpoints.flatMap((e) => e.operations))
    .flatMap((operation) => {
      const body = tryItBody(operation, models);
      return body ? [{ path: tryItBodyPath(bodies, operation.id), text: `${JSON.stringify(body)}\n` }] : [];
    });
  const resourceNamed = (name: string | undefined): Resource => {
    const resource = model.resources.find((r) => r.name === name);
    if (!resource)
      throw new Error(`no resource \`${name ?? ''}\` in the API description (resources: ${names.join(', ')})`);
    return resource;
  };
  const listLink = (link: string | undefined): string => {
    if (!link?.endsWith('/')) throw new Error('`link` must be the path the resource names follow, ending in /');
    return link;
  };
  const islands: Record<string, IslandHtml> = {
    'api-resource': ({ name }) => {
      const resource = resourceNamed(name);
      return renderToStaticMarkup(
        <ResourceView
          api={model}
          resource={resource}
          openapi={config.openapi}
          bodies={bodies}
          base={apiBase}
          toHtml={toHtml}
        />,
      );
    },
    'api-resources': ({ link }) => {
      return renderToStaticMarkup(<ResourceList api={model} link={listLink(link)} openapi={config.openapi} />);
    },
  };
  const islandMarkdown: Record<string, IslandMarkdown> = {
    'api-resource': ({ name }) => resourceMarkdown(model, resourceNamed(name)),
    'api-resources': ({ link }) => resourcesMarkdown(model, listLink(link)),
  };
  return {
    islands,
    islandMarkdown,
    openapi: { path: config.openapi, json: `${JSON.stringify(toOpenApi31(model), null, 2)}\n` },
    files,
    // Files named from the site's folder: the build log reads `api/resources/probes.json › …`.
    warnings: warnings.map((w) => formatWarning(w.file === undefined ? w : { ...w, file: relative(siteDir, w.file) })),
    model,
  };
}
