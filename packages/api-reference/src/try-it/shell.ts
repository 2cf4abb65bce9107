/** Words for a POSIX shell: what the command-line samples are written with. */

/** Quotes for a POSIX shell: inside single quotes only the single quote itself needs escaping. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A word for a POSIX shell, quoted only when the shell would otherwise read something into it. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : shellQuote(text);
}
