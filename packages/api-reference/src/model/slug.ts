/**
 * The anchor of an operation, made of its method and path so that it stays the same whatever the source
 * format calls the operation: `GET /api/v2/measurements/{pk}/` -> `get-api-v2-measurements-pk`.
 */
export function operationSlug(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Makes slugs unique in the order they are asked for: the second `x` becomes `x-2`. */
export function uniqueSlugs(): (slug: string) => string {
  const seen = new Map<string, number>();
  return (slug) => {
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  };
}
