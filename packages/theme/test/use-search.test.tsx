// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { SearchClient, type EngineLoader } from '@atlas-docs/search/client';
import { describe, expect, it, vi } from 'vitest';
import { searchClientFor } from '../src/components/search/search-client.ts';
import { useSearch } from '../src/hooks/useSearch.ts';
import { corpusEngine } from '../../search/test/fixtures/corpus.ts';

vi.mock('../src/components/search/search-client.ts', () => ({ searchClientFor: vi.fn() }));

/** A client whose engine arrives when the test says so, indexed with the search package's small corpus. */
function drivenClient() {
  let arrive: (complete: boolean) => void = () => {};
  const loader: EngineLoader = () =>
    Promise.resolve({
      loadSearch: (options) => {
        arrive = (complete) => options.onProgress(corpusEngine(), complete);
        return new Promise<void>(() => {});
      },
    });
  const made: string[] = [];
  vi.mocked(searchClientFor).mockImplementation((url, root) => {
    made.push(url);
    return new SearchClient(url, root, loader, () => Promise.resolve(new Response('{}')));
  });
  return { arrive: (complete: boolean) => arrive(complete), made };
}

const links = (search: ReturnType<typeof useSearch>): string[] =>
  search.response?.groups.flatMap((group) => group.items.map((item) => item.link)) ?? [];

describe('useSearch', () => {
  it('loads nothing before the first intent, then starts the one client of the data file', () => {
    const driven = drivenClient();
    const { result } = renderHook(() => useSearch('/assets/search-root.json', '/'));
    expect(result.current.status).toBe('idle');
    expect(driven.made).toEqual([]);
    act(() => result.current.prepare());
    act(() => result.current.prepare());
    expect(result.current.status).toBe('loading');
    expect(driven.made).toEqual(['/assets/search-root.json']);
  });

  it('asks a query typed while loading again once the engine is there, then answers each keystroke at once', async () => {
    const driven = drivenClient();
    const { result } = renderHook(() => useSearch('/assets/search-root.json', '/'));
    act(() => result.current.prepare());
    act(() => result.current.setQuery('traceroute'));
    expect(result.current.response).toBeNull();
    await waitFor(() => expect(driven.made).toHaveLength(1));
    await act(async () => {
      await Promise.resolve();
      driven.arrive(true);
    });
    await waitFor(() => expect(links(result.current)[0]).toBe('/docs/measurements/traceroute'));
    expect(result.current.status).toBe('ready');
    act(() => result.current.setQuery('ping'));
    expect(links(result.current)[0]).toBe('/docs/measurements/ping');
  });

  it('shows no answer for an empty query', async () => {
    const driven = drivenClient();
    const { result } = renderHook(() => useSearch('/assets/search-root.json', '/'));
    act(() => result.current.prepare());
    await act(async () => {
      await Promise.resolve();
      driven.arrive(true);
    });
    act(() => result.current.setQuery('ping'));
    expect(result.current.response).not.toBeNull();
    act(() => result.current.setQuery('   '));
    expect(result.current.response).toBeNull();
  });
});
