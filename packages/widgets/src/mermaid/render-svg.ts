import { withCapturedStyles } from './cssom-styles.ts';

/**
 * What rendering a diagram gave: its SVG markup with the CSS and inline styles kept apart (see
 * cssom-styles.ts; MermaidSvg puts them back through CSSOM), or the error to show with the source.
 */
export type MermaidResult =
  | { ok: true; id: string; svg: string; css: string; inlineStyles: string[] }
  | { ok: false; message: string; source: string };

export interface MermaidOptions {
  /** Mermaid's 'dark' theme instead of 'default'. */
  dark?: boolean | undefined;
}

// Mermaid's configuration is global: renders run one after another so each gets its own theme.
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;
const prefix = `ad-mermaid-${Math.random().toString(36).slice(2, 8)}`;

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim() || 'Unknown error';
}

async function render(source: string, dark: boolean): Promise<MermaidResult> {
  const id = `${prefix}-${++counter}`;
  try {
    // A dynamic import: Mermaid is a chunk of its own, loaded only where a diagram is shown.
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: dark ? 'dark' : 'default',
      // The dark theme's edge labels (#ccc on #585858, 4.43:1) miss WCAG AA; this background reaches 5.6:1.
      ...(dark ? { themeVariables: { edgeLabelBackground: '#4a4a4a' } } : {}),
    });
    await mermaid.parse(source);
    const { value, styles } = await withCapturedStyles(id, () => mermaid.render(id, source));
    return { ok: true, id, svg: value.svg, css: styles.css, inlineStyles: styles.inline };
  } catch (error) {
    // Mermaid may leave its scratch element behind when rendering fails.
    for (const stray of [id, `d${id}`]) document.getElementById(stray)?.remove();
    return { ok: false, message: messageOf(error), source };
  }
}

/** Renders diagram source to SVG with Mermaid (strict security, no start on load); never throws. */
export function renderMermaidSvg(source: string, { dark = false }: MermaidOptions = {}): Promise<MermaidResult> {
  const job = queue.then(() => render(source, dark));
  queue = job;
  return job;
}
