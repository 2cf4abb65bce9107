// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initialState } from '../src/legal/useLegalAccordion.ts';
import {
  builtinIconOf,
  deepLinkUrl,
  isHtml,
  parseDeepLink,
  sectionId,
  sortSections,
  titleOf,
  type ResolvedSection,
} from '../src/legal/model.ts';

const section = (id: string, fields: Partial<ResolvedSection> = {}): ResolvedSection => ({
  id,
  title: id,
  html: '',
  icon: null,
  open: false,
  order: undefined,
  scrollToAnchor: undefined,
  subsections: [],
  ...fields,
});

describe('sortSections', () => {
  it('puts the order list first, as listed, then the rest by numeric order', () => {
    const sections = [
      section('a', { order: 3 }),
      section('b', { order: 1 }),
      section('c'),
      section('d', { order: 2 }),
      section('e', { order: 9 }),
    ];
    expect(sortSections(sections, ['e', 'c']).map((s) => s.id)).toEqual(['e', 'c', 'b', 'd', 'a']);
  });

  it('keeps the given order among equals and puts sections without an order last', () => {
    const sections = [section('x'), section('y', { order: 1 }), section('z'), section('w', { order: 1 })];
    expect(sortSections(sections).map((s) => s.id)).toEqual(['y', 'w', 'x', 'z']);
  });

  it('reduces the ids of the order list as it does section ids, and ignores unknown ids', () => {
    const sections = [section('a'), section('terms-of-service')];
    expect(sortSections(sections, ['terms-of-service!', 'nope']).map((s) => s.id)).toEqual(['terms-of-service', 'a']);
  });
});

describe('built-in icons', () => {
  it.each([
    ['copyright-statement', 'copyright'],
    ['privacy-statement', 'privacy'],
    ['terms-of-service', 'terms'],
    ['terms-and-conditions', 'terms'],
    ['cookies', 'cookies'],
    ['legal', 'legal'],
  ])('%s has the %s icon', (id, icon) => {
    expect(builtinIconOf(id)).toBe(icon);
  });

  it('other ids, and inherited property names, have none', () => {
    expect(builtinIconOf('imprint')).toBeNull();
    expect(builtinIconOf('constructor')).toBeNull();
    expect(builtinIconOf('toString')).toBeNull();
  });
});

describe('titles, ids and content kind', () => {
  it("names a section without a title 'Untitled Section'", () => {
    expect(titleOf(undefined)).toBe('Untitled Section');
    expect(titleOf('   ')).toBe('Untitled Section');
    expect(titleOf(42)).toBe('Untitled Section');
    expect(titleOf(' Cookies ')).toBe('Cookies');
  });

  it('reduces ids to letters, digits, underscore, hyphen and dot, with a fallback when none are left', () => {
    expect(sectionId('privacy statement<script>', 'x')).toBe('privacystatementscript');
    expect(sectionId('a_b-c.d', 'x')).toBe('a_b-c.d');
    expect(sectionId('"><', 'section-2')).toBe('section-2');
    expect(sectionId(7, 'section-3')).toBe('section-3');
  });

  it('tells HTML from markdown by a leading tag', () => {
    expect(isHtml('  <p>Hi</p>')).toBe(true);
    expect(isHtml('# Hi')).toBe(false);
    expect(isHtml('> quote <b>x</b>')).toBe(false);
  });
});

describe('parseDeepLink', () => {
  it('reads the query parameters section, subsection and anchor', () => {
    expect(parseDeepLink('?section=legal&subsection=probes&anchor=hosting', '')).toEqual({
      section: 'legal',
      subsection: 'probes',
      anchor: 'hosting',
    });
    expect(parseDeepLink('?section=cookies', '#other')).toEqual({ section: 'cookies' });
  });

  it("reads the hash forms 'section', 'section--anchor' and 'section--subsection--anchor'", () => {
    expect(parseDeepLink('', '#cookies')).toEqual({ section: 'cookies' });
    expect(parseDeepLink('', '#privacy-statement--retention')).toEqual({
      section: 'privacy-statement',
      anchor: 'retention',
    });
    expect(parseDeepLink('', '#legal--probe-hosting--returns')).toEqual({
      section: 'legal',
      subsection: 'probe-hosting',
      anchor: 'returns',
    });
  });

  it('reduces every part and ignores what names no section', () => {
    expect(parseDeepLink('?section=%3Cimg%20src%3Dx%3E&anchor=a%22b', '')).toEqual({
      section: 'imgsrcx',
      anchor: 'ab',
    });
    expect(parseDeepLink('', '#caf%C3%A9--x')).toEqual({ section: 'caf', anchor: 'x' });
    expect(parseDeepLink('', '')).toBeNull();
    expect(parseDeepLink('?section=', '')).toBeNull();
    expect(parseDeepLink('', '#a--b--c--d')).toBeNull();
    // A hash that does not decode is read as written.
    expect(parseDeepLink('', '#%E0%A4%A')).toEqual({ section: 'E0A4A' });
  });
});

describe('deepLinkUrl', () => {
  it('writes the query form, keeps other parameters and drops the hash', () => {
    expect(deepLinkUrl('https://x.test/legal?lang=en#cookies--a', { section: 'legal', subsection: 'probes' })).toBe(
      'https://x.test/legal?lang=en&section=legal&subsection=probes',
    );
    expect(deepLinkUrl('https://x.test/legal?section=a&anchor=b&lang=en', null)).toBe('https://x.test/legal?lang=en');
  });

  it('round-trips through parseDeepLink', () => {
    const target = { section: 'legal', subsection: 'probes', anchor: 'returns' };
    const url = new URL(deepLinkUrl('https://x.test/legal', target));
    expect(parseDeepLink(url.search, url.hash)).toEqual(target);
  });
});

describe('initialState', () => {
  const sections = [
    section('privacy', { open: true, scrollToAnchor: 'top' }),
    section('legal', { subsections: [section('probes'), section('anchors', { open: true })] }),
  ];

  it('opens the sections marked open and keeps their scrollToAnchor pending', () => {
    const state = initialState(sections, null);
    expect([...state.open]).toEqual(['privacy', 'legal/anchors']);
    expect([...state.pending]).toEqual([['privacy', 'top']]);
    expect(state.deepLink).toBeNull();
  });

  it("opens the deep link's section and sub-section and keeps its anchor pending", () => {
    const state = initialState(sections, { section: 'legal', subsection: 'probes', anchor: 'returns' });
    expect(state.open).toEqual(new Set(['privacy', 'legal/anchors', 'legal', 'legal/probes']));
    expect(state.pending.get('legal/probes')).toBe('returns');
    expect(state.deepLink).toBe('legal/probes');
  });

  it('falls back to the section for an unknown sub-section, and ignores an unknown section', () => {
    expect(initialState(sections, { section: 'legal', subsection: 'nope' }).deepLink).toBe('legal');
    expect(initialState(sections, { section: 'legal', subsection: 'nope' }).pending.get('legal')).toBeNull();
    expect(initialState(sections, { section: 'nope' }).deepLink).toBeNull();
  });
});
