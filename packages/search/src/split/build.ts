/**
 * Build time: a locale's search data split in parts (`SplitSearchData`): the postings of every whole word of
 * the index in files by word range, those of the terms of one or two characters in files of their own (made
 * from the words, a short term would need the files of most words), and the records' texts in files by page
 * range. Record numbers in the postings are places in the order the index adds records (`addOrder`).
 */
import { addOrder } from '../engine/add-order.ts';
import { createEncoder } from '../engine/encoder.ts';
import { indexedText } from '../engine/indexed-text.ts';
import { FIT, fitIn } from '../engine/word-scores.ts';
import { vocabularyOfTable } from '../data.ts';
import { packRecords } from '../packed/pack.ts';
import { WordTable, WordTableWriter } from '../packed/word-table.ts';
import {
  SEARCH_DATA_VERSION,
  type PackedTerms,
  type PackedTexts,
  type SearchRecord,
  type SplitSearchData,
} from '../types.ts';
import { normalizeSynonyms, type SearchDataSource } from '../build/search-data.ts';
import { type AddedWord, addedWords, addPostings, distinctTerms, longerWords, type Slots } from './postings.ts';
import { writeSlots } from './slots.ts';
import { MADE_FROM_WORDS, WORD_FLAGS } from './word-list.ts';

/** How the parts are cut. */
export interface SplitSizes {
  /** Characters of postings in a file of words or short terms before the next file begins (a longer word has one of its own). */
  termFileChars: number;
  /** Pages in a file of texts. */
  textFilePages: number;
}

export const SPLIT_SIZES: SplitSizes = { termFileChars: 40_000, textFilePages: 20 };

/** A locale's split search data: the root without the files' URLs, and the files, each with what the root says of it. */
export interface SplitFiles {
  root: Omit<SplitSearchData, 'wordFiles' | 'shortFiles' | 'textFiles'>;
  wordFiles: { first: string; data: PackedTerms }[];
  shortFiles: { first: string; data: PackedTerms }[];
  textFiles: { pages: number; data: PackedTexts }[];
}

type Field = 'title' | 'content';

/** A field's postings: of each whole word, and of each term of one or two characters. */
interface FieldPostings {
  words: Map<string, Slots>;
  short: Map<string, Slots>;
}

/** The short terms an added word gives a record (its parts of one or two characters), each once, in the first slot. */
function addShortTerms(short: Map<string, Slots>, rank: number, words: readonly AddedWord[]): void {
  const seen = new Set<string>();
  for (const { word, slot } of words) {
    const parts = [word.slice(0, 1), word.slice(0, 2), word.slice(-1), word.slice(-2)].filter(
      (part, i) => part.length < MADE_FROM_WORDS && (i < 2 || part.length < word.length),
    );
    for (const part of parts) {
      if (seen.has(part)) continue;
      seen.add(part);
      addPostings(short, rank, [{ word: part, slot }]);
    }
  }
}

/** Files of terms, each of about `size` characters of postings, in the terms' order. */
function termFiles(
  terms: readonly string[],
  title: (term: string) => string,
  content: (term: string) => string,
  size: number,
): { first: string; data: PackedTerms }[] {
  const files: { first: string; data: PackedTerms }[] = [];
  let chars = 0;
  for (const term of terms) {
    const [t, c] = [title(term), content(term)];
    let file = files.at(-1);
    if (!file || chars >= size) {
      file = { first: term, data: { version: SEARCH_DATA_VERSION, terms: [], title: [], content: [] } };
      files.push(file);
      chars = 0;
    }
    file.data.terms.push(term);
    file.data.title.push(t);
    file.data.content.push(c);
    chars += term.length + t.length + c.length;
  }
  return files;
}

/** The structure of the root: a character a record, its depth, a letter for the first record of a page. */
function structureOf(records: readonly SearchRecord[]): string {
  return records
    .map((record, i) => {
      const depth = Math.min(9, record.parents.length);
      const first = i === 0 || records[i - 1]?.link !== record.link;
      return first ? String.fromCharCode(97 + depth) : String(depth);
    })
    .join('');
}

/** A locale's search data in parts; `runs` are the records as the one-file data would cut them, in page order. */
export function buildSplitFiles(
  runs: readonly (readonly SearchRecord[])[],
  source: SearchDataSource,
  sizes: SplitSizes = SPLIT_SIZES,
): SplitFiles {
  const records = runs.flat();
  const order: number[] = [];
  for (const run of runs)
    order.push(
      ...addOrder(
        run.map((r) => r.parents.length),
        order.length,
      ),
    );

  const encoder = createEncoder();
  const texts: Record<Field, string[][]> = { title: [], content: [] };
  for (const id of order) {
    const record = records[id];
    texts.title.push(distinctTerms(encoder, record?.title ?? ''));
    texts.content.push(record ? distinctTerms(encoder, indexedText(record, record.content)) : []);
  }
  const indexWords = new Set([...texts.title.flat(), ...texts.content.flat()]);
  const longer = longerWords(indexWords);
  const longerOf = (term: string): string[] => longer.get(term) ?? [];

  const postings: Record<Field, FieldPostings> = {
    title: { words: new Map(), short: new Map() },
    content: { words: new Map(), short: new Map() },
  };
  /** Per word, the records whose heading has it where the index passes over it. */
  const passed = new Map<string, number[]>();
  for (const field of ['title', 'content'] as const) {
    texts[field].forEach((terms, rank) => {
      const added = addedWords(terms, longerOf);
      addPostings(postings[field].words, rank, added);
      addShortTerms(postings[field].short, rank, added);
      if (field !== 'title' || added.length === terms.length) return;
      const kept = new Set(added.map((a) => a.word));
      for (const term of terms) if (!kept.has(term)) passed.set(term, [...(passed.get(term) ?? []), rank]);
    });
  }

  const table = new WordTableWriter(records.flatMap((r) => [r.title, r.content, ...r.parents]));
  const vocabulary = new Set(vocabularyOfTable(new WordTable(table.data)));
  const words = [...new Set([...vocabulary, ...indexWords])].sort();
  const flags = words.map((word) => {
    let flag = 0;
    if (postings.content.words.has(word)) flag |= WORD_FLAGS.text;
    if (postings.title.words.has(word) || passed.has(word)) flag |= WORD_FLAGS.heading;
    if (!vocabulary.has(word)) flag |= WORD_FLAGS.indexOnly;
    if (postings.title.words.has(word)) flag |= WORD_FLAGS.headingAdded;
    return flag.toString(16);
  });

  const shortTerms = [...new Set([...postings.title.short.keys(), ...postings.content.short.keys()])].sort();
  /** Of a short term's heading records, those where it begins a word of the heading and those where it only ends one. */
  const fits = (term: string): [number[], number[]] => {
    const start: number[] = [];
    const end: number[] = [];
    for (const ranks of postings.title.short.get(term) ?? []) {
      for (const rank of ranks ?? []) {
        const fit = fitIn(term, texts.title[rank] ?? []);
        if (fit === FIT.start) start.push(rank);
        else if (fit === FIT.end) end.push(rank);
      }
    }
    return [start.sort((a, b) => a - b), end.sort((a, b) => a - b)];
  };

  const pageStarts = records.flatMap((r, i) => (i === 0 || records[i - 1]?.link !== r.link ? [i] : []));
  const reference = new Set(source.referencePages ?? []);
  const textFiles: SplitFiles['textFiles'] = [];
  for (let page = 0; page < pageStarts.length; page += sizes.textFilePages) {
    const pages = Math.min(sizes.textFilePages, pageStarts.length - page);
    const of = records.slice(pageStarts[page], pageStarts[page + pages] ?? records.length);
    const writer = new WordTableWriter(of.flatMap((r) => [r.title, r.content, ...r.parents]));
    textFiles.push({ pages, data: { ...packRecords(of, writer), ...writer.data } });
  }

  return {
    root: {
      version: SEARCH_DATA_VERSION,
      split: true,
      options: { buttonLabel: source.options.buttonLabel, placeholder: source.options.placeholder },
      synonyms: normalizeSynonyms(source.synonyms ?? []),
      referencePages: pageStarts.flatMap((start, page) => (reference.has(records[start]?.link ?? '') ? [page] : [])),
      structure: structureOf(records),
      runs: runs.map((run) => run.length),
      words,
      flags: flags.join(''),
    },
    wordFiles: termFiles(
      words.filter((word) => postings.title.words.has(word) || passed.has(word) || postings.content.words.has(word)),
      (word) => writeSlots(postings.title.words.get(word) ?? [], passed.get(word) ?? []),
      (word) => writeSlots(postings.content.words.get(word) ?? []),
      sizes.termFileChars,
    ),
    shortFiles: termFiles(
      shortTerms,
      (term) => writeSlots(postings.title.short.get(term) ?? [], ...fits(term)),
      (term) => writeSlots(postings.content.short.get(term) ?? []),
      sizes.termFileChars,
    ),
    textFiles,
  };
}
