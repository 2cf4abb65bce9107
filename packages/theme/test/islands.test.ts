// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { mountIslands, registerIsland } from '../src/islands.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mountIslands', () => {
  it('mounts each registered island on its placeholder with its props, and unmounts it', async () => {
    const unmount = vi.fn();
    const mount = vi.fn((element: HTMLElement, props: Record<string, unknown>) => {
      element.textContent = `mounted ${String(props.title)}`;
      return unmount;
    });
    registerIsland('greeting', () => Promise.resolve({ mount }));
    const container = document.createElement('div');
    container.innerHTML = `<p>text</p><div data-island="greeting" data-props='{"title":"Hi"}'>fallback</div>`;

    const cleanup = mountIslands(container);
    await flush();
    expect(container.querySelector('[data-island]')?.textContent).toBe('mounted Hi');
    cleanup();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('leaves unknown islands and broken props alone', async () => {
    const mount = vi.fn();
    registerIsland('plain', () => Promise.resolve({ mount }));
    const container = document.createElement('div');
    container.innerHTML = `<div data-island="unknown">keep</div><div data-island="plain" data-props="{oops">x</div>`;
    mountIslands(container);
    await flush();
    expect(container.textContent).toContain('keep');
    expect(mount).toHaveBeenCalledWith(expect.any(HTMLElement), {}, { options: {} });
  });

  it('does not mount an island whose code arrives after the page changed', async () => {
    let resolve: (value: { mount: () => void }) => void = () => {};
    const mount = vi.fn();
    registerIsland('slow', () => new Promise((r) => (resolve = r)));
    const container = document.createElement('div');
    container.innerHTML = `<div data-island="slow"></div>`;
    const cleanup = mountIslands(container);
    cleanup();
    resolve({ mount });
    await flush();
    expect(mount).not.toHaveBeenCalled();
  });

  it("passes each island its props and its plugin's options", async () => {
    const mount = vi.fn();
    registerIsland('with-options', () => Promise.resolve({ mount }), { host: 'https://c.test' });
    registerIsland('without-options', () => Promise.resolve({ mount }));
    const container = document.createElement('div');
    container.innerHTML =
      `<div data-island="with-options" data-props='{"a":"b"}'></div>` + `<div data-island="without-options"></div>`;
    mountIslands(container);
    await flush();
    expect(mount).toHaveBeenCalledWith(expect.any(HTMLElement), { a: 'b' }, { options: { host: 'https://c.test' } });
    expect(mount).toHaveBeenCalledWith(expect.any(HTMLElement), {}, { options: {} });
  });

  it('logs an island that fails to load and keeps its fallback', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerIsland('broken', () => Promise.reject(new Error('network')));
    const container = document.createElement('div');
    container.innerHTML = `<div data-island="broken">fallback</div>`;
    mountIslands(container);
    await flush();
    expect(error).toHaveBeenCalledWith('The broken island could not load.', expect.any(Error));
    expect(container.textContent).toBe('fallback');
    error.mockRestore();
  });
});
