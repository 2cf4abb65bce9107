import { describe, expect, it } from 'vitest';
import { blockCss, tokenClass, type CodeThemes } from '../../src/markdown/code-styles.ts';

const themes: CodeThemes = {
  light: { name: 'light', bg: '#ffffff', fg: '#1f2328' },
  dark: { name: 'dark', bg: '#0d1117', fg: '#e6edf3' },
};

describe('tokenClass', () => {
  it('gives no class to tokens in the default colour of both themes', () => {
    expect(tokenClass({ color: '#1F2328', fontStyle: 0 }, { color: '#E6EDF3', fontStyle: -1 }, themes)).toBeUndefined();
  });

  it('names a light and dark pair by a hash of its styles', () => {
    const a = tokenClass({ color: '#CF222E', fontStyle: 0 }, { color: '#FF7B72', fontStyle: 0 }, themes);
    const b = tokenClass({ color: '#cf222e', fontStyle: 0 }, { color: '#ff7b72', fontStyle: 0 }, themes);
    expect(a?.name).toMatch(/^sc-[\da-z]+$/);
    expect(a?.name).toBe(b?.name);
    expect(a?.css).toBe(`.shiki .${a?.name}{color:#cf222e}\nhtml.dark .shiki .${a?.name}{color:#ff7b72}`);
  });

  it('writes font styles and resets them in dark when only light has them', () => {
    const cls = tokenClass({ color: '#6e7781', fontStyle: 1 | 2 }, { color: '#8b949e', fontStyle: 0 }, themes);
    expect(cls?.css).toBe(
      `.shiki .${cls?.name}{color:#6e7781;font-style:italic;font-weight:bold}\n` +
        `html.dark .shiki .${cls?.name}{color:#8b949e;font-style:normal;font-weight:normal}`,
    );
  });

  it('adjusts colours that are too faint on the background', () => {
    const cls = tokenClass({ color: '#f6f8fa', fontStyle: 4 }, { color: '#161b22', fontStyle: 4 }, themes);
    expect(cls?.css).not.toContain('#f6f8fa');
    expect(cls?.css).not.toContain('#161b22');
    expect(cls?.css).toContain('text-decoration:underline');
  });
});

describe('blockCss', () => {
  it('sets the background and text colour of blocks in both themes', () => {
    expect(blockCss(themes)).toBe(
      '.shiki{background-color:#ffffff;color:#1f2328}\nhtml.dark .shiki{background-color:#0d1117;color:#e6edf3}',
    );
  });
});
