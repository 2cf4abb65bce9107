/**
 * What the static-host stand-in serves for the legal page: fixture policies written for the tests (not the
 * provider's real texts), and hostile content. Every hostile payload would set `window.__legalPwned` (or
 * navigate, or load from the foreign host) if it ever ran; the tests check that nothing of it does.
 */

/** The page-level flag any injected script would set. */
export const PWNED_FLAG = '__legalPwned';

const filler = (topic: string, count: number): string =>
  Array.from(
    { length: count },
    (_, i) =>
      `<p>Paragraph ${i + 1} about ${topic}. This fixture text exists only to give the page some length, so that ` +
      `scrolling to an anchor further down is something a test can observe.</p>`,
  ).join('');

/** The default source of the app `ripe`: every built-in icon id, sub-sections under `legal`, anchors. */
export const FIXTURE_PAGES = {
  'copyright-statement': {
    title: 'Fixture Copyright',
    order: 1,
    content: '<p>All fixture text on this page belongs to nobody in particular.</p>',
  },
  'privacy-statement': {
    title: 'Fixture Privacy',
    order: 2,
    content:
      '<p>The fixture privacy text.</p>' +
      filler('privacy', 30) +
      '<h3 id="retention">Retention of fixture data</h3><p>Fixture data is kept for exactly zero days.</p>' +
      filler('retention', 25),
  },
  'terms-of-service': {
    title: 'Fixture Terms',
    order: 3,
    content:
      '# Fixture terms\n\nThese terms are **markdown** with a [link](https://atlas.ripe.net/).\n\n## Fair use\n\nMeasure fairly.',
  },
  cookies: {
    title: 'Fixture Cookies',
    order: 4,
    content: '<p>The fixture uses a single marmalade cookie, findable as the word quokkaberry.</p>',
  },
  legal: {
    title: 'Fixture Legal',
    order: 5,
    content: '<p>Documents about hosting fixture hardware.</p>',
    subpages: {
      'probe-hosting': {
        title: 'Fixture Probe Hosting',
        order: 1,
        open: true,
        content:
          filler('probe hosting', 25) +
          '<h4 id="returns">Returning a fixture probe</h4><p>Post it back.</p>' +
          filler('returns', 25),
      },
      'anchor-hosting': {
        title: 'Fixture Anchor Hosting',
        order: 2,
        content: '<p>Anchors are hosted under a fixture agreement about the zebrafinch clause.</p>',
      },
    },
  },
  imprint: {
    title: 'Fixture Imprint',
    order: 6,
    content: '<p>Published by the fixture department.</p>',
  },
};

/** Hostile HTML: scripts, handlers, iframes, javascript: links, forms, mXSS shapes and forbidden attributes. */
export const HOSTILE_HTML = [
  `<p id="hostile-intro">Hostile section text stays readable.</p>`,
  `<script>window.${PWNED_FLAG} = 'script'</script>`,
  `<img src="x-missing.png" alt="broken" onerror="window.${PWNED_FLAG} = 'onerror'">`,
  `<svg onload="window.${PWNED_FLAG} = 'svg'"><script>window.${PWNED_FLAG} = 'svg-script'</script><circle r="4" /></svg>`,
  `<iframe src="javascript:parent.${PWNED_FLAG} = 'iframe'"></iframe>`,
  `<iframe srcdoc="<script>parent.${PWNED_FLAG} = 'srcdoc'</script>"></iframe>`,
  `<a id="js-link" href="javascript:window.${PWNED_FLAG} = 'link'">A javascript link</a>`,
  `<a id="tab-link" href="java&#x09;script:window.${PWNED_FLAG} = 'tab-link'">A disguised javascript link</a>`,
  `<form action="javascript:window.${PWNED_FLAG} = 'form'"><button id="js-button">Submit</button></form>`,
  `<object data="javascript:window.${PWNED_FLAG} = 'object'"></object><embed src="javascript:alert(1)">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.${PWNED_FLAG} = 'mxss'"></style></mglyph></table></mtext></math>`,
  `<div data-evil="1" style="position:fixed;inset:0" onclick="window.${PWNED_FLAG} = 'click'" id="hostile-div">Click me</div>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.${PWNED_FLAG} = 'meta'">`,
  `<base href="javascript:/">`,
  `<p id="cookie">An id that would clobber document.cookie.</p>`,
].join('\n');

export const HOSTILE_MARKDOWN = [
  '# Hostile markdown',
  '',
  `<script>window.${PWNED_FLAG} = 'md-script'</script>`,
  '',
  `[a javascript link](javascript:window.${PWNED_FLAG}='md-link')`,
  '',
  `<img src=x onerror="window.${PWNED_FLAG} = 'md-img'">`,
].join('\n');

/** A hostile icon: an SVG with a handler and a script inside. */
export const HOSTILE_ICON = `<svg viewBox="0 0 24 24" onload="window.${PWNED_FLAG} = 'icon'"><script>window.${PWNED_FLAG} = 'icon-script'</script><rect width="24" height="24" /></svg>`;

/**
 * Ids a remote source may send that are not ids at all (issue: `<`, `<%`, `});`, `    }`): sections,
 * sub-sections, anchors and the content's own ids. What is left of each once reduced is empty or taken.
 */
export const HOSTILE_IDS = {
  '<': {
    title: 'Angle Policy',
    order: 1,
    content: '<p>The angle policy.</p>' + filler('angles', 20) + '<h3 id="<%">Angle anchor</h3><p>Angle end.</p>',
    scrollToAnchor: '"><img src=x>',
  },
  '<%': { title: 'Template Policy', order: 2, content: '<p>The template policy.</p>' },
  '});': {
    title: 'Brace Policy',
    order: 3,
    content: '<p>The brace policy.</p>',
    subpages: {
      '    }': { title: 'Spaced Part', order: 1, content: '<p>The spaced part.</p>' },
      '<': { title: 'Angle Part', order: 2, content: '<p>The angle part.</p>' + filler('parts', 25) },
      'a b': { title: 'Part AB', order: 3, content: '<p>Part a b.</p>' },
      ab: { title: 'Part AB Again', order: 4, content: '<p>Part ab.</p>' },
    },
  },
  '    }': { title: 'Spaced Policy', order: 4, content: '<p>The spaced policy.</p>' },
  '"onmouseover="x': { id: '"onmouseover="x', title: 'Quoted Policy', order: 5, content: '<p>The quoted one.</p>' },
  'privacy-statement': { title: 'Fixture Privacy', order: 6, content: '<p>A real id among them.</p>' },
};

/** The ids the widget gives the sections of {@link HOSTILE_IDS}, in order, and the sub-sections of `});`. */
export const HOSTILE_IDS_EXPECTED = {
  sections: ['angle-policy', 'template-policy', 'brace-policy', 'spaced-policy', 'onmouseoverx', 'privacy-statement'],
  braceSubsections: ['spaced-part', 'angle-part', 'ab', 'ab-2'],
};

/** The configurations served under /configs/; `{static}` and `{foreign}` become the two origins. */
export const CONFIGS: Record<string, unknown> = {
  // Every kind of entry, an order list, and each failure of a content URL.
  'good.json': {
    order: ['markdown', 'override'],
    sections: [
      { id: 'inline', title: 'Inline Content', content: '<p>Inline fixture content.</p>', order: 1 },
      { id: 'override', title: 'Local Override', localOverride: '{static}/content/override.html', content: 'unused' },
      { id: 'markdown', title: 'Markdown Source', mdSource: '{static}/content/terms.md' },
      { id: 'untitled', content: '<p>A section without a title.</p>', order: 2 },
      {
        id: 'own-icon',
        title: 'Own Icon',
        icon: '<svg viewBox="0 0 24 24"><rect id="own-icon-rect" width="24" height="24" /></svg>',
        content: '<p>Has its own icon.</p>',
        order: 3,
      },
      { id: 'cookies', title: 'Built-in Icon', content: '<p>Cookie text.</p>', order: 4 },
      { id: 'missing', title: 'Missing Content', mdSource: '{static}/content/missing.md', order: 5 },
      { id: 'broken-server', title: 'Server Error', localOverride: '{static}/status/500', order: 6 },
      { id: 'foreign', title: 'Foreign Host', mdSource: '{foreign}/content/terms.md', order: 7 },
    ],
  },
  'hostile.json': {
    sections: [
      { id: 'hostile-inline', title: 'Hostile Inline', content: HOSTILE_HTML, icon: HOSTILE_ICON, open: true },
      { id: 'hostile-override', title: 'Hostile Override', localOverride: '{static}/content/hostile.html' },
      { id: 'hostile-markdown', title: 'Hostile Markdown', mdSource: '{static}/content/hostile.md' },
      { id: 'hostile-foreign', title: 'Foreign Hostile', localOverride: '{foreign}/content/hostile.html' },
      { id: '<img src=x onerror=alert(1)>', title: `<img src=x onerror="window.${PWNED_FLAG}='title'">` },
    ],
  },
  'slow.json': {
    sections: [
      { id: 'fast', title: 'Fast Section', content: '<p>Here at once.</p>' },
      { id: 'slow', title: 'Slow Section', mdSource: '{static}/content/slow.md' },
    ],
  },
  'empty.json': { sections: [] },
  'no-sections.json': { order: ['a'] },
};

/** Texts under /content/. */
export const CONTENT: Record<string, string> = {
  'override.html': '<p id="override-text">Content from a local override.</p>',
  'terms.md': '# Markdown terms\n\n> A quoted fixture line.\n\nWith **bold** and *italic* text.',
  'slow.md': 'Content that took its time.',
  'hostile.html': HOSTILE_HTML,
  'hostile.md': HOSTILE_MARKDOWN,
};

/** Default sources of other app names under /dynamic/legal-pages/{appname}-pages.json. */
export const PAGES: Record<string, unknown> = {
  ripe: FIXTURE_PAGES,
  empty: {},
  hostile: {
    hostile: { title: 'Hostile Default Source', content: HOSTILE_HTML, icon: HOSTILE_ICON, open: true },
  },
  'hostile-ids': HOSTILE_IDS,
};
