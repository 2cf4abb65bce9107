import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../src/markdown/contrast.ts';
import { codeStylesheet, DARK_THEME, LIGHT_THEME } from '../../src/markdown/highlighter.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import { CODE_SAMPLES } from '../code-samples.ts';

interface Rule {
  selector: string;
  color?: string;
  background?: string;
}

function parseRules(css: string): Rule[] {
  return [...css.matchAll(/([^{}\n]+)\{([^}]*)\}/g)].map((m) => {
    const decls = Object.fromEntries(
      (m[2] ?? '').split(';').map((d) => d.split(':').map((s) => s.trim()) as [string, string]),
    );
    const rule: Rule = { selector: (m[1] ?? '').trim() };
    if (decls.color) rule.color = decls.color;
    if (decls['background-color']) rule.background = decls['background-color'];
    return rule;
  });
}

describe('code colours meet WCAG AA (4.5:1) in both themes', () => {
  it(`holds for every language sample with ${LIGHT_THEME} and ${DARK_THEME}`, async () => {
    const usedClasses = new Set<string>();
    const source = Object.entries(CODE_SAMPLES)
      .map(([lang, code]) => `\`\`\`${lang}\n${code}\n\`\`\``)
      .join('\n\n');
    const { html, warnings } = await renderMarkdown(source, { file: 'samples.md', usedClasses });
    expect(warnings).toEqual([]);
    expect(html).not.toContain('style=');

    const css = await codeStylesheet(usedClasses);
    const rules = parseRules(css);
    const lightBlock = rules.find((r) => r.selector === '.shiki');
    const darkBlock = rules.find((r) => r.selector === 'html.dark .shiki');
    expect(lightBlock?.background).toBe('#ffffff');
    expect(darkBlock?.background).toBe('#0d1117');

    const lightTokens = rules.filter((r) => /^\.shiki \.sc-/.test(r.selector));
    const darkTokens = rules.filter((r) => /^html\.dark \.shiki \.sc-/.test(r.selector));
    // Every class used in the HTML has a rule in both themes, and nothing else is in the sheet.
    expect(lightTokens.length).toBe(usedClasses.size);
    expect(darkTokens.length).toBe(usedClasses.size);
    expect(usedClasses.size).toBeGreaterThanOrEqual(8);
    for (const name of usedClasses) expect(html).toContain(`class="${name}"`);

    const failures: string[] = [];
    const check = (rule: Rule, background: string | undefined): void => {
      if (!rule.color || !background) throw new Error(`incomplete rule ${rule.selector}`);
      const ratio = contrastRatio(rule.color, background);
      if (ratio < MIN_TEXT_CONTRAST)
        failures.push(`${rule.selector} ${rule.color} on ${background}: ${ratio.toFixed(2)}`);
    };
    [lightBlock, ...lightTokens].forEach((r) => r && check(r, lightBlock?.background));
    [darkBlock, ...darkTokens].forEach((r) => r && check(r, darkBlock?.background));
    expect(failures).toEqual([]);
  });

  it('lists token rules sorted by class and the same rules whatever the render order', async () => {
    const a = new Set<string>();
    const b = new Set<string>();
    await renderMarkdown('```ts\nconst a = 1;\n```\n\n```css\na { color: red }\n```', { file: 'a.md', usedClasses: a });
    await renderMarkdown('```css\na { color: red }\n```\n\n```ts\nconst a = 1;\n```', { file: 'b.md', usedClasses: b });
    expect(await codeStylesheet(a)).toBe(await codeStylesheet(b));
  });
});
