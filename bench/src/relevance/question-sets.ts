/**
 * The question sets of the relevance benchmark, as pure functions:
 * - the team's 129 questions split into a train and a test half by a fixed seed (the ranking is tuned on the
 *   train half only; the bench prints both and the gap);
 * - the held-out questions (`held-out-questions.ts`), never tuned on;
 * - known items made from the site's own titles and headings at bench time: for every page title and h2
 *   heading that names one page only, the heading as written, in lower case, with one word dropped, with a
 *   one-letter typo and with two words joined, each expecting that page.
 */
import { seeded } from '../random.ts';
import type { Question, QuestionKind } from './questions.ts';

export { seeded };

/** The seed of the train/test split and of the known items' variants: fixed, so every run asks the same. */
export const SEED = 20261126;

/** The questions in an order shuffled by the seed (Fisher-Yates), then cut in two: the first half is train. */
export function splitQuestions(questions: readonly Question[], seed = SEED): { train: Question[]; test: Question[] } {
  const random = seeded(seed);
  const order = [...questions];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const half = Math.ceil(order.length / 2);
  return { train: order.slice(0, half), test: order.slice(half) };
}

/** A section of the index, as the known items need it. */
export interface IndexedSection {
  /** The heading, or the page title for the page top. */
  title: string;
  /** The route of its page. */
  link: string;
  /** The headings above it: none for a page top, the page title for an h2. */
  parents: readonly string[];
}

const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** The text with one letter of its longest word (at least 5 letters) deleted, swapped or replaced. */
export function oneLetterTypo(text: string, random: () => number): string | null {
  const words = wordsOf(text);
  const longest = words.reduce((best, word, i) => (word.length > (words[best]?.length ?? 0) ? i : best), 0);
  const word = words[longest] ?? '';
  if (!/^[\p{L}]{5,}$/u.test(word)) return null;
  // An inner letter: readers rarely get the first one wrong.
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  const letters = [...word];
  if (kind === 0) letters.splice(at, 1);
  else if (kind === 1) [letters[at], letters[at + 1]] = [letters[at + 1] ?? '', letters[at] ?? ''];
  else letters[at] = letters[at] === 'e' ? 'a' : 'e';
  const typo = letters.join('');
  if (typo.toLowerCase() === word.toLowerCase()) return null;
  words[longest] = typo;
  return words.join(' ');
}

/** How each variant counts among the kinds of question. */
const QUESTION_KIND: Record<string, QuestionKind> = {
  'as written': 'words',
  'lower case': 'words',
  'one word dropped': 'phrase',
  'one-letter typo': 'typo',
  'two words joined': 'synonym',
};

/** The variants of a heading a reader may type for it, each made once (`random` picks the word to change). */
export function variantsOf(heading: string, random: () => number): { kind: string; query: string }[] {
  const words = wordsOf(heading);
  const variants: { kind: string; query: string }[] = [{ kind: 'as written', query: heading }];
  const lower = heading.toLowerCase();
  if (lower !== heading) variants.push({ kind: 'lower case', query: lower });
  if (words.length >= 3) {
    const drop = Math.floor(random() * words.length);
    variants.push({
      kind: 'one word dropped',
      query: words
        .filter((_, i) => i !== drop)
        .join(' ')
        .toLowerCase(),
    });
  }
  const typo = oneLetterTypo(lower, random);
  if (typo) variants.push({ kind: 'one-letter typo', query: typo });
  if (words.length >= 2) {
    const at = Math.floor(random() * (words.length - 1));
    const joined = [...words.slice(0, at), `${words[at]}${words[at + 1]}`, ...words.slice(at + 2)];
    variants.push({ kind: 'two words joined', query: joined.join(' ').toLowerCase() });
  }
  return variants;
}

/**
 * Known-item questions of a site: for every page title and h2 heading that only one page has (a heading such
 * as "Options" on every measurement page names none of them), its variants, each answered by that page.
 * Queries are cut to the search box's 64 characters; a query made twice is asked once.
 */
export function knownItemQuestions(sections: readonly IndexedSection[], seed = SEED): Question[] {
  const headed = sections.filter((section) => section.parents.length <= 1 && section.title.trim() !== '');
  const pagesOf = new Map<string, Set<string>>();
  for (const { title, link } of headed) {
    const key = title.trim().toLowerCase();
    pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(link));
  }
  const random = seeded(seed);
  const asked = new Set<string>();
  const questions: Question[] = [];
  for (const { title, link } of headed) {
    if (pagesOf.get(title.trim().toLowerCase())?.size !== 1) continue;
    for (const { kind, query } of variantsOf(title.trim(), random)) {
      const cut = query.slice(0, 64).trim();
      if (asked.has(cut.toLowerCase())) continue;
      asked.add(cut.toLowerCase());
      questions.push({ query: cut, answers: [link], asker: 'researcher', kind: QUESTION_KIND[kind] ?? 'words' });
    }
  }
  return questions;
}
