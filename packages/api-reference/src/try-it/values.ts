/** What the user typed for each parameter, by name. A list is sent as a repeated parameter. */
export type ParameterValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The values given for a parameter, empty ones left out (an empty field means "not sent"). */
export function valuesOf(values: ParameterValues, name: string): string[] {
  const value = values[name];
  const list: readonly string[] = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return list.filter((item) => item.trim() !== '');
}
