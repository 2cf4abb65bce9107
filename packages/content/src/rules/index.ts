export * from './features.ts';
export * from './locale.ts';
export * from './nav.ts';
export * from './outline.ts';
export * from './pager.ts';
export * from './paths.ts';
export * from './redirects.ts';
export * from './sidebar.ts';
