#!/usr/bin/env node
import { register as registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// Prerendering uses React's production build, which is faster and what the browser gets; the dev server
// uses the development build on both sides, which React Fast Refresh needs.
const command = process.argv[2];
process.env.NODE_ENV ??= command === 'dev' ? 'development' : 'production';

// Vite, on which build and dev run, loads before the hooks below, which would otherwise see each of its
// modules for nothing (a third of a second of dev's start).
if (command === 'dev' || command === 'build') await import('vite');

// Packages a site's modules import resolve from the command's own when the site folder has none.
registerHooks('./resolve-hooks.js', import.meta.url);
// TypeScript met at run time runs as it is: a site's own plugins (their components are rendered at build
// time), and inside the repository the generator's own sources. The command's settings, whatever the working
// directory: tsx would otherwise look for a tsconfig.json from the working directory up.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.runtime.json', import.meta.url)) });
// The package's own entry: its TypeScript source in the repository, its built module once packed.
const { main } = await import('@atlas-docs/cli/command');
process.exitCode = await main(process.argv.slice(2));
