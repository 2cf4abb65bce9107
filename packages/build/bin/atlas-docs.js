#!/usr/bin/env node
// The command runs TypeScript sources directly: tsx compiles them on the fly.
import { register as registerHooks } from 'node:module';
import { register } from 'tsx/esm/api';

// Prerendering uses React's production build, which is faster and what the browser gets.
process.env.NODE_ENV ??= 'production';

register();
registerHooks('./source-condition.js', import.meta.url);
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
