/** Fills `{name}` placeholders of a label: `fill('No results for “{query}”', { query })`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
