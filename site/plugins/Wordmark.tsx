/** The words the wordmark shows. */
const WORDMARK = 'RIPE Atlas';

/**
 * The logo's accessible name: the site's title, which must hold the words the logo shows (WCAG 2.5.3, label
 * in name), so that a reader who says or sees 'RIPE Atlas' finds the link; otherwise both.
 */
export function logoName(title: string): string {
  return title.toLowerCase().includes(WORDMARK.toLowerCase()) ? title : `${WORDMARK}: ${title}`;
}

/**
 * The RIPE Atlas wordmark, as inline vector artwork: a globe of probe points and the name. The logo of the
 * site's navigation bar (the plugin `wordmark()`), in place of the title's text: no request, and its colours
 * follow the theme's.
 */
export default function Wordmark({ title }: { title: string }) {
  return (
    <svg className="ad-logo" viewBox="0 0 148 32" height="28" role="img" aria-label={logoName(title)}>
      <g className="ad-logo__mark" fill="none" strokeWidth="2">
        <circle cx="16" cy="16" r="13" />
        <ellipse cx="16" cy="16" rx="6" ry="13" />
        <path d="M3.5 12h25M3.5 20h25" />
      </g>
      <g className="ad-logo__points">
        <circle cx="10" cy="8" r="2.2" />
        <circle cx="24" cy="11" r="2.2" />
        <circle cx="19" cy="25" r="2.2" />
      </g>
      <text className="ad-logo__word" x="36" y="22.5">
        <tspan className="ad-logo__ripe">RIPE</tspan>
        <tspan dx="6">Atlas</tspan>
      </text>
    </svg>
  );
}
