/**
 * A reader of the llms.txt format as llmstxt.org writes it down: an H1 with the name (required), a blockquote
 * with the summary, paragraphs without headings, then H2 sections, each a list of `- [name](url)` with
 * optional `: notes`. Throws on anything else, so that a test fails on a file that does not follow it.
 */
export interface LlmsTxt {
  title: string;
  summary: string | undefined;
  details: string | undefined;
  sections: { title: string; links: { name: string; url: string; notes: string | undefined }[] }[];
}

const LINK = /^- \[((?:[^\]\\]|\\.)+)\]\((\S+)\)(?:: (.+))?$/;

export function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.split('\n');
  const first = lines.shift() ?? '';
  if (!first.startsWith('# ')) throw new Error(`llms.txt must begin with an H1: ${first}`);
  const parsed: LlmsTxt = { title: first.slice(2), summary: undefined, details: undefined, sections: [] };
  const details: string[] = [];
  for (const line of lines) {
    if (line === '') continue;
    const section = parsed.sections.at(-1);
    if (line.startsWith('## ')) parsed.sections.push({ title: line.slice(3), links: [] });
    else if (line.startsWith('#')) throw new Error(`only H2 sections may follow the H1: ${line}`);
    else if (section) {
      const link = LINK.exec(line);
      if (!link) throw new Error(`a section holds only a list of links: ${line}`);
      section.links.push({ name: link[1]!.replace(/\\(.)/g, '$1'), url: link[2]!, notes: link[3] });
    } else if (line.startsWith('> ') && parsed.summary === undefined && !details.length) parsed.summary = line.slice(2);
    else details.push(line);
  }
  parsed.details = details.length ? details.join('\n') : undefined;
  return parsed;
}
