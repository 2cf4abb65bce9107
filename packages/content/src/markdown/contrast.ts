/** WCAG 2 colour contrast, used to keep every highlighted token readable (axe-core checks 4.5:1). */

/** The contrast WCAG AA asks of normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgba = [number, number, number, number];

/** Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; throws on anything else. */
export function parseHex(colour: string): Rgba {
  let hex = colour.trim().replace(/^#/, '');
  if (hex.length === 3 || hex.length === 4) hex = [...hex].map((c) => c + c).join('');
  if (!/^[\da-f]{6}(?:[\da-f]{2})?$/i.test(hex)) throw new Error(`Not a hex colour: ${colour}`);
  const channel = (at: number): number => Number.parseInt(hex.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4), hex.length === 8 ? channel(6) / 255 : 1];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The opaque colour a (possibly translucent) colour shows as on a background, as lower-case `#rrggbb`. */
export function flatten(colour: string, background: string): string {
  const [r, g, b, a] = parseHex(colour);
  const [br, bg, bb] = parseHex(background);
  return toHex([r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)]);
}

function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour);
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio (1 to 21) of a colour on a background; translucent colours are flattened first. */
export function contrastRatio(colour: string, background: string): number {
  const a = luminance(flatten(colour, background));
  const b = luminance(flatten(background, '#ffffff'));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The colour, flattened on the background and, when it is too faint, mixed towards black (on a light
 * background) or white (on a dark one) in small steps until it reaches `min`.
 */
export function ensureContrast(colour: string, background: string, min = MIN_TEXT_CONTRAST): string {
  const flat = flatten(colour, background);
  if (contrastRatio(flat, background) >= min) return flat;
  const target = luminance(flatten(background, '#ffffff')) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const [r, g, b] = parseHex(flat);
  for (let step = 1; step <= 100; step += 1) {
    const t = step / 100;
    const mixed = toHex([
      r + ((target[0] ?? 0) - r) * t,
      g + ((target[1] ?? 0) - g) * t,
      b + ((target[2] ?? 0) - b) * t,
    ]);
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return toHex(target);
}
