import GithubSlugger, { slug as githubSluggerSlug } from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { githubSlug, Slugger } from '../src/text/slug.ts';

/** Every code point but the surrogates, as a string. */
function* everyCharacter(): Generator<string> {
  for (let code = 0; code <= 0x10ffff; code++) if (code < 0xd800 || code > 0xdfff) yield String.fromCodePoint(code);
}

/** What a character assigned since github-slugger's table is, where the two differ: a letter, a mark or a digit. */
const KEPT = /^[\p{Alphabetic}\p{M}\p{Nd}]$/u;

describe('githubSlug', () => {
  it.each([
    ['Round-trip time (RTT)', 'round-trip-time-rtt'],
    ['Wat is een “probe”?', 'wat-is-een-probe'],
    ['Ünïcode & co', 'ünïcode--co'],
    ['snake_case and 1.2.3', 'snake_case-and-123'],
    ['  Spaced  ', '--spaced--'],
    ['日本語の見出し', '日本語の見出し'],
    ['Emoji 🚀 launch', 'emoji--launch'],
    ['x² + ½', 'x--'],
    ['Ⓐ circled', 'ⓐ-circled'],
    ['private \uE000 use', 'private--use'],
  ])('%j is %j, as github-slugger makes it', (text, anchor) => {
    expect(githubSlug(text)).toBe(anchor);
    expect(githubSluggerSlug(text)).toBe(anchor);
  });

  it('keeps and leaves out what github-slugger does, character by character, but for characters assigned since its table', () => {
    let same = 0;
    for (const char of everyCharacter()) {
      if (githubSlug(char) === githubSluggerSlug(char)) {
        same++;
        continue;
      }
      // A character the table leaves out as unassigned, which this slug keeps by its category.
      expect(githubSluggerSlug(char)).toBe('');
      expect(char.toLowerCase()).toMatch(KEPT);
    }
    expect(same).toBeGreaterThan(1_000_000);
  });
});

describe('Slugger', () => {
  const titles = ['Results', 'Options', 'Results', 'Results-1', 'Results', 'Results-1', ' Spaced ', 'Results-2'];

  it('numbers repeated headings as github-slugger does, whatever headings came between', () => {
    const slugger = new Slugger();
    const github = new GithubSlugger();
    expect(titles.map((title) => slugger.take(title))).toEqual(titles.map((title) => github.slug(title)));
  });

  it('tells the next anchor of a text without taking it', () => {
    const slugger = new Slugger();
    expect(slugger.peek('Results')).toBe('results');
    slugger.take('Results');
    slugger.take('Results-1');
    expect(slugger.peek('Results')).toBe('results-2');
    expect(slugger.peek('Results')).toBe('results-2');
    expect(slugger.take('Results')).toBe('results-2');
    expect(slugger.peek('Results')).toBe('results-3');
  });
});
