import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandModule } from '@atlas-docs/content/types';

/** Build-time content HTML inside a React island (the island's own markdown, never remote text). */
export function ContentHtml({ html }: { html: string }) {
  return <span className="ad-island__content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * An island that renders a widget around the content HTML of its placeholder, which is the fallback until
 * then: `render` gets that HTML and the string props of the directive.
 */
export function htmlIsland(render: (html: string, props: Record<string, string>) => ReactNode): IslandModule['mount'] {
  return (element, props) => {
    const html = element.innerHTML;
    const strings: Record<string, string> = {};
    for (const [key, value] of Object.entries(props)) if (typeof value === 'string') strings[key] = value;
    element.replaceChildren();
    element.dataset.state = 'mounted';
    const root = createRoot(element);
    root.render(render(html, strings));
    return () => {
      root.unmount();
      element.innerHTML = html;
      delete element.dataset.state;
    };
  };
}
