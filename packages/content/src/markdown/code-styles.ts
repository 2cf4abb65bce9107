import { ensureContrast } from './contrast.ts';

/**
 * Token colours as CSS classes instead of inline `style` attributes, which the site's content security
 * policy forbids. A token's light and dark styles together get one short class whose name is a hash of
 * the styles, so names are the same whatever order pages are rendered in.
 */

/** Shiki's font-style bit flags. */
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

export interface TokenStyle {
  color: string;
  /** Shiki's `FontStyle` bit flags (italic 1, bold 2, underline 4, strikethrough 8); 0 or -1 for none. */
  fontStyle: number;
}

export interface CodeTheme {
  name: string;
  /** Block background. */
  bg: string;
  /** Default text colour. */
  fg: string;
}

export interface CodeThemes {
  light: CodeTheme;
  dark: CodeTheme;
}

/** A token's class and its two CSS rules. */
export interface TokenClass {
  name: string;
  css: string;
}

/** FNV-1a, 32 bits, in base 36: short and stable. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function declarations(style: TokenStyle, theme: CodeTheme, resetFrom?: TokenStyle): string {
  const flags = Math.max(style.fontStyle, 0);
  const reset = Math.max(resetFrom?.fontStyle ?? 0, 0);
  const parts = [`color:${ensureContrast(style.color, theme.bg)}`];
  if (flags & ITALIC) parts.push('font-style:italic');
  else if (reset & ITALIC) parts.push('font-style:normal');
  if (flags & BOLD) parts.push('font-weight:bold');
  else if (reset & BOLD) parts.push('font-weight:normal');
  const lines = [flags & UNDERLINE ? 'underline' : '', flags & STRIKETHROUGH ? 'line-through' : ''].filter(Boolean);
  if (lines.length) parts.push(`text-decoration:${lines.join(' ')}`);
  else if (reset & (UNDERLINE | STRIKETHROUGH)) parts.push('text-decoration:none');
  return parts.join(';');
}

function sameStyle(style: TokenStyle, theme: CodeTheme): boolean {
  return style.color.toLowerCase() === theme.fg.toLowerCase() && style.fontStyle <= 0;
}

/**
 * The class of a token, or undefined when it looks like plain text in both themes (the block's own
 * colour applies, which keeps the HTML small). Colours below 4.5:1 on the block background are adjusted.
 */
export function tokenClass(light: TokenStyle, dark: TokenStyle, themes: CodeThemes): TokenClass | undefined {
  if (sameStyle(light, themes.light) && sameStyle(dark, themes.dark)) return undefined;
  const key = `${light.color}/${light.fontStyle}/${dark.color}/${dark.fontStyle}`.toLowerCase();
  const name = `sc-${hash(key)}`;
  const css =
    `.shiki .${name}{${declarations(light, themes.light)}}\n` +
    `html.dark .shiki .${name}{${declarations(dark, themes.dark, light)}}`;
  return { name, css };
}

/** The rules of the code block itself: background and default colour in both themes. */
export function blockCss(themes: CodeThemes): string {
  const rule = (selector: string, theme: CodeTheme): string =>
    `${selector}{background-color:${theme.bg.toLowerCase()};color:${ensureContrast(theme.fg, theme.bg)}}`;
  return `${rule('.shiki', themes.light)}\n${rule('html.dark .shiki', themes.dark)}`;
}
