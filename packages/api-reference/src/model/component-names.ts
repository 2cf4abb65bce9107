/** What OpenAPI allows as the name of a component (`components.schemas.<name>`). */
const VALID = /^[A-Za-z0-9._-]+$/;

/** A model id as a component name: `Measurement Write` -> `MeasurementWrite`, `Probe (full)` -> `ProbeFull`. */
function nameOf(id: string): string {
  if (VALID.test(id)) return id;
  const words = id.split(/[^A-Za-z0-9._-]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return name || 'Model';
}

/**
 * The component name of every model id, stable and unique: valid ids are kept, others lose their spaces and
 * punctuation (a word after them starts with a capital), and a name already taken gets `_2`, `_3`, in the
 * order of the ids. The same ids always give the same names, so links to the export keep working.
 */
export function componentNames(ids: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set(ids.filter((id) => VALID.test(id)));
  for (const id of ids) {
    if (VALID.test(id)) {
      names.set(id, id);
      continue;
    }
    const base = nameOf(id);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    names.set(id, name);
  }
  return names;
}
