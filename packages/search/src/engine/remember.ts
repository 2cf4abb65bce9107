/** Keeps a value under its key in a map of at most `room` entries, the oldest going first. Pure but for the map. */
export function remember<K, V>(kept: Map<K, V>, key: K, value: V, room: number): void {
  if (kept.size >= room) kept.delete(kept.keys().next().value ?? key);
  kept.set(key, value);
}
