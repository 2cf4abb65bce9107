/** The longest name taken from a diagram's source, in characters. */
const MAX_LABEL = 120;

const clip = (text: string): string => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/**
 * The accessible name of a diagram, from its Mermaid source: its accessible title (`accTitle: …`), else the
 * `title:` of its front matter, else 'Diagram: ' and its first line (the kind of diagram, e.g. `flowchart LR`),
 * so that two diagrams of a page are not both just 'Diagram'.
 */
export function diagramLabel(source: string): string {
  const accTitle = /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
  if (accTitle) return clip(accTitle);
  const frontMatter = /^\s*---\r?\n([\s\S]*?)\r?\n\s*---\s*(?:\r?\n|$)/.exec(source);
  const title = frontMatter ? /^\s*title\s*:\s*["']?(.+?)["']?\s*$/m.exec(frontMatter[1] ?? '')?.[1] : undefined;
  if (title) return clip(title);
  const body = frontMatter ? source.slice(frontMatter[0].length) : source;
  const first = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('%%'));
  return first ? clip(`Diagram: ${first}`) : 'Diagram';
}
