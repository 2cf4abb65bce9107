/** A JSON value as a tree of native disclosures: large bodies stay readable, and keyboard use comes free. */
export function JsonTree({ value, name, depth = 0 }: { value: unknown; name?: string; depth?: number }) {
  const label = name === undefined ? null : <span className="ad-json__key">{JSON.stringify(name)}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        {label}
        <span className="ad-json__value">{JSON.stringify(value)}</span>
      </li>
    );
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item: unknown, index) => [String(index), item])
    : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const size = Array.isArray(value) ? `${entries.length} items` : `${entries.length} keys`;
  return (
    <li>
      <details open={depth < 2}>
        <summary>
          {label}
          {open} <span className="ad-json__size">{size}</span> {close}
        </summary>
        <ul className="ad-json">
          {entries.map(([key, item]) => (
            <JsonTree key={key} value={item} {...(Array.isArray(value) ? {} : { name: key })} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}
