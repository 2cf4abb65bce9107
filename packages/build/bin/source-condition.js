// A module resolution hook: the workspace packages resolve to their TypeScript source (the
// `atlas-docs-source` condition of their package.json `exports`), as under npm (.npmrc) and in Vite.
const SOURCE = 'atlas-docs-source';

export async function resolve(specifier, context, nextResolve) {
  if (context.conditions.includes(SOURCE)) return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, SOURCE] });
}
