import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, flatten, MIN_TEXT_CONTRAST, parseHex } from '../../src/markdown/contrast.ts';

describe('contrast', () => {
  it('parses short and long hex colours with alpha', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseHex('#0550AE')).toEqual([5, 80, 174, 1]);
    expect(parseHex('#00000080')).toEqual([0, 0, 0, 128 / 255]);
    expect(() => parseHex('red')).toThrow('Not a hex colour');
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('flattens translucent colours onto the background', () => {
    expect(flatten('#00000080', '#ffffff')).toBe('#7f7f7f');
    expect(flatten('#ABCDEF', '#000')).toBe('#abcdef');
  });

  it('keeps colours that pass and darkens or lightens those that do not', () => {
    expect(ensureContrast('#cf222e', '#ffffff')).toBe('#cf222e');
    const darkened = ensureContrast('#f6f8fa', '#ffffff');
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const lightened = ensureContrast('#161b22', '#0d1117');
    expect(contrastRatio(lightened, '#0d1117')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(parseHex(lightened)[0]).toBeGreaterThan(0x16);
  });
});
