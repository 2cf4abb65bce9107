import { describe, expect, it } from 'vitest';
import { pageMarkdown, type PageMarkdownOptions } from '../../src/markdown/page-markdown.ts';

const options: PageMarkdownOptions = {
  title: 'Ping',
  route: '/docs/measurements/ping',
  url: 'https://atlas.ripe.net/docs/measurements/ping',
  islandMarkdown: { 'api-resource': ({ name }) => `| Call | Name |\n| --- | --- |\n| \`GET\` | ${name ?? ''} |` },
  // A page's route gets its markdown's `.md`; a file keeps its address.
  linkOf: (target) => `https://atlas.ripe.net${/\.\w+(#|$)/.test(target) ? target : target.replace(/(#|$)/, '.md$1')}`,
};

describe('a page as markdown', () => {
  it('begins with the title, without the front matter', () => {
    const markdown = pageMarkdown('---\ntitle: Ping\ndescription: x\n---\n\nSends echo requests.\n', options);
    expect(markdown).toBe('# Ping\n\nSends echo requests.\n');
  });

  it('keeps a first heading that is the title, and adds the title before any other', () => {
    expect(pageMarkdown('# Ping\n\nText.\n', options)).toBe('# Ping\n\nText.\n');
    expect(pageMarkdown('Intro.\n\n# Ping\n', options)).toBe('# Ping\n\nIntro.\n\n# Ping\n');
  });

  it('writes custom blocks as quotes under their title, the label when there is one', () => {
    const markdown = pageMarkdown(':::tip\nUse `packets`.\n:::\n\n:::warning[Mind the cost]\nCredits.\n:::\n', options);
    expect(markdown).toBe('# Ping\n\n> **TIP**\n>\n> Use `packets`.\n\n> **Mind the cost**\n>\n> Credits.\n');
  });

  it('writes an island as its plugin writes it, and one without markdown as a link to the page', () => {
    const markdown = pageMarkdown('::api-resource{name=probes}\n\n::legal\n', options);
    expect(markdown).toContain('| `GET` | probes |');
    expect(markdown).toContain(
      '_This part of the page is interactive:_ [open the page](https://atlas.ripe.net/docs/measurements/ping).',
    );
  });

  it('keeps the text of text directives', () => {
    expect(pageMarkdown('A :help[probe]{text="A device"} here.\n', options)).toBe('# Ping\n\nA probe here.\n');
  });

  it('links other pages through linkOf, keeps same-page anchors and external links', () => {
    const markdown = pageMarkdown(
      '[a](./dns.md#options) [b](/docs/) [c](#results) [d](https://example.net/x)\n\n![chart](../img/rtt.png)\n',
      options,
    );
    expect(markdown).toContain('[a](https://atlas.ripe.net/docs/measurements/dns.md#options)');
    expect(markdown).toContain('[b](https://atlas.ripe.net/docs/.md)');
    expect(markdown).toContain('[c](#results)');
    expect(markdown).toContain('[d](https://example.net/x)');
    expect(markdown).toContain('![chart](https://atlas.ripe.net/docs/img/rtt.png)');
  });

  it('writes tables without padding', () => {
    expect(pageMarkdown('| a | bbbbbb |\n| - | - |\n| 1 | 2 |\n', options)).toBe(
      '# Ping\n\n| a | bbbbbb |\n| - | - |\n| 1 | 2 |\n',
    );
  });
});
