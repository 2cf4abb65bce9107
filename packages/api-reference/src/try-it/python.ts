/** Python source for values: what the Python samples, plain and Cousteau, write their data with. */

/** A Python literal of a JSON value: `true` is `True`, `null` is `None`; strings stay JSON strings. */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return '{}';
  const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A call with keyword arguments (already Python source), one per line: `Ping(\n    af=4,\n)`. */
export function pythonCall(name: string, args: [string, string][], indent = ''): string {
  if (!args.length) return `${name}()`;
  const inner = `${indent}    `;
  return `${name}(\n${args.map(([key, value]) => `${inner}${key}=${value},`).join('\n')}\n${indent})`;
}
