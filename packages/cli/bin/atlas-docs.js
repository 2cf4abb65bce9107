#!/usr/bin/env node
// The command runs TypeScript sources directly: tsx compiles them on the fly.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// Prerendering uses React's production build, which is faster and what the browser gets; the dev server
// uses the development build on both sides, which React Fast Refresh needs.
process.env.NODE_ENV ??= process.argv[2] === 'dev' ? 'development' : 'production';

// The workspace's own compiler settings (JSX among them), whatever the working directory: tsx would
// otherwise look for a tsconfig.json from the working directory up.
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
