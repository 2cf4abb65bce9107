import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}', 'bench/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
