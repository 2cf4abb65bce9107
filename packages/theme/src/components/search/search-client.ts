import { SearchClient, splitEngineLoader } from '@atlas-docs/search/client';

const clients = new Map<string, SearchClient>();

/**
 * The search client of a locale's data file, created on the first search intent and then shared (the
 * button, the shortcut and a later visit to the same locale reuse it); `split`: the data is split in parts.
 */
export function searchClientFor(dataUrl: string, root: string, split = false): SearchClient {
  let client = clients.get(dataUrl);
  if (!client) {
    client = new SearchClient(new URL(dataUrl, window.location.href).href, root, split ? splitEngineLoader : undefined);
    clients.set(dataUrl, client);
  }
  return client;
}
