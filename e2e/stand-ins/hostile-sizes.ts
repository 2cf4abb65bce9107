/**
 * Remote JSON and texts of hostile size and depth, as the stand-ins serve them (issue: "hostile sizes and
 * depths must not freeze the page"). Each is made once, on first use, and is large enough to block a page
 * that reads it whole for far longer than 200 ms.
 */

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** A paragraph of ordinary policy text, about 400 bytes. */
const paragraph = (topic: string, n: number): string =>
  `<p>Paragraph ${n} of ${topic}. The RIPE NCC processes personal data only for the purposes stated in this ` +
  `policy, keeps it no longer than needed, and lets everyone see, correct and remove what is held about them.</p>`;

/** A default source of about 10 MB: 4,600 sections of 4 KB of HTML each. */
export const hugeLegalPages = once(() =>
  Object.fromEntries(
    Array.from({ length: 4600 }, (_, i) => [
      `policy-${i + 1}`,
      {
        title: `Policy ${i + 1}`,
        order: i + 1,
        content: Array.from({ length: 10 }, (_, n) => paragraph(`policy ${i + 1}`, n + 1)).join(''),
      },
    ]),
  ),
);

/** A default source of 1,500 short sections (about 1.5 MB, within the byte limit): more than a page shows. */
export const manyLegalPages = once(() =>
  Object.fromEntries(
    Array.from({ length: 1500 }, (_, i) => [
      `short-${i + 1}`,
      { title: `Short Policy ${i + 1}`, order: i + 1, content: paragraph(`short policy ${i + 1}`, 1).repeat(2) },
    ]),
  ),
);

/**
 * A default source whose one section holds sub-sections nested 5,000 deep, each with a little content, as
 * JSON text: written out by hand, since JSON.stringify itself runs out of stack at this depth.
 */
export const deepLegalPages = once(() => {
  const levels = Array.from({ length: 4999 }, (_, i) => i + 2);
  const open = levels
    .map((level) => `"level-${level}":{"title":"Level ${level}","content":"<p>Level ${level}.</p>","subpages":{`)
    .join('');
  return (
    '{"deep":{"title":"Deep Section","content":"<p>Sub-sections below.</p>","subpages":{' +
    open +
    '}}'.repeat(levels.length) +
    '}}}'
  );
});

/**
 * A policy of about 1.5 MB in one `<div>` (within the 2 MB of one text): 6,800 paragraphs, so three of them pass
 * the 4 MB a legal page reads in all. `n` names it in its text.
 */
export const largePolicy = (n: number): string =>
  `<div class="policy" id="large-${n}">` +
  Array.from({ length: 6800 }, (_, i) => paragraph(`large policy ${n}`, i + 1)).join('') +
  `<p id="large-${n}-end">The end of large policy ${n}.</p></div>`;

/** Markdown: a quote nested 10,000 deep, then ordinary paragraphs. */
export const DEEP_MARKDOWN =
  '# Deep quote\n\n' + '>'.repeat(10_000) + ' The innermost quote.\n\nA paragraph after the quote.\n';

/** HTML: 100,000 `<div>`s nested, the text in the middle, then a paragraph. */
export const DEEP_HTML =
  '<p id="deep-html-start">Before the nesting.</p>' +
  '<div>'.repeat(100_000) +
  'The innermost text.' +
  '</div>'.repeat(100_000) +
  '<p id="deep-html-end">After the nesting.</p>';

/** A site list of about 10 MB: 100,000 sites. */
export const hugeSiteList = once(() =>
  JSON.stringify(
    Array.from({ length: 100_000 }, (_, i) => ({
      name: `Site ${i} with a long enough name to weigh something`,
      url: `https://site-${i}.example/`,
    })),
  ),
);

/** A site list nested 100,000 arrays deep. */
export const DEEP_SITE_LIST = '['.repeat(100_000) + ']'.repeat(100_000);

/** A profile of about 10 MB: the three fields read, and a large field beside them. */
export const hugeProfile = once((): string =>
  JSON.stringify({
    uuid: 'a1b2c3d4-0000-4000-8000-00000000beef',
    firstName: 'Ada',
    lastName: 'Lovelace',
    history: Array.from({ length: 320_000 }, (_, i) => ({ event: 'sign-in', at: i })),
  }),
);
