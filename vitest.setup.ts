import { fileURLToPath } from 'node:url';

// The command runs the TypeScript it meets at run time through tsx (packages/cli/bin/atlas-docs.js); in the
// repository that includes the generator's own packages, which the config's runner leaves to Node. Tests in
// Node run the command's code with the same loader, registered once per process (not beside jsdom, whose
// globals the loader's compiler refuses; no test there loads a site).
const REGISTERED = Symbol.for('atlas-docs.tests.tsx');
const state = globalThis as { [REGISTERED]?: true };
if (typeof window === 'undefined' && !state[REGISTERED]) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('packages/cli/tsconfig.runtime.json', import.meta.url)) });
  state[REGISTERED] = true;
}
