import { describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content-error.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import { canonicalLink, routeIndexOf } from '../../src/rules/paths.ts';

const render = (source: string, islands: string[] = []) =>
  renderMarkdown(source, { file: 'content/docs/page.md', relativePath: 'docs/page.md', islands });

/** The ContentError a render rejects with. */
async function errorOf(source: string, islands: string[] = []): Promise<ContentError> {
  const error: unknown = await render(source, islands).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ContentError)) throw new Error(`expected a ContentError, got ${String(error)}`);
  return error;
}

describe('renderMarkdown: front matter and title', () => {
  it('returns the front matter and the first h1 as title', async () => {
    const result = await render('---\ntitle: Probes\ntags: [a, b]\n---\n\n# Probe hardware\n\n# Second h1\n');
    expect(result.frontmatter).toEqual({ title: 'Probes', tags: ['a', 'b'] });
    expect(result.meta).toEqual({ layout: 'doc', title: 'Probes' });
    expect(result.title).toBe('Probe hardware');
  });

  it('has a null title without an h1 and an empty front matter without one', async () => {
    const result = await render('## Only a section\n');
    expect(result.title).toBeNull();
    expect(result.frontmatter).toEqual({});
    expect(result.meta.layout).toBe('doc');
  });

  it('uses the plain text of an h1 with inline markup', async () => {
    expect((await render('# The `ping` *command*\n')).title).toBe('The ping command');
  });
});

describe('renderMarkdown: headings', () => {
  it('gives headings GitHub-style ids, tabindex -1 and a permalink anchor', async () => {
    const { html } = await render('## Getting started\n');
    expect(html).toBe(
      '<h2 id="getting-started" tabindex="-1">Getting started <a class="header-anchor" href="#getting-started" aria-label="Permalink to “Getting started”">\u200b</a></h2>',
    );
  });

  it('collects levels 2 to 6 with their ids and plain text, not the anchor', async () => {
    const source =
      '# Title\n\n## What is `RIPE Atlas`?\n\n### Probes & anchors\n\n###### Deep\n\n## Probes & anchors\n';
    expect((await render(source)).headings).toEqual([
      { level: 2, id: 'what-is-ripe-atlas', text: 'What is RIPE Atlas?' },
      { level: 3, id: 'probes--anchors', text: 'Probes & anchors' },
      { level: 6, id: 'deep', text: 'Deep' },
      { level: 2, id: 'probes--anchors-1', text: 'Probes & anchors' },
    ]);
  });

  it('keeps slugs per page: the same heading on another page gets the same id', async () => {
    expect((await render('## Intro\n')).headings[0]?.id).toBe('intro');
    expect((await render('## Intro\n')).headings[0]?.id).toBe('intro');
  });
});

describe('renderMarkdown: code blocks', () => {
  it('wraps highlighted code with its language label and a focusable pre', async () => {
    const { html } = await render('```bash\necho "hi" # greet\n```\n');
    expect(html).toMatch(
      /^<div class="language-bash vp-code"><span class="lang">bash<\/span><pre class="shiki" tabindex="0"><code><span class="line">.*<\/span><\/code><\/pre><\/div>$/,
    );
    expect(html).toMatch(/<span class="sc-[\da-z]+">echo <\/span>/);
    expect(html).not.toContain('style=');
  });

  it('never emits inline styles, in any supported language', async () => {
    const fences = ['ts', 'js', 'json', 'yaml', 'python', 'html', 'css', 'http', 'toml', 'diff', 'sh', 'shell'];
    const source = fences.map((lang) => `\`\`\`${lang}\nconst a = { "b": 1 } // c\n\`\`\``).join('\n\n');
    const { html } = await render(source);
    expect(html).not.toMatch(/style=/);
    for (const lang of fences)
      expect(html).toContain(`<div class="language-${lang} vp-code"><span class="lang">${lang}</span>`);
  });

  it('keeps one line span per source line, joined by newlines', async () => {
    const { html } = await render('```text\nline one\n\nline <three>\n```\n');
    expect(html).toContain(
      '<code><span class="line">line one</span>\n<span class="line"></span>\n<span class="line">line &#x3C;three></span></code>',
    );
  });

  it('shows unknown languages as plain text with a warning instead of failing', async () => {
    const result = await render('Intro\n\n```brainfuck\n+[>+<-]\n```\n');
    expect(result.html).toContain('<div class="language-brainfuck vp-code"><span class="lang">brainfuck</span>');
    expect(result.html).toContain('<span class="line">+[>+&#x3C;-]</span>');
    expect(result.warnings).toEqual([
      'content/docs/page.md:3:1: unknown code language "brainfuck", shown as plain text',
    ]);
  });

  it('labels a fence without a language as text, without a warning', async () => {
    const result = await render('```\nplain\n```\n');
    expect(result.html).toContain('<div class="language-text vp-code"><span class="lang">text</span>');
    expect(result.warnings).toEqual([]);
  });

  it('turns a mermaid fence into the diagram island placeholder with escaped source', async () => {
    const { html } = await render('```mermaid\ngraph TD\n  A-->B["<b>x</b> & y"]\n```\n');
    expect(html).toBe(
      '<div class="ad-island ad-mermaid" data-island="mermaid"><pre class="ad-mermaid__source"><code>graph TD\n  A-->B["&#x3C;b>x&#x3C;/b> &#x26; y"]</code></pre></div>',
    );
  });

  it('collects the token classes it uses', async () => {
    const usedClasses = new Set<string>();
    await renderMarkdown('```json\n{ "a": 1 }\n```\n', { file: 'x.md', usedClasses });
    expect(usedClasses.size).toBeGreaterThan(0);
    for (const name of usedClasses) expect(name).toMatch(/^sc-[\da-z]+$/);
  });
});

describe('renderMarkdown: containers', () => {
  it.each([
    ['tip', 'TIP'],
    ['info', 'INFO'],
    ['warning', 'WARNING'],
    ['danger', 'DANGER'],
  ])(':::%s gets the default title %s', async (name, title) => {
    const { html } = await render(`:::${name}\nBe *careful*.\n:::\n`);
    expect(html).toBe(
      `<div class="custom-block ${name}"><p class="custom-block-title">${title}</p><p>Be <em>careful</em>.</p></div>`,
    );
  });

  it('takes a custom title from the label, with inline markup', async () => {
    const { html } = await render(':::warning[Mind the *rate* limit]\nBody\n:::\n');
    expect(html).toBe(
      '<div class="custom-block warning"><p class="custom-block-title">Mind the <em>rate</em> limit</p><p>Body</p></div>',
    );
  });

  it('renders details with a default or custom summary', async () => {
    expect((await render(':::details\nHidden\n:::\n')).html).toBe(
      '<details class="custom-block details"><summary>Details</summary><p>Hidden</p></details>',
    );
    expect((await render(':::details[Show the JSON]\n```json\n{}\n```\n:::\n')).html).toMatch(
      /^<details class="custom-block details"><summary>Show the JSON<\/summary><div class="language-json vp-code">/,
    );
  });

  it('nests containers', async () => {
    const { html } = await render('::::tip\nOuter\n\n:::danger\nInner\n:::\n::::\n');
    expect(html).toContain('<div class="custom-block tip"><p class="custom-block-title">TIP</p><p>Outer</p>');
    expect(html).toContain(
      '<div class="custom-block danger"><p class="custom-block-title">DANGER</p><p>Inner</p></div></div>',
    );
  });

  it('fails on an unknown container with its line', async () => {
    const error = await errorOf('# T\n\nText\n\n:::note\nx\n:::\n');
    expect(error.message).toBe(
      'content/docs/page.md:5:1: unknown container `:::note` (known: tip, info, warning, danger, details, code-group)',
    );
    expect([error.file, error.line, error.column]).toEqual(['content/docs/page.md', 5, 1]);
  });
});

describe('renderMarkdown: islands and text directives', () => {
  it('lists the islands the page holds, leaf, container and inline, each once', async () => {
    const source = '::map{a=1}\n\n::map{a=2}\n\n:::panel\nText\n:::\n\nSee :tip[this] but not:tip.\n';
    const { islands } = await render(source, ['map', 'panel', 'tip', 'unused']);
    expect(islands.sort()).toEqual(['map', 'panel', 'tip']);
    expect((await render('# Plain\n')).islands).toEqual([]);
  });

  it('renders a registered leaf directive as an island with its attributes as JSON', async () => {
    const { html } = await render('::probe-map{country="NL" zoom=4 live}\n', ['probe-map']);
    const match = /^<div class="ad-island" data-island="probe-map" data-props='(.*)'><\/div>$/.exec(html);
    expect(match).not.toBeNull();
    const json = (match?.[1] ?? '').replace(/&#x22;/g, '"').replace(/&#x26;/g, '&');
    expect(JSON.parse(json)).toEqual({ country: 'NL', zoom: '4', live: '' });
  });

  it('escapes attribute values so they cannot break out of the attribute', async () => {
    const { html } = await render(`::chart{title='<b>"bold"</b> & co' note="It's"}\n`, ['chart']);
    // One element: the value stays inside the quoted attribute (`<` is harmless there).
    expect(html).toMatch(/^<div class="ad-island" data-island="chart" data-props='[^']*'><\/div>$/);
    const match = /data-props='([^']*)'/.exec(html);
    const decoded = (match?.[1] ?? '').replace(/&#x(\w+);/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    expect(JSON.parse(decoded)).toEqual({ title: '<b>"bold"</b> & co', note: "It's" });
  });

  it("fills an island rendered at build time; its headings, ids and links count as the page's", async () => {
    const islandHtml = {
      reference: (props: Readonly<Record<string, string>>) =>
        `<h2 id="ops">Operations of ${props.name ?? ''}</h2><h3 id="get-x">GET /x</h3><a href="/docs/other#y">other</a>`,
    };
    const result = await renderMarkdown('# Page\n\n::reference{name=probes}\n', {
      file: 'content/docs/page.md',
      relativePath: 'docs/page.md',
      islandHtml,
    });
    expect(result.html).toContain('<div class="ad-island" data-island="reference"');
    expect(result.html).toContain('<h3 id="get-x" tabindex="-1">GET /x <a class="header-anchor" href="#get-x"');
    expect(result.headings).toEqual([
      { level: 2, id: 'ops', text: 'Operations of probes' },
      { level: 3, id: 'get-x', text: 'GET /x' },
    ]);
    expect(result.anchors).toEqual(expect.arrayContaining(['ops', 'get-x']));
    expect(result.links.map((link) => link.url)).toEqual(['/docs/other#y']);
  });

  it("names an island's heading in the outline by its data-outline, and leaves one out by an empty one", async () => {
    const islandHtml = {
      reference: () =>
        '<h2 id="endpoint-x" data-outline=""><code>/api/v2/x/</code></h2>' +
        '<h3 id="get-x" data-outline="GET /">GET <code>/api/v2/x/</code></h3>',
    };
    const result = await renderMarkdown('# Page\n\n::reference\n', { file: 'content/docs/page.md', islandHtml });
    expect(result.headings).toEqual([{ level: 3, id: 'get-x', text: 'GET /' }]);
    expect(result.anchors).toEqual(expect.arrayContaining(['endpoint-x', 'get-x']));
    expect(result.html).not.toContain('data-outline');
  });

  it('reports a build-time island that cannot render at its directive', async () => {
    const islandHtml = {
      reference: () => {
        throw new Error('no resource `nope`');
      },
    };
    const error: unknown = await renderMarkdown('Intro\n\n::reference{name=nope}\n', {
      file: 'content/docs/page.md',
      islandHtml,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toBe('content/docs/page.md:3:1: `::reference`: no resource `nope`');
  });

  it('fails on an unknown leaf directive with its line and column', async () => {
    const error = await errorOf('Intro\n\n  ::chart{a="1"}\n', ['map']);
    expect(error.message).toBe('content/docs/page.md:3:3: unknown directive `::chart` (islands: map)');
  });

  it('puts unknown text directives back as the text they were', async () => {
    const { html } = await render('Ratio a:b at 10:30, see :smile and key:value{x} or :abbr[HTML]{title="x"}.\n');
    expect(html).toBe('<p>Ratio a:b at 10:30, see :smile and key:value{x} or :abbr[HTML]{title="x"}.</p>');
  });

  it("keeps a leaf island's bracketed content inside its placeholder", async () => {
    const { html } = await render('::help[A probe is a *small* device, see a:b.]{label="Probes"}\n', ['help']);
    expect(html).toBe(
      '<div class="ad-island" data-island="help" data-props=\'{&#x22;label&#x22;:&#x22;Probes&#x22;}\'>' +
        'A probe is a <em>small</em> device, see a:b.</div>',
    );
  });

  it('renders a registered text directive with content as an inline island, and leaves the rest as text', async () => {
    const { html } = await render('The ID :help[Each probe has a number.] and see:help or :help{x=1}.\n', ['help']);
    expect(html).toBe(
      '<p>The ID <span class="ad-island" data-island="help" data-props="{}">Each probe has a number.</span>' +
        ' and see:help or :help{x=1}.</p>',
    );
  });

  it('renders a registered container as an island with its label as a prop and its body inside', async () => {
    const { html } = await render(':::rollover[What is a probe?]{id="p"}\nA **probe** measures.\n\n- one\n:::\n', [
      'rollover',
    ]);
    expect(html).toBe(
      '<div class="ad-island" data-island="rollover" data-props=\'{&#x22;id&#x22;:&#x22;p&#x22;,&#x22;label&#x22;:&#x22;What is a probe?&#x22;}\'>' +
        '<p>A <strong>probe</strong> measures.</p><ul>\n<li>one</li>\n</ul></div>',
    );
  });

  it('still fails on an unknown container when islands are registered', async () => {
    const error = await errorOf(':::rollover\nx\n:::\n', ['help']);
    expect(error.message).toMatch(/^content\/docs\/page\.md:1:1: unknown container `:::rollover`/);
  });

  it('keeps colons in headings out of the slug logic', async () => {
    const { headings } = await render('## Step 1:setup\n');
    expect(headings).toEqual([{ level: 2, id: 'step-1setup', text: 'Step 1:setup' }]);
  });
});

describe('renderMarkdown: tables and raw HTML', () => {
  it('wraps GFM tables in a focusable, labelled region', async () => {
    const { html } = await render('| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toMatch(/^<div class="ad-table" tabindex="0" role="region" aria-label="Table"><table>\n<thead>/);
    expect(html).toMatch(/<\/table><\/div>$/);
    expect(html).not.toContain('data-atlas-table');
  });

  it('names each table region after the heading it is under, numbered when a heading has several', async () => {
    const table = '| a | b |\n|---|---|\n| 1 | 2 |\n';
    const { html } = await render(
      `# Probe *hardware*\n\n${table}\n## Versions\n\n${table}\nText.\n\n${table}\n### Power\n\n${table}`,
    );
    const labels = [...html.matchAll(/role="region" aria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(labels).toEqual(['Probe hardware', 'Versions', 'Versions (table 2)', 'Power']);
  });

  it('passes raw HTML through and leaves raw HTML tables alone', async () => {
    const { html, anchors } = await render(
      '<section id="raw"><table><tr><td>x</td></tr></table></section>\n\nText <kbd>Ctrl</kbd>\n',
    );
    expect(html).toContain('<section id="raw"><table><tbody><tr><td>x</td></tr></tbody></table></section>');
    expect(html).toContain('<p>Text <kbd>Ctrl</kbd></p>');
    expect(html).not.toContain('ad-table');
    expect(anchors).toEqual(['raw']);
  });
});

describe('renderMarkdown: links', () => {
  it('opens http, https, mailto and protocol-relative links in a new tab', async () => {
    const { html, links } = await render(
      '[a](https://atlas.ripe.net) [b](http://x.org) [c](mailto:atlas@ripe.net) [d](//cdn.example.com/x)\n',
    );
    expect(html).toBe(
      '<p><a href="https://atlas.ripe.net" target="_blank" rel="noreferrer">a</a> <a href="http://x.org" target="_blank" rel="noreferrer">b</a> <a href="mailto:atlas@ripe.net" target="_blank" rel="noreferrer">c</a> <a href="//cdn.example.com/x" target="_blank" rel="noreferrer">d</a></p>',
    );
    expect(links).toEqual([]);
  });

  it('rewrites relative .md links to routes and keeps absolute ones', async () => {
    const { html } = await render(
      '[x](./x.md) [y](../api/index.md#auth) [z](sub/_index.md) [abs](/docs/x#h) [idx](/docs/index.md)\n',
    );
    expect(html).toBe(
      '<p><a href="/docs/x">x</a> <a href="/api/#auth">y</a> <a href="/docs/sub/">z</a> <a href="/docs/x#h">abs</a> <a href="/docs/">idx</a></p>',
    );
  });

  it('records every internal link with its line and column', async () => {
    const source =
      '# T\n\nSee [x](./x.md#top) and\n[abs](/docs/y) or [here](#local).\n\n<a href="../z">raw</a>\n\n[ext](https://x.org)\n';
    expect((await render(source)).links).toEqual([
      { url: '/docs/x#top', line: 3, column: 5 },
      { url: '/docs/y', line: 4, column: 1 },
      { url: '/docs/page#local', line: 4, column: 19 },
      { url: '/z', line: 6, column: 1 },
    ]);
  });

  it('processes links inside headings but not the permalink anchors', async () => {
    const { html, links, headings } = await render('## See [probes](./probes.md)\n');
    expect(html).toBe(
      '<h2 id="see-probes" tabindex="-1">See <a href="/docs/probes">probes</a> <a class="header-anchor" href="#see-probes" aria-label="Permalink to “See probes”">\u200b</a></h2>',
    );
    expect(links).toEqual([{ url: '/docs/probes', line: 1, column: 8 }]);
    expect(headings).toEqual([{ level: 2, id: 'see-probes', text: 'See probes' }]);
  });

  it('resolves relative links from an index page inside its folder', async () => {
    const result = await renderMarkdown('[a](a.md) [b](./b)\n', {
      file: 'content/docs/index.md',
      relativePath: 'docs/index.md',
    });
    expect(result.html).toBe('<p><a href="/docs/a">a</a> <a href="./b">b</a></p>');
    expect(result.links.map((l) => l.url)).toEqual(['/docs/a', '/docs/b']);
  });

  it('writes an internal link as the route of its page, keeping query and hash, and records it as written', async () => {
    const routes = routeIndexOf(['/docs/a', '/docs/sub/']);
    const result = await renderMarkdown(
      '[a](/docs/a/#h) [sub](/docs/sub/_index?x=1) [none](/docs/b/) [ext](https://x.org/a/)\n',
      {
        file: 'content/docs/page.md',
        relativePath: 'docs/page.md',
        canonical: (link) => canonicalLink(link, routes),
      },
    );
    expect(result.html).toContain(
      '<a href="/docs/a#h">a</a> <a href="/docs/sub/?x=1">sub</a> <a href="/docs/b/">none</a>',
    );
    expect(result.html).toContain('<a href="https://x.org/a/" target="_blank" rel="noreferrer">ext</a>');
    expect(result.links.map((l) => l.url)).toEqual(['/docs/a/#h', '/docs/sub/_index', '/docs/b/']);
  });

  it('records internal links of hero actions and feature cards at their front matter lines', async () => {
    const source = [
      '---',
      'layout: home',
      'hero:',
      '  name: RIPE Atlas',
      '  actions:',
      '    - text: Start',
      '      link: /docs/',
      '    - text: GitHub',
      '      link: https://github.com/RIPE-NCC',
      'features:',
      '  - title: Probes',
      '    link: /docs/probes/',
      '---',
      '',
    ].join('\n');
    expect((await render(source)).links).toEqual([
      { url: '/docs/', line: 7, column: 13 },
      { url: '/docs/probes/', line: 12, column: 11 },
    ]);
  });
});
