// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineOnDemand, elementNamesIn } from '../src/elements/define-on-demand.ts';

let counter = 0;
/** A fresh registry and element names per test: jsdom's registry cannot forget a definition. */
function setUp() {
  counter += 1;
  const names = { present: `x-present-${counter}`, later: `x-later-${counter}`, absent: `x-absent-${counter}` };
  const loaders = Object.fromEntries(
    Object.values(names).map((name) => [
      name,
      vi.fn(() => Promise.resolve<CustomElementConstructor>(class extends HTMLElement {})),
    ]),
  );
  return { names, loaders };
}

afterEach(() => document.body.replaceChildren());

describe('elementNamesIn', () => {
  it('finds the node itself and its descendants, not text', () => {
    const host = document.createElement('div');
    host.innerHTML = '<p><ripe-help></ripe-help></p>';
    expect(elementNamesIn(host, ['ripe-help', 'ripe-legal'])).toEqual(['ripe-help']);
    expect(elementNamesIn(host.querySelector('ripe-help') as Element, ['ripe-help'])).toEqual(['ripe-help']);
    expect(elementNamesIn(document.createTextNode('ripe-help'), ['ripe-help'])).toEqual([]);
  });
});

describe('defineOnDemand', () => {
  it('loads and defines at once the elements already in the page, once each', async () => {
    const { names, loaders } = setUp();
    document.body.innerHTML = `<${names.present}></${names.present}><${names.present}></${names.present}>`;
    defineOnDemand(loaders);
    await customElements.whenDefined(names.present);
    expect(loaders[names.present]).toHaveBeenCalledTimes(1);
    expect(loaders[names.later]).not.toHaveBeenCalled();
    expect(loaders[names.absent]).not.toHaveBeenCalled();
  });

  it('loads an element added to the page later, and never one that is not', async () => {
    const { names, loaders } = setUp();
    defineOnDemand(loaders);
    const wrapper = document.createElement('section');
    wrapper.innerHTML = `<${names.later}></${names.later}>`;
    document.body.append(wrapper);
    await customElements.whenDefined(names.later);
    expect(customElements.get(names.later)).toBeDefined();
    expect(loaders[names.later]).toHaveBeenCalledTimes(1);
    expect(loaders[names.absent]).not.toHaveBeenCalled();
    expect(customElements.get(names.absent)).toBeUndefined();
  });

  it('leaves an element that is defined already alone', () => {
    const { names, loaders } = setUp();
    customElements.define(names.present, class extends HTMLElement {});
    document.body.innerHTML = `<${names.present}></${names.present}>`;
    defineOnDemand(loaders);
    expect(loaders[names.present]).not.toHaveBeenCalled();
  });

  it('reports an element whose chunk fails to load', async () => {
    const { names } = setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<${names.present}></${names.present}>`;
    defineOnDemand({ [names.present]: () => Promise.reject(new Error('offline')) });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(`<${names.present}> could not be loaded:`, expect.any(Error)),
    );
    error.mockRestore();
  });
});
