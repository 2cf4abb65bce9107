export { buildSite, type BuildOptions, type BuildResult } from './build.ts';
export { serveStatic, resolveFile, type ServeOptions } from './serve.ts';
export { themeScript, cspHash } from './theme-script.ts';
