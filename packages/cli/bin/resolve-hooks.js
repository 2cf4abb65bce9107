// Node's resolve hook of the command (registered by atlas-docs.js): a package a site's own module imports
// that the site folder does not have (React, for a plugin's component rendered at build time) resolves from
// the packages installed with the command, so that a site folder needs no node_modules of its own.
const BESIDE_THE_COMMAND = new URL('../package.json', import.meta.url).href;
const BARE = /^(?:@[\w.-]+\/)?[\w.-]+(?:\/|$)/;

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !BARE.test(specifier) || specifier.startsWith('node:')) throw error;
    return next(specifier, { ...context, parentURL: BESIDE_THE_COMMAND });
  }
}
