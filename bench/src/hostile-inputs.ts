/**
 * Hostile remote inputs for each widget that reads remote input (the legal page's configuration and content,
 * HTML and markdown; the application switcher's site list; the sign-in profile), each as the files a host
 * would serve. Sizes sit just under the byte limits (2 MB a legal text, 256 KB the site list, 64 KB the
 * profile), or far over them, so that what is measured is the widget's own work on the largest input it reads.
 */

export type Widget = 'legal' | 'apps' | 'sign-in';

export interface HostileInput {
  key: string;
  label: string;
  widget: Widget;
  /** Files by path under the scenario's folder: `config.json`, `content.html`, `list.json`, `user/profile`. */
  files: Record<string, () => string>;
}

/** Just under the 2 MB of one legal text. */
const LEGAL_TEXT = 1_900_000;
const fill = (unit: string, length = LEGAL_TEXT): string => unit.repeat(Math.floor(length / unit.length));

/**
 * A legal configuration of one section whose content is fetched from `content.<ext>` beside it (`{base}`, which
 * the server replaces with the folder's address), closed (the bench opens it).
 */
const fetched = (kind: 'html' | 'md') => (): string =>
  JSON.stringify({
    sections: [
      {
        id: 'hostile',
        title: 'Hostile',
        [kind === 'html' ? 'localOverride' : 'mdSource']: `{base}/content.${kind}`,
      },
      { id: 'after', title: 'After', content: '<p>After.</p>' },
    ],
  });

const html = (key: string, label: string, content: () => string): HostileInput => ({
  key,
  label: `legal, HTML: ${label}`,
  widget: 'legal',
  files: { 'config.json': fetched('html'), 'content.html': content },
});

const markdown = (key: string, label: string, content: () => string): HostileInput => ({
  key,
  label: `legal, markdown: ${label}`,
  widget: 'legal',
  files: { 'config.json': fetched('md'), 'content.md': content },
});

const config = (key: string, label: string, content: () => string): HostileInput => ({
  key,
  label: `legal, configuration: ${label}`,
  widget: 'legal',
  files: { 'config.json': content },
});

const paragraph = (i: number): string =>
  `<p>Paragraph ${i}. The RIPE NCC keeps personal data no longer than needed, and lets everyone see it.</p>`;

export const HOSTILE_INPUTS: HostileInput[] = [
  config('config-10mb', '10 MB of sections', () =>
    JSON.stringify({
      sections: Array.from({ length: 4600 }, (_, i) => ({ id: `s${i}`, title: `S ${i}`, content: fill('x', 2300) })),
    }),
  ),
  config('config-5100-sections', '100 sections of 50 sub-sections', () =>
    JSON.stringify({
      sections: Array.from({ length: 100 }, (_, i) => ({
        id: `s${i}`,
        title: `Section ${i}`,
        open: true,
        content: paragraph(i),
        subpages: Object.fromEntries(
          Array.from({ length: 50 }, (_, j) => [
            `t${j}`,
            { title: `Sub ${i}.${j}`, open: true, content: paragraph(j) },
          ]),
        ),
      })),
    }),
  ),
  config('config-long-title', 'a title of 1.9 MB on one line', () =>
    JSON.stringify({ sections: [{ id: 'long', title: fill('Title '), open: true, content: '<p>x</p>' }] }),
  ),
  config('config-long-line', 'inline content of 1.9 MB on one line, no tags', () =>
    JSON.stringify({ sections: [{ id: 'line', title: 'Line', open: true, content: `<p>${fill('word ')}</p>` }] }),
  ),
  config('config-long-word', 'inline content of one 1.9 MB word', () =>
    JSON.stringify({ sections: [{ id: 'word', title: 'Word', open: true, content: `<p>${fill('w')}</p>` }] }),
  ),
  config('config-icon', 'an SVG icon of 1.5 MB', () =>
    JSON.stringify({
      sections: [
        { id: 'icon', title: 'Icon', content: '<p>x</p>', icon: `<svg>${fill('<circle r="1"/>', 1_500_000)}</svg>` },
      ],
    }),
  ),
  html('html-one-div', '1.9 MB in one <div>', () => `<div>${fill(paragraph(1))}</div>`),
  html(
    'html-table',
    'a table of 50,000 rows',
    () => `<table>${Array.from({ length: 50_000 }, (_, i) => `<tr><td>${i}</td><td>row</td></tr>`).join('')}</table>`,
  ),
  html('html-list', 'a list of 100,000 items', () => `<ul>${'<li>Item</li>'.repeat(100_000)}</ul>`),
  html('html-deep', '100,000 nested <div>s', () => `${'<div>'.repeat(100_000)}x${'</div>'.repeat(100_000)}`),
  html('html-attributes', 'one tag of 1,000,000 attributes', () => `<p${' a'.repeat(950_000)}>x</p>`),
  html('html-long-url', 'a link of a 1.9 MB URL', () => `<a href="https://static.ripe.net/${fill('a')}">x</a>`),
  html('html-urls', '19 links of 100,000-character URLs', () =>
    Array.from(
      { length: 19 },
      (_, i) => `<p><a href="https://static.ripe.net/${fill('a', 100_000)}">${i}</a></p>`,
    ).join(''),
  ),
  html('html-links', '100,000 links', () => fill('<a href="/x">link</a> ')),
  html('html-headings', '60,000 headings with ids', () =>
    Array.from({ length: 60_000 }, (_, i) => `<h2 id="h${i}">H ${i}</h2>`).join(''),
  ),
  html('html-inline', 'one <b> around 1.9 MB of inline elements', () => `<b>${fill('<i>x</i> <u>y</u> ')}</b>`),
  html('html-long-line', '1.9 MB of text, no tags', () => fill('word ')),
  markdown('md-deep-quote', 'quotes nested 10,000 deep', () => `${'>'.repeat(10_000)} deep\n`),
  markdown('md-stars', 'a line of 1.9 MB of *', () => fill('*')),
  markdown('md-underscores', 'a line of 1.9 MB of _', () => fill('_')),
  markdown('md-brackets', 'a line of 1.9 MB of [', () => fill('[')),
  markdown(
    'md-nested-inline',
    'emphasis and links nested 10,000 deep',
    () => `${'*a _b [c '.repeat(10_000)}x${'](u) d_ e*'.repeat(10_000)}\n`,
  ),
  markdown('md-stars-words', 'a line of 1.9 MB of *word', () => fill('*word ')),
  markdown('md-links', '100,000 links', () => fill('[link](https://atlas.ripe.net/) ')),
  markdown('md-headings', '100,000 headings', () => fill('# Heading\n\n')),
  markdown('md-long-line', '1.9 MB of words on one line', () => fill('word ')),
  markdown('md-long-url', 'a link of a 1.9 MB URL', () => `[x](https://static.ripe.net/${fill('a')})`),
  markdown('md-backticks', 'a line of 1.9 MB of `', () => fill('`')),
  markdown('md-lists', 'a list nested 1,000 deep (1 MB)', () =>
    Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'),
  ),
  {
    key: 'apps-huge',
    label: 'site list: 10 MB',
    widget: 'apps',
    files: {
      'list.json': () =>
        JSON.stringify(
          Array.from({ length: 100_000 }, (_, i) => ({ name: `Site ${i}`, url: `https://s${i}.example/` })),
        ),
    },
  },
  {
    key: 'apps-deep',
    label: 'site list: nested 100,000 deep',
    widget: 'apps',
    files: { 'list.json': () => `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  },
  {
    key: 'apps-long',
    label: 'site list: 100 sites of 2,500-character names and URLs',
    widget: 'apps',
    files: {
      'list.json': () =>
        JSON.stringify(
          Array.from({ length: 100 }, (_, i) => ({
            name: fill('N', 1200),
            url: `https://s${i}.example/${fill('a', 1200)}`,
          })),
        ),
    },
  },
  {
    key: 'apps-url',
    label: 'site list: one URL of 250,000 characters',
    widget: 'apps',
    files: { 'list.json': () => JSON.stringify([{ name: 'Long', url: `https://s.example/${fill('a', 250_000)}` }]) },
  },
  {
    key: 'profile-huge',
    label: 'profile: 10 MB',
    widget: 'sign-in',
    files: {
      'user/profile': () =>
        JSON.stringify({ uuid: 'u', firstName: 'A', lastName: 'B', history: fill('x', 10_000_000) }),
    },
  },
  {
    key: 'profile-deep',
    label: 'profile: nested 100,000 deep',
    widget: 'sign-in',
    files: { 'user/profile': () => `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  },
  {
    key: 'profile-names',
    label: 'profile: names of 30,000 characters',
    widget: 'sign-in',
    files: {
      'user/profile': () => JSON.stringify({ uuid: 'u', firstName: fill('Ada', 30_000), lastName: fill('L', 30_000) }),
    },
  },
];
