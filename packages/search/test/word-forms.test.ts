import { describe, expect, it } from 'vitest';
import { createEncoder } from '../src/engine/encoder.ts';
import { queryWords } from '../src/engine/query-words.ts';
import { Synonyms } from '../src/engine/synonyms.ts';
import {
  addJoinedForms,
  addSynonymForms,
  correctionForms,
  fuzzyForms,
  groupedNumber,
  type Lexicon,
  ownForms,
  type PlannedWord,
  splitTerm,
} from '../src/engine/word-forms.ts';

const encoder = createEncoder();
const encode = (text: string): string[] => encoder.encode(text);

/** The docs of these tests: their whole words, and what the index finds (the start or end of one). */
const VOCABULARY = [
  'api',
  'key',
  'keys',
  'page',
  'size',
  'ping',
  'traceroute',
  'rotating',
  'token',
  'out',
  'time',
  'asn',
  'autonomous',
  'system',
  '10',
  '000',
];

/** The words of VOCABULARY that titles and headings hold. */
const HEADING_WORDS = ['ping', 'traceroute', 'time'];

function lexicon(synonyms: string[][] = []): Lexicon {
  return {
    isTerm: (term) => VOCABULARY.includes(term),
    finds: (term) => VOCABULARY.some((word) => word.startsWith(term) || word.endsWith(term)),
    encode,
    synonyms: new Synonyms(synonyms, (word) => encode(word).join(' ')),
    vocabulary: VOCABULARY,
    inHeadings: (term) => HEADING_WORDS.includes(term),
  };
}

const planned = (...texts: string[]): PlannedWord[] =>
  queryWords(texts, encode).map((word) => ({ ...word, required: true, forms: ownForms(word, lexicon()) }));
const formsOf = (word: PlannedWord | undefined) => word?.forms.map((f) => `${f.kind}:${f.terms.join('+')}`);

describe('splitTerm', () => {
  it('finds the two words of the docs a query word joins, the most even split first', () => {
    expect(splitTerm('apikey', lexicon())).toEqual(['api', 'key']);
    expect(splitTerm('pagesize', lexicon())).toEqual(['page', 'size']);
  });

  it('needs parts of three letters or more that are words of the docs, or a version such as "v3"', () => {
    expect(splitTerm('pingx', lexicon())).toBeNull();
    expect(splitTerm('page_size', lexicon())).toBeNull();
    expect(splitTerm('probev3', { isTerm: (term) => ['probe', 'v3', 'v'].includes(term) })).toEqual(['probe', 'v3']);
    expect(splitTerm('probev', { isTerm: (term) => ['probe', 'v'].includes(term) })).toBeNull();
  });

  it('takes a stop word as a part only of a word that is no word of the docs, and leaves it out of the terms', () => {
    const docs = (...terms: string[]) => ({ isTerm: (term: string) => terms.includes(term) });
    expect(splitTerm('furtherreading', docs('further', 'reading'))).toEqual(['reading']);
    expect(splitTerm('theping', docs('the', 'ping', 'theping'))).toBeNull();
    expect(splitTerm('forthe', docs('for', 'the'))).toBeNull();
  });
});

describe('groupedNumber', () => {
  it('writes a number of four digits or more as the docs do', () => {
    expect(groupedNumber('10000')).toBe('10,000');
    expect(groupedNumber('403')).toBeNull();
    expect(groupedNumber('v3')).toBeNull();
  });
});

describe('ownForms', () => {
  it('are the word, then its stem when the index finds it, then its parts', () => {
    expect(formsOf(planned('rotate')[0])).toEqual(['word:rotate', 'stem:rotat']);
    expect(formsOf(planned('apikey')[0])).toEqual(['word:apikey', 'split:api+key']);
    expect(formsOf(planned('10000')[0])).toEqual(['word:100+00', 'number:10+000']);
  });

  it('leave out a stem the docs do not have', () => {
    expect(formsOf(planned('probes')[0])).toEqual(['word:probes']);
  });
});

describe('addJoinedForms', () => {
  it('gives two neighbouring words the word of the docs they make together', () => {
    const words = planned('trace', 'route', 'hops');
    addJoinedForms(words, lexicon());
    expect(words.map(formsOf)).toEqual([
      ['word:trace', 'joined:traceroute'],
      ['word:route', 'joined:traceroute'],
      ['word:hops'],
    ]);
  });
});

describe('addSynonymForms', () => {
  const groups = [
    ['token', 'api key'],
    ['asn', 'autonomous system'],
  ];

  it('adds the synonyms of each word, from either side of a group', () => {
    const words = planned('token');
    addSynonymForms(words, lexicon(groups));
    expect(formsOf(words[0])).toEqual(['word:token', 'synonym:api+key']);
  });

  it('adds the synonyms of two neighbouring words to both', () => {
    const words = planned('autonomous', 'system');
    addSynonymForms(words, lexicon(groups));
    expect(words.map(formsOf)).toEqual([
      ['word:autonomous', 'synonym:asn'],
      ['word:system', 'synonym:asn'],
    ]);
  });

  it('adds, for one word only, its synonyms and those of its fuzzy corrections', () => {
    const words = planned('tokn', 'ping');
    const [tokn] = words;
    if (!tokn) throw new Error('no word');
    tokn.forms.push(...fuzzyForms(tokn, lexicon(groups)));
    addSynonymForms(words, lexicon(groups), tokn);
    expect(words.map(formsOf)).toEqual([['word:tokn', 'fuzzy:token', 'synonym:api+key'], ['word:ping']]);
  });
});

describe('fuzzyForms', () => {
  it('correct a word of three letters or more to the nearest terms, a swap of two letters being one edit', () => {
    expect(formsOf({ ...planned('pnig')[0]!, forms: fuzzyForms(planned('pnig')[0]!, lexicon()) })).toEqual([
      'fuzzy:ping',
    ]);
    expect(fuzzyForms(planned('tracerote')[0]!, lexicon()).map((f) => f.terms)).toEqual([['traceroute']]);
  });

  it('give nothing for short words or words too far from any', () => {
    expect(fuzzyForms(planned('pg')[0]!, lexicon())).toEqual([]);
    expect(fuzzyForms(planned('zzzzzz')[0]!, lexicon())).toEqual([]);
  });
});

describe('correctionForms', () => {
  const word = (text: string) => queryWords([text], encode)[0]!;

  it('corrects a word that is no word of the docs by one edit, words of headings first', () => {
    // "pnig": two letters swapped; "time" and "token" are not one edit away.
    expect(correctionForms(word('pnig'), lexicon())).toEqual([{ kind: 'fuzzy', terms: ['ping'] }]);
    // "tims" is one edit from "time" (a heading word) and from nothing else here.
    expect(correctionForms(word('tims'), lexicon()).map((f) => f.terms[0])).toEqual(['time']);
    // Two edits for a long word: "tracreoute" (a swap and a drop) finds "traceroute".
    expect(correctionForms(word('tracrout'), lexicon()).map((f) => f.terms[0])).toEqual(['traceroute']);
  });

  it('leaves alone words of the docs, short words, numbers and identifiers', () => {
    expect(correctionForms(word('ping'), lexicon())).toEqual([]);
    expect(correctionForms(word('pin'), lexicon())).toEqual([]);
    expect(correctionForms(word('1000'), lexicon())).toEqual([]);
    expect(correctionForms(word('page_sze'), lexicon())).toEqual([]);
  });
});
