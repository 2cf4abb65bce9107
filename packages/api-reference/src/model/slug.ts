import { PageSlugs, slugOf } from '@atlas-docs/content/slug';

/**
 * The anchor of an operation, made of its method and path so that it stays the same whatever the source
 * format calls the operation: `GET /api/v2/measurements/{pk}/` -> `get-api-v2-measurements-pk`. The
 * slugger of headings (`@atlas-docs/content/slug`) makes it, of the method and the path's words.
 */
export function operationSlug(method: string, path: string): string {
  return slugOf(`${method} ${path}`.replace(/[^A-Za-z0-9]+/g, ' ').trim());
}

/** Makes the operations' anchors unique in the order they are asked for, as a page's headings are. */
export function uniqueSlugs(): (slug: string) => string {
  const slugs = new PageSlugs();
  return (slug) => slugs.take(slug);
}
