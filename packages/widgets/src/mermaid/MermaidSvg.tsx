import { useLayoutEffect, useRef } from 'react';
import { STYLE_INDEX_ATTRIBUTE, adoptCss } from './cssom-styles.ts';

export interface MermaidSvgProps {
  svg: string;
  css: string;
  inlineStyles: readonly string[];
}

/**
 * Shows Mermaid's SVG (its own output in strict mode, where it sanitises every label) with its styles put
 * back through CSSOM: the CSS as a constructed stylesheet while mounted, each indexed inline style as
 * `style.cssText`. Markup with style attributes is never parsed, so a strict CSP has nothing to block.
 */
export function MermaidSvg({ svg, css, inlineStyles }: MermaidSvgProps) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const template = document.createElement('template');
    template.innerHTML = svg;
    element.replaceChildren(document.importNode(template.content, true));
    for (const styled of element.querySelectorAll<HTMLElement | SVGElement>(`[${STYLE_INDEX_ATTRIBUTE}]`)) {
      const style = inlineStyles[Number(styled.getAttribute(STYLE_INDEX_ATTRIBUTE))];
      styled.removeAttribute(STYLE_INDEX_ATTRIBUTE);
      if (style) styled.style.cssText = style;
    }
    const removeCss = adoptCss(css);
    return () => {
      removeCss();
      element.replaceChildren();
    };
  }, [svg, css, inlineStyles]);
  return <div ref={host} className="ad-mermaid__svg" />;
}
