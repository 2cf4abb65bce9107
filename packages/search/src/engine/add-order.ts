/**
 * The order in which the index adds records: run by run (a data file's records), and within a run page tops
 * first, then h2 sections, then h3 sections, so that early answers already find every page by its title and
 * introduction. FlexSearch keeps a term's records in that order within a slot, so a split locale's files
 * number them in it too. Pure.
 */

/** The ids `first` to `first + depths.length - 1` (a run's records, of these depths) in the order they are added. */
export function addOrder(depths: readonly number[], first = 0): number[] {
  const ids = depths.map((_, i) => first + i);
  return ids.sort((a, b) => (depths[a - first] ?? 0) - (depths[b - first] ?? 0) || a - b);
}
