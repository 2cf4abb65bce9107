// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { generateManifest } from '../scripts/manifest.ts';
import { ELEMENTS } from '../src/elements/define.ts';

vi.mock('mermaid', () => ({ default: {} }));

describe('the Custom Elements Manifest generated from the source', () => {
  const declarations = generateManifest().modules.flatMap((module) => module.declarations);

  it('lists every element of define.ts with the attributes its class observes', () => {
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(Object.keys(ELEMENTS));
    for (const declaration of declarations) {
      const element = ELEMENTS[declaration.tagName as keyof typeof ELEMENTS];
      expect(declaration.attributes.map((attribute) => attribute.name)).toEqual(element.observedAttributes);
    }
  });

  it('takes descriptions and types from the props the attributes feed', () => {
    const banner = declarations.find((declaration) => declaration.tagName === 'ripe-banner');
    const level = banner?.attributes.find((attribute) => attribute.name === 'level');
    expect(level?.type.text).toBe('"info" | "positive" | "warning" | "accent" | "alarm" | "cookie"');
    expect(level?.description).toMatch(/default `info`/);
    expect(banner?.attributes.find((attribute) => attribute.name === 'permanent')?.type.text).toBe('boolean');
  });

  it('names the events, folding the two event names of the header from its default short name through the loop that sends them, with detail types', () => {
    const events = Object.fromEntries(
      declarations.map((declaration) => [declaration.tagName, declaration.events.map((event) => event.name)]),
    );
    expect(events['ripe-header']).toEqual(['ripeheader-menu-toggle', 'ripe-header-menu-toggle']);
    expect(events['ripe-side-menu']).toEqual(['ripe-side-menu-toggle', 'ripe-side-menu-select']);
    expect(events['ripe-legal']).toEqual([]);
    const select = declarations
      .find((declaration) => declaration.tagName === 'ripe-side-menu')
      ?.events.find((event) => event.name === 'ripe-side-menu-select');
    expect(select?.type.text).toBe('CustomEvent<{ id: string; url: string | undefined; newTab: boolean }>');
  });

  it('lists public properties and no CSS parts', () => {
    const legal = declarations.find((declaration) => declaration.tagName === 'ripe-legal');
    expect(legal?.members.map((member) => member.name)).toEqual(['sections']);
    expect(declarations.every((declaration) => declaration.cssParts.length === 0)).toBe(true);
  });
});
