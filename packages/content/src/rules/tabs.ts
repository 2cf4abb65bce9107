/**
 * The tab a key moves to in a tab list of `count` tabs, from tab `current`, as the WAI-ARIA Authoring Practices'
 * tabs have it: the arrow keys to the next or previous tab (around the ends), Home and End to the first and last;
 * undefined for any other key.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  const last = count - 1;
  const targets: Record<string, number> = {
    ArrowRight: current >= last ? 0 : current + 1,
    ArrowLeft: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  return count > 0 ? targets[key] : undefined;
}
