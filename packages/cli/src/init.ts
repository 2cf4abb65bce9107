/**
 * `atlas-docs init [folder]`: a site folder that builds at once, made without questions: the config, a home
 * page, two doc pages and their sidebar. It never writes over a file that is there.
 */
import { basename, join, resolve } from 'node:path';
import { exists, writeFileDeep } from './files.ts';

/** The title of a site made in `dir`: its folder's name in words (`my-docs` -> `My docs`). */
export function titleOf(dir: string): string {
  const words = basename(resolve(dir))
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Docs';
}

/** The files of a new site, by path relative to its folder. */
export function starterFiles(title: string): Record<string, string> {
  const quoted = JSON.stringify(title).slice(1, -1).replaceAll("'", "\\'");
  return {
    'site.config.ts': `import type { SiteConfig } from '@atlas-docs/content/types';

const config: SiteConfig = {
  title: '${quoted}',
  description: 'The documentation of ${quoted}.',
  nav: [{ text: 'Guide', link: '/guide/', activeMatch: '^/guide/' }],
  sidebar: {
    '/guide/': [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/guide/' },
          { text: 'Writing pages', link: '/guide/writing-pages' },
        ],
      },
    ],
  },
  // Plugins add what a site needs beyond pages: \`apiReference()\` of @atlas-docs/api-reference, say.
  plugins: [],
};

export default config;
`,
    'content/index.md': `---
layout: home
hero:
  name: ${JSON.stringify(title)}
  tagline: Documentation that reads well in a browser and builds in seconds.
  actions:
    - text: Get started
      link: /guide/
features:
  - title: Markdown
    details: Pages are markdown files in content/; their routes follow their paths.
  - title: Search
    details: Every section of every page is found by the search box, with nothing to set up.
---
`,
    'content/guide/index.md': `# Getting started

This site was made by \`atlas-docs init\`. Preview it while you write with \`npx atlas-docs dev\`, and build it
for any static host with \`npx atlas-docs build\`.

## Next

Read about [writing pages](./writing-pages.md).
`,
    'content/guide/writing-pages.md': `# Writing pages

Each markdown file under \`content/\` is a page. The sidebar is in \`site.config.ts\`.

:::tip
Containers such as this tip, tables, highlighted code and Mermaid diagrams work out of the box.
:::
`,
    '.gitignore': 'node_modules/\ndist/\n',
  };
}

/** A folder that has some of the files already: the message names them. */
export class FolderNotEmptyError extends Error {}

/**
 * Writes a new site into `dir` (made when missing) and returns the files written, relative to it. Refuses,
 * writing nothing, when any of them is there already.
 */
export async function initSite(dir: string, title = titleOf(dir)): Promise<string[]> {
  const files = starterFiles(title);
  const taken = [];
  for (const file of Object.keys(files)) if (await exists(join(dir, file))) taken.push(file);
  if (taken.length > 0) {
    throw new FolderNotEmptyError(`${resolve(dir)} has ${taken.join(', ')} already; nothing was written.`);
  }
  for (const [file, text] of Object.entries(files)) await writeFileDeep(join(dir, file), text);
  return Object.keys(files);
}
