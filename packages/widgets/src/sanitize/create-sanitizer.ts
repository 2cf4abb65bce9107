import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { withoutInlineCode } from './inline-code.ts';
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP, FORBID_CONTENTS_EXTRA } from './policy.ts';
import { isSafeLinkUrl, isSafeSourceUrl, reduceFragment, reduceId } from './urls.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP,
  ADD_FORBID_CONTENTS: [...FORBID_CONTENTS_EXTRA],
  // The result is a string for innerHTML; `<svg><style>` and similar shapes are re-parsed safely by DOMPurify.
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

export interface SanitizeOptions {
  /** Elements allowed beside those of spec 5.2: `code` in an API description, say. */
  extraTags?: readonly string[];
}

export interface Sanitizer {
  /** The HTML with everything outside the allow-list of spec 5.2 (and `extraTags`) removed. */
  sanitizeHtml(html: string, options?: SanitizeOptions): string;
}

/**
 * A sanitiser bound to a window: the page's in the browser, a jsdom window in Node. Each call makes a
 * private DOMPurify instance, so our hooks never leak into another user of DOMPurify on the page (Mermaid
 * uses the shared one). The browser's own Sanitizer API is not used: its defaults and id handling differ,
 * and the result must be the same in every browser and at build time.
 */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = createDOMPurify(window);

  // `<title>` is allowed for SVG drawings only; in HTML it would be a second document title.
  purify.addHook('uponSanitizeElement', (node, event) => {
    if (event.tagName === 'title' && (node as Element).namespaceURI !== SVG_NS) node.parentNode?.removeChild(node);
  });

  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    const { attrName } = event;
    if (attrName === 'id') {
      event.attrValue = reduceId(event.attrValue);
      event.keepAttr = event.attrValue !== '';
    } else if (attrName === 'href') {
      event.keepAttr = isSafeLinkUrl(event.attrValue);
      event.attrValue = reduceFragment(event.attrValue);
    } else if (attrName === 'src') {
      event.keepAttr = isSafeSourceUrl(event.attrValue);
    } else if (attrName === 'target') {
      // Only a new tab is a meaningful target; `rel` is then set below.
      event.keepAttr = event.attrValue === '_blank';
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });

  return {
    // Inline code is removed as text first: parsing it at all makes Chromium report the page's policy.
    sanitizeHtml: (html, { extraTags = [] } = {}) =>
      purify.sanitize(withoutInlineCode(html), extraTags.length ? { ...CONFIG, ADD_TAGS: [...extraTags] } : CONFIG),
  };
}
