/**
 * The order in which the index adds records: run by run (a data file's records), and within a run page tops
 * first, then h2 sections, then h3 sections, so that early answers already find every page by its title and
 * introduction. FlexSearch keeps a term's records in that order within a slot, so a split locale's files
 * number them in it too. Pure.
 */

/** The ids `first` to `first + depths.length - 1` (a run's records, of these depths) in the order they are added. */
export function addOrder(depths: readonly number[], first = 0): number[] {
  // Counted by depth rather than sorted: 2 ms rather than 9 for a locale of 97,000 records.
  const next: number[] = [];
  for (const depth of depths) next[depth] = (next[depth] ?? 0) + 1;
  let at = 0;
  for (let depth = 0; depth < next.length; depth++) {
    const count = next[depth] ?? 0;
    next[depth] = at;
    at += count;
  }
  const order = new Array<number>(depths.length);
  depths.forEach((depth, i) => {
    const place = next[depth] ?? 0;
    order[place] = first + i;
    next[depth] = place + 1;
  });
  return order;
}
