/**
 * The nesting pass read against a maintained HTML parser (parse5, the parser of jsdom and of rehype-raw, used
 * here at test time only): on random markup of the shapes remote texts have (blocks, lists and tables with and
 * without their optional end tags, inline formatting, attributes holding `>` and quotes, character references),
 * the slices joined give the document the whole text gives, and a depth limit gives a document no deeper
 * than the limit with the same text.
 */
import { type DefaultTreeAdapterMap, parseFragment, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { seeded } from '../../../bench/src/random.ts';
import { joinSlices } from '../src/sanitize/index.ts';
import { structureHtml } from '../src/sanitize/nesting.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Parent = DefaultTreeAdapterMap['parentNode'];

const WORDS = ['probe', 'a &amp; b', 'x &lt; y', 'caf&eacute;', '1 > 0', 'ping', '&#169; 2026', 'r&D'];
const ATTRIBUTES = ['', ' class="a"', ' title="a > b"', ' title=\'say "hi"\'', ' id=x', ' data-x="<p>"'];
const INLINE = ['b', 'i', 'em', 'strong', 'span', 'code'];
const BLOCK = ['div', 'section', 'blockquote'];

/** Random markup of about `depth` levels, as remote texts are written (end tags of p, li, td sometimes left out). */
function markup(random: () => number, depth: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const attributes = (): string => (random() < 0.4 ? pick(ATTRIBUTES) : '');
  const text = (): string => pick(WORDS) + (random() < 0.5 ? ' ' : '');
  const inline = (level: number): string => {
    if (level <= 0 || random() < 0.4) return text();
    if (random() < 0.15) return '<br>';
    if (random() < 0.15) return `<a href="/x"${attributes()}>${text()}</a>`;
    const tag = pick(INLINE);
    return `<${tag}${attributes()}>${inline(level - 1)}${inline(level - 1)}</${tag}>`;
  };
  const optionalEnd = (tag: string): string => (random() < 0.5 ? `</${tag}>` : '');
  const block = (level: number): string => {
    const kind = random();
    if (level <= 0 || kind < 0.3) return `<p${attributes()}>${inline(2)}${optionalEnd('p')}`;
    if (kind < 0.45) {
      const items = Array.from(
        { length: 1 + Math.floor(random() * 3) },
        () => `<li>${blocks(level - 1)}${optionalEnd('li')}`,
      );
      const list = pick(['ul', 'ol']);
      return `<${list}>${items.join('')}</${list}>`;
    }
    if (kind < 0.55) {
      const row = () =>
        `<tr>${Array.from({ length: 2 }, () => `<td>${inline(1)}${optionalEnd('td')}`).join('')}${optionalEnd('tr')}`;
      const body = `${row()}${row()}`;
      return `<table>${random() < 0.5 ? `<tbody>${body}</tbody>` : body}</table>`;
    }
    if (kind < 0.6) return `<h2${attributes()}>${inline(1)}</h2>`;
    const tag = pick(BLOCK);
    return `<${tag}${attributes()}>${blocks(level - 1)}</${tag}>`;
  };
  const blocks = (level: number): string =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, () => block(level)).join('');
  return blocks(depth);
}

/** The markup as the parser reads it, written out again: two texts that read the same are the same. */
const parsed = (html: string): string => serialize(parseFragment(html));

const childrenOf = (node: Node | Parent): Node[] => ('childNodes' in node ? node.childNodes : []);

/** Elements without content (`<br>`, `<img>`) nest nothing: the pass leaves them at any depth. */
const VOID = new Set(['br', 'img', 'hr', 'wbr']);

function deepest(node: Node | Parent, depth = 0): number {
  const nests = (child: Node): boolean => 'tagName' in child && !VOID.has(child.tagName);
  return Math.max(depth, ...childrenOf(node).map((child) => deepest(child, nests(child) ? depth + 1 : depth)));
}

function textOf(node: Node | Parent): string {
  return 'value' in node && node.nodeName === '#text' ? node.value : childrenOf(node).map(textOf).join('');
}

const SEEDS = Array.from({ length: 300 }, (_, i) => 20261127 + i);

describe('the nesting pass, read against parse5', () => {
  it('gives, in slices joined, the document the whole text gives (300 random texts, cut small)', () => {
    for (const seed of SEEDS) {
      const random = seeded(seed);
      const html = markup(random, 5);
      const { slices, flattened } = structureHtml(html, { maxDepth: 64, sliceLength: 1 + Math.floor(random() * 40) });
      expect(flattened).toBe(false);
      const join = joinSlices(parsed);
      for (const slice of slices) join.add(slice);
      expect({ seed, html: parsed(join.end()) }).toEqual({ seed, html: parsed(html) });
    }
  });

  it('gives a document no deeper than the limit, with the same text (300 random texts)', () => {
    for (const seed of SEEDS) {
      const random = seeded(seed);
      const html = markup(random, 7);
      const maxDepth = 2 + Math.floor(random() * 4);
      const flat = structureHtml(html, { maxDepth })
        .slices.map((slice) => slice.text)
        .join('');
      const [before, after] = [parseFragment(html), parseFragment(flat)];
      // A row the parser gives a table body it lacks is one level deeper than the text wrote it.
      expect({ seed, deeper: deepest(after) > maxDepth }).toEqual({ seed, deeper: false });
      expect({ seed, text: textOf(after) }).toEqual({ seed, text: textOf(before) });
    }
  });
});
