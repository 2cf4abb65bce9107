/**
 * The option after (`step` 1) or before (`step` -1) the active one, wrapping around; the first or the
 * last when none is active; null when there are none.
 */
export function stepOption(ids: readonly number[], active: number | null, step: 1 | -1): number | null {
  if (ids.length === 0) return null;
  const at = active === null ? -1 : ids.indexOf(active);
  if (at === -1) return (step === 1 ? ids[0] : ids.at(-1)) ?? null;
  return ids[(at + step + ids.length) % ids.length] ?? null;
}
