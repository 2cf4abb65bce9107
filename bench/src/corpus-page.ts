import type { SiteConfig } from '@atlas-docs/content/types';
import { siteSidebar, type CorpusPlan, type PlannedPage, type ProseKind } from './corpus-plan.ts';
import {
  description,
  H2_HEADINGS,
  H3_HEADINGS,
  paragraph,
  type ProseLink,
  RandomProse,
  randomVocabulary,
  TIPS,
  WARNINGS,
} from './corpus-prose.ts';
import { createRandom, type Random } from './random.ts';

/** A YAML scalar: a JSON string is a valid double-quoted YAML scalar. */
const yaml = (text: string): string => JSON.stringify(text);

function table(random: Random): string {
  if (random.chance(0.5)) {
    const rows = Array.from({ length: random.int(4, 7) }, () => {
      const probe = random.int(1000, 1_099_999);
      const asn = random.int(1000, 65_000);
      const country = random.pick(['NL', 'DE', 'US', 'BR', 'JP', 'ZA', 'IN', 'AU', 'FR', 'KE']);
      const rtt = (random.next() * 180 + 2).toFixed(2);
      const status = random.pick(['Connected', 'Connected', 'Disconnected', 'Abandoned']);
      return `| ${probe} | AS${asn} | ${country} | ${rtt} | ${status} |`;
    });
    return [
      '| Probe ID | ASN | Country | Median RTT (ms) | Status |',
      '| ---: | --- | --- | ---: | --- |',
      ...rows,
    ].join('\n');
  }
  const types = random.sample(['ping', 'traceroute', 'dns', 'sslcert', 'http', 'ntp'], random.int(3, 6));
  const rows = types.map((type) => {
    const interval = random.pick([60, 240, 900, 1800, 3600]);
    const credits = random.int(1, 30);
    return `| \`${type}\` | ${interval} s | ${credits} | ${random.pick(['IPv4 and IPv6', 'IPv4', 'IPv6'])} |`;
  });
  return [
    '| Type | Default interval | Credits per result | Address family |',
    '| --- | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

function code(random: Random): string {
  const msm = random.int(1001, 99_999_999);
  const probe = random.int(1000, 1_099_999);
  switch (random.pick(['bash', 'json', 'python'] as const)) {
    case 'bash':
      return [
        '```bash',
        `# Latest results of measurement ${msm}, from one probe`,
        `curl --header "Authorization: Key $ATLAS_KEY" \\`,
        `  "https://atlas.ripe.net/api/v2/measurements/${msm}/latest/?probe_ids=${probe}"`,
        '```',
      ].join('\n');
    case 'json':
      return [
        '```json',
        JSON.stringify(
          {
            fw: 5080,
            af: 4,
            dst_addr: `193.0.${random.int(0, 255)}.${random.int(1, 254)}`,
            msm_id: msm,
            prb_id: probe,
            timestamp: 1_700_000_000 + random.int(0, 30_000_000),
            type: 'ping',
            avg: Number((random.next() * 100).toFixed(3)),
            result: [
              { rtt: Number((random.next() * 100).toFixed(3)) },
              { rtt: Number((random.next() * 100).toFixed(3)) },
            ],
          },
          null,
          2,
        ),
        '```',
      ].join('\n');
    case 'python':
      return [
        '```python',
        'from ripe.atlas.cousteau import AtlasResultsRequest',
        '',
        `ok, results = AtlasResultsRequest(msm_id=${msm}, probe_ids=[${probe}]).create()`,
        'if ok:',
        '    for result in results:',
        '        print(result["prb_id"], result.get("avg"))',
        '```',
      ].join('\n');
  }
}

const MERMAID = [
  '```mermaid',
  'graph LR',
  '  Probe[Probe] -->|ping, traceroute| Target[Target]',
  '  Probe -->|results| Controller[Controller]',
  '  Controller -->|store| Results[(Results)]',
  '  Results -->|API| User[User]',
  '```',
].join('\n');

/** The prose a page is written in: the texts a page draws from its seeded random source. */
interface PageProse {
  paragraph(random: Random, link?: ProseLink): string;
  description(random: Random, title: string): string;
  h2(random: Random, count: number): string[];
  h3(random: Random, count: number): string[];
  container(random: Random, kind: 'tip' | 'warning'): string;
}

const ATLAS_PROSE: PageProse = {
  paragraph,
  description,
  h2: (random, count) => random.sample(H2_HEADINGS, count),
  h3: (random, count) => random.sample(H3_HEADINGS, count),
  container: (random, kind) => random.pick(kind === 'tip' ? TIPS : WARNINGS),
};

let randomProse: PageProse | undefined;

/** Random-word prose, its vocabulary made once (it is the same for every page). */
function randomWordProse(): PageProse {
  if (randomProse) return randomProse;
  const prose = new RandomProse(randomVocabulary(createRandom('random-vocabulary')));
  const headings = (random: Random, count: number): string[] =>
    Array.from({ length: count }, () => prose.heading(random));
  randomProse = {
    paragraph: (random, link) => prose.paragraph(random, link),
    description: (random, title) => `${title}: ${prose.sentence(random)}`,
    h2: headings,
    h3: headings,
    container: (random) => prose.sentence(random),
  };
  return randomProse;
}

/**
 * The markdown of a doc page, seeded by its route: front matter, an h1, 4-8 h2 sections (some with h3),
 * and, on some pages, a table, a code block, a tip or warning, or a Mermaid diagram. Links go only to
 * the page's `related` pages, without anchors. `prose` picks the words of its text (see {@link ProseKind}).
 */
export function docPageMarkdown(page: PlannedPage, kind: ProseKind = 'atlas'): string {
  const prose = kind === 'random' ? randomWordProse() : ATLAS_PROSE;
  const random = createRandom(page.route);
  const links = [...page.related];
  const nextLink = (): ProseLink | undefined => (random.chance(0.5) ? links.shift() : undefined);
  const blocks: string[] = [
    ['---', `title: ${yaml(page.title)}`, `description: ${yaml(prose.description(random, page.title))}`, '---'].join(
      '\n',
    ),
    `# ${page.title}`,
    prose.paragraph(random, links.shift()),
  ];
  const headings = prose.h2(random, random.int(4, 8));
  const extras = {
    table: random.chance(0.3) ? random.int(0, headings.length - 1) : -1,
    code: random.chance(0.5) ? random.int(0, headings.length - 1) : -1,
    container: random.chance(0.3) ? random.int(0, headings.length - 1) : -1,
    mermaid: random.chance(0.01) ? random.int(0, headings.length - 1) : -1,
  };
  headings.forEach((heading, i) => {
    blocks.push(`## ${heading}`);
    for (let p = random.int(1, 2); p > 0; p--) blocks.push(prose.paragraph(random, nextLink()));
    if (extras.table === i) blocks.push(table(random));
    if (extras.code === i) blocks.push(code(random));
    if (extras.container === i) {
      const kind = random.pick(['tip', 'warning'] as const);
      blocks.push([`:::${kind}`, prose.container(random, kind), ':::'].join('\n'));
    }
    if (extras.mermaid === i) blocks.push(MERMAID);
    if (random.chance(0.3)) {
      for (const sub of prose.h3(random, random.int(1, 2))) {
        blocks.push(`### ${sub}`, prose.paragraph(random, nextLink()));
      }
    }
  });
  return `${blocks.join('\n\n')}\n`;
}

const FEATURES = [
  [
    'Probes',
    'Small devices and software agents, hosted by volunteers, that measure from homes, offices and data centres.',
  ],
  ['Anchors', 'Well-connected probes that serve both as vantage points and as stable measurement targets.'],
  ['Measurements', 'Ping, traceroute, DNS, TLS certificate, HTTP and NTP measurements, one-off or recurring.'],
  ['Credits', 'Earn credits by hosting a probe, then spend them on measurements of your own design.'],
  ['REST API', 'Create measurements, select probes and download results with the v2 API and an API key.'],
  ['Tools', 'Command-line tools and libraries that turn raw results into answers.'],
] as const;

/** The home page: the home layout with a hero and six feature cards linking to the first sections. */
export function homeMarkdown(plan: CorpusPlan): string {
  const [first, second] = plan.sections;
  const actions = [
    first ? `    - { theme: brand, text: Get started, link: ${first.prefix} }` : '',
    second ? `    - { theme: alt, text: ${yaml(second.title)}, link: ${second.prefix} }` : '',
  ].filter(Boolean);
  const features = FEATURES.map(([title, details], i) => {
    const section = plan.sections[i];
    const link = section ? `, link: ${section.prefix}, linkText: Learn more` : '';
    return `  - { title: ${yaml(title)}, details: ${yaml(details)}${link} }`;
  });
  return `${[
    '---',
    'layout: home',
    'title: Atlas Corpus Docs',
    `description: ${yaml(`A generated documentation site of ${plan.pages} pages for benchmarking the build.`)}`,
    'hero:',
    '  name: Atlas Corpus',
    '  text: Measure the internet, together',
    '  tagline: A generated site with the shape of the RIPE Atlas documentation, for measuring the build.',
    ...(actions.length ? ['  actions:', ...actions] : []),
    'features:',
    ...features,
    '---',
    '',
    '## About this site',
    '',
    paragraph(createRandom('home'), first ? { text: first.title, link: first.prefix } : undefined),
  ].join('\n')}\n`;
}

/**
 * The site configuration: a nav of about five items and one sidebar per section, keyed by its prefix, or one
 * sidebar of every page for a `site` corpus.
 */
export function siteConfig(plan: CorpusPlan): SiteConfig {
  return {
    title: 'Atlas Corpus Docs',
    description: `A generated documentation site of ${plan.pages} pages.`,
    srcDir: 'content',
    origin: 'https://corpus.example',
    nav: plan.nav,
    sidebar:
      plan.sidebar === 'site'
        ? siteSidebar(plan.sections)
        : Object.fromEntries(plan.sections.map((s) => [s.prefix, s.sidebar])),
    socialLinks: [{ icon: 'github', link: 'https://github.com/RIPE-NCC', ariaLabel: 'RIPE NCC on GitHub' }],
    editLink: { pattern: 'https://github.com/RIPE-NCC/atlas-docs/edit/main/site/content/:path' },
    outline: 2,
  };
}

/** `site.config.ts` as text. */
export function siteConfigSource(plan: CorpusPlan): string {
  return [
    "import type { SiteConfig } from '@atlas-docs/content/types';",
    '',
    `/** A generated corpus of ${plan.pages} pages in ${plan.sections.length} sections. */`,
    `const config: SiteConfig = ${JSON.stringify(siteConfig(plan), null, 2)};`,
    '',
    'export default config;',
    '',
  ].join('\n');
}
