/**
 * The fuzzy fallback of a single word (spec 5.1, fuzziness 0.2 then 0.3), defined precisely:
 * a query term of length `n` (3 or more) matches a vocabulary term whose edit distance (Levenshtein:
 * insert, delete or replace one character) is at most `max(1, floor(n * fuzziness))`. Both are
 * compared as the encoder writes them, so case and accents never count as edits. The nearest matching
 * terms (at most 10) are then searched with 'or'; 0.3 is tried only when 0.2 finds nothing.
 */

/** The largest edit distance a term of this length may have at this fuzziness. */
export function maxDistance(length: number, fuzziness: number): number {
  return Math.max(1, Math.floor(length * fuzziness));
}

/**
 * The edit distance of `a` and `b`, or `limit + 1` as soon as it is certain to exceed `limit` (so a
 * scan of the vocabulary costs little per term). With `transpose`, two neighbouring letters typed the
 * wrong way round ("pnig") count as one edit, not two (the optimal string alignment distance).
 */
export function editDistance(a: string, b: string, limit: number, transpose = false): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      if (transpose && swapped) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * The vocabulary terms within `limit` edits of `term`, with their distance, in vocabulary order.
 * `transpose`: see {@link editDistance}.
 */
export function nearTerms(
  term: string,
  vocabulary: readonly string[],
  limit: number,
  transpose = false,
): { term: string; distance: number }[] {
  const found: { term: string; distance: number }[] = [];
  for (const candidate of vocabulary) {
    const distance = editDistance(term, candidate, limit, transpose);
    if (distance <= limit) found.push({ term: candidate, distance });
  }
  return found;
}

/**
 * The vocabulary terms within the fuzzy distance of `term`, nearest first (then in vocabulary order).
 * `transpose`: see {@link editDistance}.
 */
export function fuzzyTerms(
  term: string,
  vocabulary: readonly string[],
  fuzziness: number,
  transpose = false,
): string[] {
  return nearTerms(term, vocabulary, maxDistance(term.length, fuzziness), transpose)
    .sort((a, b) => a.distance - b.distance)
    .map((f) => f.term);
}
