import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** The workspace packages' TypeScript source, not their dist/ (package.json `exports`). */
const SOURCE = 'atlas-docs-source';

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}', 'bench/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
