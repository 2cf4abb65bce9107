/**
 * The allow-list of spec 5.2: headings, paragraphs, line breaks, div, span, bold/strong, italic/em, underline,
 * lists, links, blockquote, tables, images and basic SVG shapes. Everything else is removed.
 */
export const ALLOWED_TAGS: readonly string[] = [
  // text
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'blockquote',
  'a',
  // lists
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  // tables
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  // images
  'img',
  // basic SVG shapes (`title` gives a drawing its accessible name; only inside SVG, see create-sanitizer.ts)
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'title',
];

/** Attributes: no `style`, no event handlers, no `data-*`; URLs and ids are further checked by hooks. */
export const ALLOWED_ATTR: readonly string[] = [
  'id',
  'class',
  'title',
  'lang',
  'dir',
  'href',
  'target',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  // SVG geometry and paint
  'viewbox',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'fill-rule',
  'transform',
];

/**
 * Forbidden elements whose content goes with them because it can carry script or hidden markup. Other
 * removed elements (a form, a button) leave their sanitised text behind.
 */
export const FORBID_CONTENTS_EXTRA: readonly string[] = ['object', 'embed', 'textarea', 'select', 'option'];

/** `href`/`src` must be relative or http(s)/mailto; DOMPurify checks this too, after our hook. */
export const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
