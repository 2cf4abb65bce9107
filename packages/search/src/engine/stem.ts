/**
 * A light English stem of a query term, for matching other forms of the word: the index matches a term at
 * the start of a word, so the stem "rotat" of "rotate" finds "rotating" and "rotation", "restart" of
 * "restarting" finds "restarts". Only the usual inflection endings are cut, and only from terms of letters;
 * the stem keeps at least {@link MIN_STEM_LENGTH} letters, since a shorter one would begin too many words.
 */

export const MIN_STEM_LENGTH = 4;

/** Endings, longest first; the first that leaves a long enough stem is cut. */
const ENDINGS = ['ations', 'ation', 'ings', 'ing', 'ied', 'ies', 'ed', 'es', 's', 'e'];
/**
 * A final "e" is cut only from longer words: "rotate" to "rotat" finds "rotating", but "probe" to "prob"
 * would find "problem".
 */
const MIN_STEM_WITHOUT_E = 5;

/** The stem of a term, or null when it is already as short as it gets. */
export function stemOf(term: string): string | null {
  if (!/^[a-z]+$/.test(term)) return null;
  for (const ending of ENDINGS) {
    // "access", "status" and "analysis" are not plurals.
    if (!term.endsWith(ending) || (ending === 's' && /[siu]s$/.test(term))) continue;
    const stem = term.slice(0, -ending.length);
    if (stem.length >= (ending === 'e' ? MIN_STEM_WITHOUT_E : MIN_STEM_LENGTH)) return stem;
  }
  return null;
}
